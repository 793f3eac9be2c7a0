import { CallbackErrorCode } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import { PAYMENT_DECLINED } from '../form-messages';
import { endedWithError, thankYou, unknownCheckoutPage } from '../store/ecom-replies';
import type { EventsSessionRow } from '../../modules/redirects/index';

/** The hosted events checkout's answers other than the form: redirects and message pages. */

/**
 * A page that ends the session without tickets: recorded as a CHECKOUT ERROR, and its link back to
 * the site carries the error (README.md "Return URLs").
 */
function endedPage(
  reply: FastifyReply,
  session: EventsSessionRow,
  page: { status: number; title: string; text: string; error: string },
) {
  const target = session.callbacks.postFlowUrl ?? session.callbacks.thankYouPageUrl;
  const { error, title } = page;
  const outcome = { type: 'CHECKOUT', status: 'ERROR', error, errorDescription: title } as const;
  return endedWithError(reply, session, target, outcome, { ...page, back: 'Back to the site' });
}

export const notFoundPage = (reply: FastifyReply) =>
  unknownCheckoutPage(reply, 'Go back to the site and choose your tickets again.');

/** No longer held: expired by the clock, or canceled (by the buyer's site or the owner). */
export function expiredPage(reply: FastifyReply, session: EventsSessionRow, status?: string) {
  const canceled = status === 'RESERVATION_CANCELED' || status === 'RESERVATION_CANCELED_MANUALLY';
  return endedPage(reply, session, {
    status: 410,
    title: canceled ? 'Your reservation was canceled' : 'Your reservation expired',
    text: `${canceled ? 'The tickets are no longer held' : 'The tickets were held for a limited time and have been released'}. Nothing was ordered and nothing was charged. Go back to the site and choose your tickets again.`,
    error: canceled ? CallbackErrorCode.reservationCanceled : CallbackErrorCode.reservationExpired,
  });
}

/** FREE or PAID: back to the storefront with the order number and event id appended. */
export function orderDone(
  reply: FastifyReply,
  session: EventsSessionRow,
  { orderNumber, eventId }: { orderNumber: string; eventId: string },
) {
  const text = `Your order ${orderNumber} is confirmed. See you there!`;
  return thankYou(reply, session, { orderNumber, eventId }, text);
}

export const declinedPage = (reply: FastifyReply, session: EventsSessionRow, orderNumber: string) =>
  endedPage(reply, session, {
    status: 402,
    title: PAYMENT_DECLINED.title,
    text: `The payment for order ${orderNumber} was declined. Nothing was charged and the tickets were released. Go back to the site to choose tickets again.`,
    error: CallbackErrorCode.paymentDeclined,
  });

export const failedPage = (reply: FastifyReply, session: EventsSessionRow, message: string) =>
  endedPage(reply, session, {
    status: 409,
    title: 'Order not placed',
    text: `${message}. Nothing was ordered and nothing was charged.`,
    error: CallbackErrorCode.orderNotPlaced,
  });
