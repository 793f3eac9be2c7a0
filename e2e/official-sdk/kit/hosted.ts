// Hosted pages submitted the way a browser submits their forms: the platform answers the redirect
// that would take the buyer back to the app.
import { expect } from 'vitest';

export async function submitHostedForm(fullUrl: string, fields: Record<string, string>) {
  const response = await fetch(fullUrl, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  expect(response.status, await detailOf(response)).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

async function detailOf(response: Response): Promise<string> {
  return response.status === 303 ? '' : (await response.clone().text()).slice(0, 2000);
}

export const BUYER = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Analytical Way',
  city: 'London',
  postalCode: 'N1 9GU',
  country: 'GB',
};
