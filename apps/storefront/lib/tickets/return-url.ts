import 'server-only';
import {
  hostedReturnOf,
  paramOf,
  returnNoticeOf,
  type ReturnNotice,
  type ReturnWords,
} from '../platform/hosted-return';
import { storefrontUrl } from '../storefront-origin';

/** The page the hosted events checkout returns to; its callback carries `orderNumber` and `eventId`. */
export const TICKETS_PATH = '/tickets';

/** This storefront's absolute /tickets URL, from the request's (forwarded) host and protocol. */
export function ticketsReturnUrl(headers: Headers): string {
  return storefrontUrl(headers, TICKETS_PATH).toString();
}

type Params = Record<string, string | string[] | undefined>;

/** Back from the hosted checkout: the order to confirm, if the callback names one. */
export function ticketsReturnOf(params: Params): { orderNumber: string; eventId: string } | null {
  const back = hostedReturnOf(params, 'CHECKOUT');
  if (back?.status !== 'SUCCESS') return null;
  const orderNumber = paramOf(back, 'orderNumber');
  const eventId = paramOf(back, 'eventId');
  return orderNumber && eventId ? { orderNumber, eventId } : null;
}

const WORDS: ReturnWords = {
  kept: 'No tickets were bought; choose them again when you are ready.',
  declined: {
    kind: 'declined',
    title: 'Payment declined',
    text: 'Nothing was charged and no tickets were bought; the tickets you chose were released. Choose them again to try another payment.',
  },
  problem: {
    title: 'No tickets bought',
    fallback: 'The tickets were not bought',
    next: 'Choose your tickets again.',
  },
};

/**
 * Back from the hosted checkout without tickets, in words: left by its way back (CANCELED), the
 * payment declined (`paymentStatus=DECLINED`, on either platform), or another refusal (the
 * reservation expired or was canceled, the order was not placed).
 */
export function ticketsReturnNotice(params: Params): ReturnNotice | undefined {
  const back = hostedReturnOf(params, 'CHECKOUT');
  return back && returnNoticeOf(back, WORDS);
}
