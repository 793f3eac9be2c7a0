import { CallbackErrorCode } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import {
  checkoutError,
  checkoutRef,
  declinedOutcome,
  returnTo,
  type ErrorOutcome,
} from '../callback';
import { PAYMENT_DECLINED } from '../form-messages';
import { endedWithError, thankYou, unknownCheckoutPage } from '../store/ecom-replies';
import type { EventsSessionRow } from '../../modules/redirects/index';

/** The hosted events checkout's answers other than the form: redirects and message pages. */

/**
 * A page that ends the session without tickets: recorded as a CHECKOUT ERROR, and its link back to
 * the site carries the outcome (README.md "Return URLs").
 */
function endedPage(
  reply: FastifyReply,
  session: EventsSessionRow,
  page: { status: number; title: string; text: string },
  outcome: ErrorOutcome,
) {
  return endedWithError(reply, session, siteOf(session), outcome, {
    ...page,
    back: 'Back to the site',
  });
}

const siteOf = (session: EventsSessionRow) =>
  session.callbacks.postFlowUrl ?? session.callbacks.thankYouPageUrl;

/**
 * Declined, canceled or expired: back to the site at once with the outcome, as the store, booking
 * and plan checkouts do; the page (with its link back) only for a session that gave no site URL.
 */
function endedAtOnce(
  reply: FastifyReply,
  session: EventsSessionRow,
  page: { status: number; title: string; text: string },
  outcome: ErrorOutcome,
) {
  const target = siteOf(session);
  if (target) return returnTo(reply, checkoutRef(session), target, outcome);
  return endedPage(reply, session, page, outcome);
}

export const notFoundPage = (reply: FastifyReply) =>
  unknownCheckoutPage(reply, 'Go back to the site and choose your tickets again.');

/**
 * No longer held: expired by the clock, or canceled (by the buyer's site or the owner). Back to
 * the site at once, on the form's post and on opening the link again.
 */
export function expiredPage(reply: FastifyReply, session: EventsSessionRow, status?: string) {
  const canceled = status === 'RESERVATION_CANCELED' || status === 'RESERVATION_CANCELED_MANUALLY';
  const title = canceled ? 'Your reservation was canceled' : 'Your reservation expired';
  const error = canceled
    ? CallbackErrorCode.reservationCanceled
    : CallbackErrorCode.reservationExpired;
  return endedAtOnce(
    reply,
    session,
    {
      status: 410,
      title,
      text: `${canceled ? 'The tickets are no longer held' : 'The tickets were held for a limited time and have been released'}. Nothing was ordered and nothing was charged. Go back to the site and choose your tickets again.`,
    },
    checkoutError(error, title),
  );
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

/**
 * Declined: the order stays DECLINED and its tickets are released, so there is nothing to try
 * again here; back to the site at once with `paymentStatus=DECLINED`, the order number and event
 * id, as every hosted checkout does.
 */
export const declinedPage = (
  reply: FastifyReply,
  session: EventsSessionRow,
  { orderNumber, eventId }: { orderNumber: string; eventId: string },
) =>
  endedAtOnce(
    reply,
    session,
    {
      status: 402,
      title: PAYMENT_DECLINED.title,
      text: `The payment for order ${orderNumber} was declined. Nothing was charged and the tickets were released. Go back to the site to choose tickets again.`,
    },
    declinedOutcome({ orderNumber, eventId }),
  );

export const failedPage = (reply: FastifyReply, session: EventsSessionRow, message: string) => {
  const title = 'Order not placed';
  return endedPage(
    reply,
    session,
    { status: 409, title, text: `${message}. Nothing was ordered and nothing was charged.` },
    checkoutError(CallbackErrorCode.orderNotPlaced, title),
  );
};
