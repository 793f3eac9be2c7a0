import { storefrontOrigin } from '../members/return-path';
import type { CheckoutReturn } from './types';

/** The page the hosted plans checkout returns to: `?orderId&planId` when bought, else declined. */
export const SUBSCRIPTIONS_PATH = '/subscriptions';

export function subscriptionsReturnUrl(headers: Headers): string {
  return new URL(SUBSCRIPTIONS_PATH, storefrontOrigin(headers)).toString();
}

type Params = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** Back from the hosted checkout: the order to confirm, or the plan whose payment was declined. */
export function subscriptionsReturnOf(params: Params): CheckoutReturn {
  const orderId = single(params.orderId);
  if (orderId) return { orderId };
  const planId = single(params.planId);
  if (single(params.paymentStatus) === 'DECLINED' && planId) return { declinedPlanId: planId };
  return null;
}
