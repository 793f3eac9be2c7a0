'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { logActionFailure, toActionError } from '@/lib/actions/action-error';
import { isActionId } from '@/lib/actions/input';
import type { ActionError } from '@/lib/actions/types';
import { getVisitorClient } from '@/lib/platform/visitor';
import { withAdvice } from '@/lib/subscriptions/advice';
import { planCheckoutUrl } from '@/lib/subscriptions/platform';
import { subscriptionsReturnUrl } from '@/lib/subscriptions/return-url';

/**
 * Opens the hosted plans checkout; it returns to /subscriptions. A member buys as themself; for a
 * visitor the hosted checkout first asks them to log in or sign up, as the real platform's does.
 */
export async function buyPlan(planId: unknown): Promise<{ error: ActionError }> {
  if (!isActionId(planId)) return { error: { message: 'Choose a plan first.' } };
  let url: string;
  try {
    url = await planCheckoutUrl(
      await getVisitorClient(),
      planId,
      subscriptionsReturnUrl(await headers()),
    );
  } catch (error) {
    logActionFailure('Opening the plan checkout failed', error);
    return { error: withAdvice(toActionError(error)) };
  }
  redirect(url);
}
