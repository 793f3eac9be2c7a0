import { AppId, CheckoutErrorCode, CouponErrorCode } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { ecomCarts } from '../../db/schema/ecom';
import type { Caller } from '../../kernel/caller';
import { invalid } from '../../kernel/errors';
import { recordOutboxEvent, type OutboxEvent } from '../../outbox/record';
import type { CheckoutPricing } from '../checkout';
import {
  checkoutNotFound,
  checkoutToWire,
  findCheckout,
  markCompleted,
  priceCheckout,
  pricedView,
  type CheckoutRow,
} from '../checkout';
import { payBooking } from '../booking-records';
import { assertNotOrdered, markCartOrdered, renderCart } from '../ecom';
import { recordRecoveryIfAbandoned } from './abandoned';
import { useCoupon } from './coupon';
import { insertOrder } from './insert-order';
import { outOfStock, takeStock } from './stock';
import { orderToWire, type OrderRow } from './to-wire';

export interface Placed {
  order: OrderRow;
  /** False when an earlier completion of the same checkout already made the order. */
  created: boolean;
}

/** Locks the cart, prices it, and refuses what cannot be sold as shown on the checkout. */
async function priceForOrder(tx: Db, checkout: CheckoutRow, now: Date): Promise<CheckoutPricing> {
  // Cart changes wait until the order is in: what is priced here is exactly what is deleted.
  const [cart] = await tx
    .select()
    .from(ecomCarts)
    .where(and(eq(ecomCarts.siteId, checkout.siteId), eq(ecomCarts.id, checkout.cartId)))
    .for('update');
  // Another checkout of the same cart placed its order first (Cart V2 keeps the cart).
  if (cart) assertNotOrdered(cart);
  const pricing = await priceCheckout(tx, checkout, now);
  if (!pricing?.lines.length)
    throw invalid(CheckoutErrorCode.cartIsEmpty, 'This checkout has nothing left to buy');
  const unavailable = pricing.lines.find((l) =>
    ['NOT_AVAILABLE', 'NOT_FOUND'].includes(l.view.availability.status),
  );
  if (unavailable)
    throw outOfStock(unavailable.view.productName.original, {
      catalogItemId: unavailable.catalogItemId,
    });
  const coupon = checkout.couponCode;
  if (coupon && coupon.toUpperCase() !== pricing.couponCode?.toUpperCase())
    throw invalid(CouponErrorCode.notApplicable, `The coupon ${coupon} no longer applies`, {
      coupon,
    });
  return pricing;
}

/**
 * Completes the checkout, records the events and deletes the cart the order came from (Checkout
 * V1), or keeps it marked as ordered (a checkout opened through Cart V2). The order is paid when
 * it is placed: approved and its payment status updated in the same transaction.
 */
async function recordCompletion(
  tx: Db,
  caller: Caller,
  checkout: CheckoutRow,
  order: OrderRow,
  pricing: CheckoutPricing,
): Promise<void> {
  const { siteId } = checkout;
  const view = pricedView(pricing);
  const completed = await markCompleted(tx, checkout, view);
  const record = (e: Omit<OutboxEvent, 'siteId' | 'caller'>) =>
    recordOutboxEvent(tx, { ...e, siteId, caller });
  await record({
    eventType: 'wix.ecom.v1.checkout_completed',
    entityId: checkout.id,
    payload: { checkout: checkoutToWire(completed, view), orderId: order.id },
  });
  const wire = orderToWire(order);
  await record({ eventType: 'wix.ecom.v1.order_created', entityId: order.id, payload: wire });
  for (const slug of ['approved', 'payment_status_updated'] as const)
    await record({
      eventType: `wix.ecom.v1.order_${slug}`,
      entityId: order.id,
      payload: { order: wire },
    });
  await recordRecoveryIfAbandoned(tx, checkout, order);
  const ofCart = and(eq(ecomCarts.siteId, siteId), eq(ecomCarts.id, pricing.cartId));
  const [cart] = await tx.select().from(ecomCarts).where(ofCart);
  if (!cart) return;
  if (checkout.keepsCart) {
    await markCartOrdered(tx, caller, cart, order.id);
    return;
  }
  // The deleted event carries the cart as it was.
  const gone = await renderCart(tx, cart, caller.now);
  await tx.delete(ecomCarts).where(ofCart);
  await record({ eventType: 'wix.ecom.v1.cart_deleted', entityId: cart.id, payload: gone });
}

/**
 * The bookings the order pays (the headless bookings flow's checkout): each is paid and confirmed
 * in the order's transaction, or the order is refused when one no longer holds its place.
 */
async function payBookings(tx: Db, caller: Caller, pricing: CheckoutPricing): Promise<void> {
  for (const line of pricing.lines)
    if (line.appId === AppId.bookings)
      await payBooking(tx, { ...caller, bookingId: line.catalogItemId }, line.priceMinor);
}

/**
 * Completes a checkout with a successful payment, in one transaction: lock the checkout (a second
 * completion waits, then finds the order) and its cart, take the stock, use the coupon, number and
 * insert the order, mark the checkout completed, delete the cart; each step leaves its outbox event.
 */
export async function placeOrder(db: Db, caller: Caller, checkoutId: string): Promise<Placed> {
  const { siteId, now } = caller;
  return db.transaction(async (tx) => {
    const checkout = await findCheckout(tx, siteId, checkoutId, true);
    if (!checkout) throw checkoutNotFound(checkoutId);
    const [existing] = await tx
      .select()
      .from(ecomOrders)
      .where(and(eq(ecomOrders.siteId, siteId), eq(ecomOrders.checkoutId, checkout.id)));
    if (existing) return { order: existing, created: false };
    const pricing = await priceForOrder(tx, checkout, now);
    await takeStock(tx, siteId, pricing.lines);
    if (pricing.couponCode) await useCoupon(tx, siteId, pricing.couponCode);
    const order = await insertOrder(tx, checkout, pricing, now);
    await payBookings(tx, caller, pricing);
    await recordCompletion(tx, caller, checkout, order, pricing);
    return { order, created: true };
  });
}
