import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import type { Db } from '../../db/client';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { DomainError, isRefusal } from '../../kernel/errors';
import { readEcomForm, formOf, validateForOrder } from './ecom-form';
import { applyForm, type Applied } from './ecom-apply';
import { alreadyOrdered, declined, failed, notFoundPage, orderDone, send } from './ecom-replies';
import { ecomCheckoutPage } from './ecom-view';
import { MAX_ID_LENGTH } from '@headless/contract';
import { sessionCaller } from '../session-identity';
import { cancelUrl } from '../callback';
import { findCheckout, type CheckoutRow } from '../../modules/checkout/index';
import { placeOrder } from '../../modules/orders/index';
import { findLiveSession, type EcomSessionRow } from '../../modules/redirects/index';

const params = z.object({ sessionId: z.string().max(MAX_ID_LENGTH) });

/** The live session with its checkout and the order it made (if any), at the request's `now`. */
async function load(app: App, id: string) {
  const now = app.clock.now();
  const session = await findLiveSession(app.db, id, 'ecomCheckout', now);
  const checkout =
    session && (await findCheckout(app.db, session.siteId, session.payload.checkoutId));
  if (!session || !checkout) return undefined;
  const order = checkout.completedAt && (await completedOrder(app.db, checkout));
  return { session, checkout, order, now };
}

async function completedOrder(db: Db, checkout: CheckoutRow) {
  const [order] = await db
    .select({ id: ecomOrders.id, number: ecomOrders.number })
    .from(ecomOrders)
    .where(and(eq(ecomOrders.siteId, checkout.siteId), eq(ecomOrders.checkoutId, checkout.id)));
  return order;
}

const withBack = (session: EcomSessionRow, a: Applied) => ({
  ...a,
  backHref: cancelUrl(session.callbacks),
});

async function placeOrShow(reply: FastifyReply, app: App, session: EcomSessionRow, a: Applied) {
  // POST-redirect-GET: "Update totals" saved the form; the page is then read back by a GET, so
  // the browser's history holds no POST and Back after paying never asks to resubmit a form.
  if (a.action === 'update' && !Object.keys(a.errors).length)
    return reply.redirect(`/hosted/ecom-checkout/${encodeURIComponent(session.id)}`, 303);
  if (a.action !== 'place-order' || Object.keys(a.errors).length)
    return send(
      reply,
      Object.keys(a.errors).length ? 400 : 200,
      ecomCheckoutPage(withBack(session, a)),
    );
  if (a.form.paymentOutcome === 'decline') return declined(reply, session, a.checkout);
  try {
    const caller = sessionCaller(session, app.clock.now());
    const { order } = await placeOrder(app.db, caller, a.checkout.id);
    return orderDone(reply, session, order);
  } catch (error) {
    if (isRefusal(error)) return failed(reply, session, error);
    throw error;
  }
}

/** The hosted ecom checkout a redirect session's fullUrl points to (public: no token). */
export default async function hostedEcomRoutes(app: App): Promise<void> {
  const path = '/hosted/ecom-checkout/:sessionId';
  app.get(path, { schema: { params, hide: true } }, async (request, reply) => {
    const found = await load(app, request.params.sessionId);
    if (!found) return notFoundPage(reply);
    const { session, checkout, order, now } = found;
    if (order) return alreadyOrdered(reply, session, order);
    const form = { form: formOf(checkout), action: 'update' } as const;
    const a = await applyForm(app.db, checkout, form, false, now);
    if (!a) return failed(reply, session, emptyCart());
    return send(reply, 200, ecomCheckoutPage(withBack(session, a)));
  });

  app.post(path, { schema: { params, hide: true } }, async (request, reply) => {
    const found = await load(app, request.params.sessionId);
    if (!found) return notFoundPage(reply);
    const { session, checkout, order, now } = found;
    if (order) return orderDone(reply, session, order);
    const a = await applyForm(app.db, checkout, readEcomForm(request.body), true, now);
    if (!a) return cartGone(reply, app.db, session, checkout);
    if (a.action === 'place-order')
      Object.assign(
        a.errors,
        validateForOrder(
          a.form,
          a.pricing.needsShipping,
          a.pricing.shippingOptions.map((o) => o.code),
        ),
      );
    return placeOrShow(reply, app, session, a);
  });
}

/**
 * A concurrent completion of the same checkout deletes the cart after `load` read the checkout:
 * then the order it made is the answer, as for any later completion.
 */
async function cartGone(
  reply: FastifyReply,
  db: Db,
  session: EcomSessionRow,
  checkout: CheckoutRow,
) {
  const order = await completedOrder(db, checkout);
  return order ? orderDone(reply, session, order) : failed(reply, session, emptyCart());
}

const emptyCart = () =>
  new DomainError('CONFLICT', 'CART_IS_EMPTY', 'Your cart is empty or has changed');
