import 'server-only';
import { CallbackErrorCode } from '@headless/contract/error-codes';
import { storefrontUrl } from '../storefront-origin';
import { hostedReturnOf, paramOf } from '../platform/hosted-return';
import type { CheckoutReturn } from './types';

/** The page the hosted plans checkout returns to: `?orderId&planId` when bought, else declined. */
export const SUBSCRIPTIONS_PATH = '/subscriptions';

export function subscriptionsReturnUrl(headers: Headers): string {
  return storefrontUrl(headers, SUBSCRIPTIONS_PATH).toString();
}

type Params = Record<string, string | string[] | undefined>;

/** Back from the hosted checkout: the order to confirm, or the plan whose payment was declined. */
export function subscriptionsReturnOf(params: Params): CheckoutReturn {
  const back = hostedReturnOf(params, 'CHECKOUT');
  if (!back) return null;
  const orderId = paramOf(back, 'orderId');
  const planId = paramOf(back, 'planId');
  if (back.status === 'SUCCESS') return orderId ? { orderId, ...(planId && { planId }) } : null;
  if (back.status === 'CANCELED') return { canceled: true };
  return back.error.code === CallbackErrorCode.paymentDeclined && planId
    ? { declinedPlanId: planId }
    : null;
}
