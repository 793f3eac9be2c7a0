import {
  checkoutOutcomeOf,
  paramOf,
  type ReturnNotice,
  type ReturnWords,
} from '../platform/hosted-return';
import type { SearchParams } from '../search-params';

/** What the hosted checkout said when it sent the visitor back (its callback). */
export interface CheckoutReturn {
  orderId?: string;
  /** Back without an order (canceled, declined, out of stock…), in words; the cart stays. */
  notice?: ReturnNotice;
}

/** The store's words for a return without an order, as /booking, /tickets and /subscriptions say theirs. */
const WORDS: ReturnWords = {
  kept: 'Your cart is unchanged.',
  declined:
    'Nothing was charged and no order was placed. Your cart is still here, ready for another try.',
  problem: {
    title: 'No order placed',
    fallback: 'The order was not placed',
    next: 'Your cart is unchanged: change it and check out again.',
  },
};

export function checkoutReturnOf(params: SearchParams): CheckoutReturn {
  const { success, notice } = checkoutOutcomeOf(params, WORDS);
  const orderId = success && paramOf(success, 'orderId');
  if (orderId) return { orderId };
  return notice ? { notice } : {};
}
