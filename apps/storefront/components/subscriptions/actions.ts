'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { logActionFailure, toActionError } from '@/lib/booking/action-error';
import type { ActionError } from '@/lib/booking/types';
import { getVisitorClient } from '@/lib/platform/visitor';
import { withAdvice } from '@/lib/subscriptions/advice';
import { isMemberSession } from '@/lib/members';
import { planCheckoutUrl } from '@/lib/subscriptions/platform';
import { subscriptionsReturnUrl } from '@/lib/subscriptions/return-url';

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length < 200;

/** Opens the hosted plans checkout for the logged-in member; it returns to /subscriptions. */
export async function buyPlan(planId: unknown): Promise<{ error: ActionError }> {
  if (!isId(planId)) return { error: { message: 'Choose a plan first.' } };
  if (!(await isMemberSession()))
    return { error: withAdvice({ code: 'MEMBER_ONLY', message: 'Only members can buy plans.' }) };
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
