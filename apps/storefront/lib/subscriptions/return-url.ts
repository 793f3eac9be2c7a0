import 'server-only';
import { storefrontUrl } from '../storefront-origin';
import { checkoutOutcomeOf, paramOf, type ReturnWords } from '../platform/hosted-return';
import type { SearchParams } from '../search-params';
import type { CheckoutReturn } from './types';

/** The page the hosted plans checkout returns to: `?orderId&planId` when bought, else why not. */
export const SUBSCRIPTIONS_PATH = '/subscriptions';

export function subscriptionsReturnUrl(headers: Headers): string {
  return storefrontUrl(headers, SUBSCRIPTIONS_PATH).toString();
}

/** The plans page's words for a return without a purchase, as /booking and /tickets say theirs. */
const WORDS: ReturnWords = {
  kept: 'No plan was bought; choose one when you are ready.',
  declined: 'Nothing was charged and no plan was bought. Choose Buy on a plan to try again.',
  problem: {
    title: 'No plan bought',
    fallback: 'The plan was not bought',
    next: 'You can choose another plan.',
  },
};

/**
 * Back from the hosted checkout: the order to confirm, or what the page says about a return
 * without one (left by its way back, the payment declined, or another refusal such as the
 * purchase limit), in words.
 */
export function subscriptionsReturnOf(params: SearchParams): CheckoutReturn {
  const { success, notice } = checkoutOutcomeOf(params, WORDS);
  const orderId = success && paramOf(success, 'orderId');
  const planId = success && paramOf(success, 'planId');
  if (orderId) return { orderId, ...(planId && { planId }) };
  return notice ? { notice } : null;
}
