import { CallbackErrorCode } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import { callbackUrl, checkoutRef, recordCallback } from '../callback';
import { messagePage } from '../bookings/checkout-view';
import { returnOrShow, send } from '../store/ecom-replies';
import type { EventsSessionRow } from '../../modules/redirects/index';

/** The hosted events checkout's answers other than the form: redirects and message pages. */

/**
 * A page that ends the session without tickets: recorded as a CHECKOUT ERROR, and its link back to
 * the site carries the error (README.md "Return URLs").
 */
async function endedPage(
  reply: FastifyReply,
  session: EventsSessionRow,
  page: { status: number; title: string; text: string; error: string },
) {
  await recordCallback(reply.server.db, checkoutRef(session), 'CHECKOUT', 'ERROR');
  const target = session.callbacks.postFlowUrl ?? session.callbacks.thankYouPageUrl;
  const outcome = {
    type: 'CHECKOUT',
    status: 'ERROR',
    error: page.error,
    errorDescription: page.title,
  } as const;
  const link = target
    ? { href: callbackUrl(target, outcome), label: 'Back to the site' }
    : undefined;
  return send(reply, page.status, messagePage(page.title, page.text, link));
}

export const notFoundPage = (reply: FastifyReply) =>
  send(
    reply,
    404,
    messagePage(
      'Checkout not found',
      'This checkout link is unknown or has expired. Go back to the site and choose your tickets again.',
    ),
  );

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
export async function orderDone(
  reply: FastifyReply,
  session: EventsSessionRow,
  order: { orderNumber: string; eventId: string },
) {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  const params = { orderNumber: order.orderNumber, eventId: order.eventId };
  return returnOrShow(
    reply,
    session,
    target,
    { type: 'CHECKOUT', status: 'SUCCESS', params },
    {
      status: 200,
      html: messagePage(
        'Thank you',
        `Your order ${order.orderNumber} is confirmed. See you there!`,
      ),
    },
  );
}

export const declinedPage = (reply: FastifyReply, session: EventsSessionRow, orderNumber: string) =>
  endedPage(reply, session, {
    status: 402,
    title: 'Payment declined',
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
