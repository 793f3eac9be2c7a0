import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ecomOrderCounters,
  ecomOrders,
  type StoredOrderLine,
} from '../../db/schema/checkout-orders';
import type { CheckoutPricing, CheckoutRow } from '../checkout';

/** Order numbers count per site from 10001; the counter row's lock keeps them gap-free. */
export async function nextOrderNumber(tx: Db, siteId: string): Promise<number> {
  const [row] = await tx
    .insert(ecomOrderCounters)
    .values({ siteId, lastNumber: 10001 })
    .onConflictDoUpdate({
      target: ecomOrderCounters.siteId,
      set: { lastNumber: sql`${ecomOrderCounters.lastNumber} + 1` },
    })
    .returning();
  return row!.lastNumber;
}

/**
 * An order numbered from outside (an import) moves the counter past its number, so the orders
 * placed after it never take the same one.
 */
export async function reserveOrderNumber(tx: Db, siteId: string, number: number): Promise<void> {
  await tx
    .insert(ecomOrderCounters)
    .values({ siteId, lastNumber: Math.max(number, 10000) })
    .onConflictDoUpdate({
      target: ecomOrderCounters.siteId,
      set: { lastNumber: sql`greatest(${ecomOrderCounters.lastNumber}, ${number})` },
    });
}

function storedLines(pricing: CheckoutPricing): StoredOrderLine[] {
  return pricing.lines.map((l) => ({
    id: l.id,
    appId: l.appId,
    catalogItemId: l.catalogItemId,
    ...(l.variantId ? { variantId: l.variantId } : {}),
    options: l.options,
    quantity: l.quantity,
    priceMinor: l.priceMinor,
    view: l.view,
  }));
}

/** The paid order of a checkout, numbered, with its ORDER_PLACED and ORDER_PAID activities. */
export async function insertOrder(
  tx: Db,
  checkout: CheckoutRow,
  pricing: CheckoutPricing,
  at: Date,
) {
  const number = await nextOrderNumber(tx, checkout.siteId);
  const now = at.toISOString();
  const s = pricing.selectedShipping;
  const [order] = await tx
    .insert(ecomOrders)
    .values({
      siteId: checkout.siteId,
      number,
      checkoutId: checkout.id,
      ownerType: checkout.ownerType,
      ownerId: checkout.ownerId,
      email: checkout.email,
      currency: pricing.currency,
      weightUnit: pricing.weightUnit,
      channelType: checkout.channelType,
      status: 'APPROVED',
      paymentStatus: 'PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      lineItems: storedLines(pricing),
      totals: pricing.totals,
      billingInfo: checkout.billingInfo.address ? checkout.billingInfo : checkout.shippingInfo,
      shippingInfo: s ? { ...s, destination: checkout.shippingInfo } : null,
      appliedDiscounts: pricing.appliedDiscounts,
      activities: [
        { id: crypto.randomUUID(), type: 'ORDER_PLACED', createdDate: now },
        { id: crypto.randomUUID(), type: 'ORDER_PAID', createdDate: now },
      ],
      purchasedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return order!;
}
