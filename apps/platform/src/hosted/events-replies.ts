import type { FastifyReply } from 'fastify';
import type { EventsSessionRow } from '../modules/redirects/store';
import { messagePage } from './checkout-view';
import { redirect, send, withParams } from './ecom-replies';

/** The hosted events checkout's answers other than the form: redirects and message pages. */
const backToSite = (session: EventsSessionRow) => {
  const href = session.callbacks.postFlowUrl ?? session.callbacks.thankYouPageUrl;
  return href ? { href, label: 'Back to the site' } : undefined;
};

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
  return send(
    reply,
    410,
    messagePage(
      canceled ? 'Your reservation was canceled' : 'Your reservation expired',
      `${canceled ? 'The tickets are no longer held' : 'The tickets were held for a limited time and have been released'}. Nothing was ordered and nothing was charged. Go back to the site and choose your tickets again.`,
      backToSite(session),
    ),
  );
}

/** FREE or PAID: back to the storefront with the order number and event id appended. */
export function orderDone(
  reply: FastifyReply,
  session: EventsSessionRow,
  order: { orderNumber: string; eventId: string },
) {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  const params = { orderNumber: order.orderNumber, eventId: order.eventId };
  if (target) return redirect(reply, withParams(target, params));
  return send(
    reply,
    200,
    messagePage('Thank you', `Your order ${order.orderNumber} is confirmed. See you there!`),
  );
}

export const declinedPage = (reply: FastifyReply, session: EventsSessionRow, orderNumber: string) =>
  send(
    reply,
    402,
    messagePage(
      'Payment declined',
      `The payment for order ${orderNumber} was declined. Nothing was charged and the tickets were released. Go back to the site to choose tickets again.`,
      backToSite(session),
    ),
  );

export const failedPage = (reply: FastifyReply, session: EventsSessionRow, message: string) =>
  send(
    reply,
    409,
    messagePage(
      'Order not placed',
      `${message}. Nothing was ordered and nothing was charged.`,
      backToSite(session),
    ),
  );
