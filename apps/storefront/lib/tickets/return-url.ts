import 'server-only';
import { hostedReturnOf, paramOf } from '../platform/hosted-return';
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

/** Back from the hosted checkout by its way back (status CANCELED): nothing was bought. */
export function ticketsCheckoutCanceled(params: Params): boolean {
  return hostedReturnOf(params, 'CHECKOUT')?.status === 'CANCELED';
}
