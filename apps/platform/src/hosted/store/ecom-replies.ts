import type { FastifyReply } from 'fastify';
import type { DomainError } from '../../kernel/errors';
import {
  callbackUrl,
  checkoutError,
  checkoutRef,
  declinedOutcome,
  recordCallback,
  returnTo,
  type CallbackOutcome,
  type ErrorOutcome,
} from '../callback';
import { messagePage } from '../bookings/checkout-view';
import { PAYMENT_DECLINED } from '../form-messages';
import type { CheckoutRow } from '../../modules/checkout/index';
import type { EcomSessionRow } from '../../modules/redirects/index';

/** The hosted ecom checkout's answers other than the form itself: redirects and message pages. */
export function send(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Ends a checkout session: back to the storefront's `target` with the outcome when it gave one,
 * else the platform's own page. The outcome is recorded on the session either way.
 */
export async function returnOrShow(
  reply: FastifyReply,
  session: { id: string },
  target: string | undefined,
  outcome: CallbackOutcome,
  page: { status: number; html: string },
) {
  if (target) return returnTo(reply, checkoutRef(session), target, outcome);
  await recordCallback(reply.server.db, checkoutRef(session), outcome.type, outcome.status);
  return send(reply, page.status, page.html);
}

export function redirect(reply: FastifyReply, location: string) {
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}

/** Any hosted checkout's page for an unknown or expired session; `next` says where to start over. */
export const unknownCheckoutPage = (reply: FastifyReply, next: string) =>
  send(
    reply,
    404,
    messagePage('Checkout not found', `This checkout link is unknown or has expired. ${next}`),
  );

export const notFoundPage = (reply: FastifyReply) =>
  unknownCheckoutPage(reply, 'Go back to the store and check out again.');

type SessionWithCallbacks = { id: string; callbacks: Record<string, string | undefined> };

/** Bought: to the thank-you page (else postFlowUrl) with `params`, or our own page saying `text`. */
export function thankYou(
  reply: FastifyReply,
  session: SessionWithCallbacks,
  params: Record<string, string>,
  text: string,
) {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  return returnOrShow(
    reply,
    session,
    target,
    { type: 'CHECKOUT', status: 'SUCCESS', params },
    { status: 200, html: messagePage('Thank you', text) },
  );
}

/**
 * A page that ends the session with an error: recorded as a CHECKOUT ERROR, its link back to
 * `target` (when the site gave one) carrying the outcome (README.md "Return URLs").
 */
export async function endedWithError(
  reply: FastifyReply,
  session: { id: string },
  target: string | undefined,
  outcome: ErrorOutcome,
  page: { status: number; title: string; text: string; back: string },
) {
  await recordCallback(reply.server.db, checkoutRef(session), 'CHECKOUT', 'ERROR');
  const link = target ? { href: callbackUrl(target, outcome), label: page.back } : undefined;
  return send(reply, page.status, messagePage(page.title, page.text, link));
}

const paid = (order: { id: string }): CallbackOutcome => ({
  type: 'CHECKOUT',
  status: 'SUCCESS',
  params: { orderId: order.id },
});

/** After a paid order: the thank-you page (else postFlowUrl) with orderId, or our own page. */
export const orderDone = (
  reply: FastifyReply,
  session: EcomSessionRow,
  order: { id: string; number: number },
) =>
  thankYou(
    reply,
    session,
    { orderId: order.id },
    `Your order #${order.number} is placed and paid.`,
  );

export function alreadyOrdered(
  reply: FastifyReply,
  session: EcomSessionRow,
  order: { id: string; number: number },
) {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  const link = target
    ? { href: callbackUrl(target, paid(order)), label: 'Back to the store' }
    : undefined;
  return send(
    reply,
    200,
    messagePage('Order placed', `This checkout is complete: order #${order.number}.`, link),
  );
}

/** Declined: nothing is ordered, the cart stays; back to the store with paymentStatus=DECLINED. */
export async function declined(
  reply: FastifyReply,
  session: EcomSessionRow,
  checkout: CheckoutRow,
) {
  const target = session.callbacks.postFlowUrl ?? session.callbacks.cartPageUrl;
  const outcome = declinedOutcome({ checkoutId: checkout.id });
  if (target) return returnTo(reply, checkoutRef(session), target, outcome);
  await recordCallback(reply.server.db, checkoutRef(session), 'CHECKOUT', 'ERROR');
  return send(
    reply,
    402,
    messagePage(
      PAYMENT_DECLINED.title,
      `${PAYMENT_DECLINED.description}. Nothing was charged and your cart is unchanged.`,
      {
        href: `/hosted/ecom-checkout/${session.id}`,
        label: 'Try again',
      },
    ),
  );
}

/**
 * Out of stock or no cart: the session ends, back to the cart with the error; else (a coupon that
 * stopped applying): back to the checkout, which stays open.
 */
export async function failed(reply: FastifyReply, session: EcomSessionRow, error: DomainError) {
  const stock = error.code === 'ITEM_OUT_OF_STOCK';
  const toCart = stock || error.code === 'CART_IS_EMPTY';
  const cart = session.callbacks.cartPageUrl ?? session.callbacks.postFlowUrl;
  const outcome = checkoutError(error.code, error.description);
  if (toCart) await recordCallback(reply.server.db, checkoutRef(session), 'CHECKOUT', 'ERROR');
  const back = toCart ? cart && callbackUrl(cart, outcome) : `/hosted/ecom-checkout/${session.id}`;
  const label = toCart ? 'Back to the cart' : 'Back to the checkout';
  const title = stock ? 'Out of stock' : 'Order not placed';
  return send(
    reply,
    409,
    messagePage(
      title,
      `${error.description}. Nothing was ordered and nothing was charged.`,
      back ? { href: back, label } : undefined,
    ),
  );
}
