import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryServicesResponse } from '@headless/contract';
import { buildTestApp, visitorToken, type TestApp } from '../../../test/build-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await visitorToken(t.app);
});
afterAll(() => t.close());

async function query(body: unknown, url = '/bookings/v2/services/query') {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload: body as object });
  return res;
}

describe('POST /bookings/v2/services/query', () => {
  it('lists the seeded services, oldest first, with offset paging metadata', async () => {
    const res = await query({ query: {} });
    expect(res.statusCode).toBe(200);
    const body = QueryServicesResponse.parse(res.json());
    expect(body.services.map((s) => s.type)).toEqual(
      expect.arrayContaining(['APPOINTMENT', 'CLASS', 'COURSE']),
    );
    expect(body.pagingMetadata).toEqual({ count: 6, offset: 0, total: 6, tooManyToCount: false });
    const yoga = body.services.find((s) => s.mainSlug.name === 'morning-yoga');
    expect(yoga?.payment.fixed?.price).toMatchObject({ value: '25', currency: 'USD' });
    expect(yoga?.revision).toBe('1');
  });

  it('answers on the /_api alias too', async () => {
    const res = await query({ query: { filter: { type: 'CLASS' } } }, '/_api/bookings/v2/services/query');
    expect(res.statusCode).toBe(200);
    expect(res.json().services.map((s: { name: string }) => s.name).sort()).toEqual(['Morning Yoga Flow', 'Pilates Mat Class']);
  });
});
