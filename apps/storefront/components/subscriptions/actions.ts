'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { logActionFailure, toActionError } from '@/lib/actions/action-error';
import { isActionId } from '@/lib/actions/input';
import type { ActionError } from '@/lib/actions/types';
import { visitorClientForChange } from '@/lib/platform/visitor-session';
import { withAdvice } from '@/lib/subscriptions/advice';
import { planCheckoutUrl } from '@/lib/subscriptions/platform';
import { SUBSCRIPTIONS_PATH, subscriptionsReturnUrl } from '@/lib/subscriptions/return-url';
import { isMemberSession } from '@/lib/members';
import { beginCheckoutLogin } from '@/lib/members/login';

/**
 * Opens the hosted plans checkout; it returns to /subscriptions. A member buys as themself; for a
 * visitor the hosted checkout first asks them to log in or sign up, as the real platform's does,
 * and its return then starts their session here (through /login-callback, lib/members/login.ts).
 */
export async function buyPlan(planId: unknown): Promise<{ error: ActionError }> {
  if (!isActionId(planId)) return { error: { message: 'Choose a plan first.' } };
  let url: string;
  try {
    // A visitor who logs in or signs up on the checkout comes back logged in here too.
    const authRequest = (await isMemberSession())
      ? undefined
      : await beginCheckoutLogin(SUBSCRIPTIONS_PATH);
    url = await planCheckoutUrl(
      await visitorClientForChange(),
      planId,
      subscriptionsReturnUrl(await headers()),
      authRequest,
    );
  } catch (error) {
    logActionFailure('Opening the plan checkout failed', error);
    return { error: withAdvice(toActionError(error)) };
  }
  redirect(url);
}
