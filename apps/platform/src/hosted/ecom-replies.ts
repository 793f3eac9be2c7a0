import type { FastifyReply } from 'fastify';
import type { DomainError } from '../errors';
import type { CheckoutRow } from '../modules/checkout/store';
import type { EcomSessionRow } from '../modules/redirects/store';
import { messagePage } from './checkout-view';

/** The hosted ecom checkout's answers other than the form itself: redirects and message pages. */
export function send(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

export function redirect(reply: FastifyReply, location: string) {
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}

/** A callback URL with query parameters appended (the storefront reads them). */
export function withParams(target: string, extra: Record<string, string>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return url.toString();
}

export const notFoundPage = (reply: FastifyReply) =>
  send(
    reply,
    404,
    messagePage(
      'Checkout not found',
      'This checkout link is unknown or has expired. Go back to the store and check out again.',
    ),
  );

/** After a paid order: the thank-you page (else postFlowUrl) with orderId, or our own page. */
export function orderDone(
  reply: FastifyReply,
  session: EcomSessionRow,
  order: { id: string; number: number },
) {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  if (target) return redirect(reply, withParams(target, { orderId: order.id }));
  return send(
    reply,
    200,
    messagePage('Thank you', `Your order #${order.number} is placed and paid.`),
  );
}

export function alreadyOrdered(
  reply: FastifyReply,
  session: EcomSessionRow,
  order: { id: string; number: number },
) {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  const link = target
    ? { href: withParams(target, { orderId: order.id }), label: 'Back to the store' }
    : undefined;
  return send(
    reply,
    200,
    messagePage('Order placed', `This checkout is complete: order #${order.number}.`, link),
  );
}

/** Declined: nothing is ordered, the cart stays; back to the store with paymentStatus=DECLINED. */
export function declined(reply: FastifyReply, session: EcomSessionRow, checkout: CheckoutRow) {
  const target = session.callbacks.postFlowUrl ?? session.callbacks.cartPageUrl;
  const params = { paymentStatus: 'DECLINED', checkoutId: checkout.id };
  if (target) return redirect(reply, withParams(target, params));
  return send(
    reply,
    402,
    messagePage(
      'Payment declined',
      'The payment was declined. Nothing was charged and your cart is unchanged.',
      {
        href: `/hosted/ecom-checkout/${session.id}`,
        label: 'Try again',
      },
    ),
  );
}

/** Out of stock or no cart: back to the cart; else (a coupon that stopped applying): the checkout. */
export function failed(reply: FastifyReply, session: EcomSessionRow, error: DomainError) {
  const stock = error.code === 'ITEM_OUT_OF_STOCK';
  const toCart = stock || error.code === 'CART_IS_EMPTY';
  const cart = session.callbacks.cartPageUrl ?? session.callbacks.postFlowUrl;
  const back = toCart ? cart : `/hosted/ecom-checkout/${session.id}`;
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
