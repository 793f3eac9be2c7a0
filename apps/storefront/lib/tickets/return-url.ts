import 'server-only';
import {
  checkoutOutcomeOf,
  paramOf,
  type ReturnNotice,
  type ReturnWords,
} from '../platform/hosted-return';
import type { SearchParams } from '../search-params';
import { storefrontUrl } from '../storefront-origin';

/** The page the hosted events checkout returns to; its callback carries `orderNumber` and `eventId`. */
export const TICKETS_PATH = '/tickets';

/** This storefront's absolute /tickets URL, from the request's (forwarded) host and protocol. */
export function ticketsReturnUrl(headers: Headers): string {
  return storefrontUrl(headers, TICKETS_PATH).toString();
}

const WORDS: ReturnWords = {
  kept: 'No tickets were bought; choose them again when you are ready.',
  declined:
    'Nothing was charged and no tickets were bought; the tickets you chose were released. Choose them again to try another payment.',
  problem: {
    title: 'No tickets bought',
    fallback: 'The tickets were not bought',
    next: 'Choose your tickets again.',
  },
};

/** Back from the hosted checkout: the order to confirm, or what a return without tickets says. */
export interface TicketsReturn {
  order: { orderNumber: string; eventId: string } | null;
  notice?: ReturnNotice;
}

/**
 * Back from the hosted checkout: the order to confirm, if the callback names one; else, in words,
 * how a return without tickets ended: left by its way back (CANCELED), the payment declined
 * (`paymentStatus=DECLINED`, on either platform), or another refusal (the reservation expired or
 * was canceled, the order was not placed).
 */
export function ticketsReturnOf(params: SearchParams): TicketsReturn {
  const { success, notice } = checkoutOutcomeOf(params, WORDS);
  const orderNumber = success && paramOf(success, 'orderNumber');
  const eventId = success && paramOf(success, 'eventId');
  const order = orderNumber && eventId ? { orderNumber, eventId } : null;
  return notice ? { order, notice } : { order };
}
