'use server';

import { redirect } from 'next/navigation';
import { logActionFailure, toActionError } from '@/lib/actions/action-error';
import type { ActionError } from '@/lib/actions/types';
import { accountSectionUrl, beginLogin, beginLogout } from '@/lib/members/login';
import { isAccountSection } from '@/lib/members/views';

async function goTo(context: string, work: () => Promise<string>): Promise<{ error: ActionError }> {
  let url: string;
  try {
    url = await work();
  } catch (error) {
    logActionFailure(context, error);
    return { error: toActionError(error) };
  }
  redirect(url);
}

/** Sends the browser to the platform's hosted login; it comes back to `returnTo` (a path). */
export async function startLogin(returnTo: unknown): Promise<{ error: ActionError }> {
  return goTo('Starting the login failed', () => beginLogin(returnTo));
}

export async function logout(): Promise<{ error: ActionError }> {
  return goTo('Logging out failed', beginLogout);
}

export async function openAccountSection(section: unknown): Promise<{ error: ActionError }> {
  if (!isAccountSection(section)) return { error: { message: 'Choose an account section.' } };
  return goTo('Opening the account page failed', () => accountSectionUrl(section));
}
