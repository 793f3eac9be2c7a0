import type { Order, OrderPatch } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { sameId } from '../../http/same-id';
import type { Caller } from '../../kernel/caller';
import { recordOutboxEvent } from '../../outbox/record';
import { lockOrder } from './cancel';
import { orderToWire, type OrderRow } from './to-wire';

type Changes = Partial<typeof ecomOrders.$inferInsert>;

/** A field given as `null` is removed; one left out keeps its value. */
const removable = <T>(value: T | null | undefined): T | null | undefined => value;

/** What the patch changes, as columns; only the fields UpdateOrderRequest lets through. */
function changesOf(row: OrderRow, patch: OrderPatch): Changes {
  const destination = patch.shippingInfo?.logistics?.shippingDestination;
  return {
    email: patch.buyerInfo?.email,
    buyerLanguage: removable(patch.buyerLanguage),
    weightUnit: patch.weightUnit,
    billingInfo: patch.billingInfo && { ...row.billingInfo, ...patch.billingInfo },
    archived: patch.archived === undefined ? undefined : (patch.archived ?? false),
    attributionSource: patch.attributionSource,
    seenByAHuman: patch.seenByAHuman === undefined ? undefined : (patch.seenByAHuman ?? false),
    recipientInfo:
      patch.recipientInfo === undefined
        ? undefined
        : patch.recipientInfo && { ...row.recipientInfo, ...patch.recipientInfo },
    // An order with nothing to ship has no destination to change.
    shippingInfo:
      destination && row.shippingInfo
        ? { ...row.shippingInfo, destination: { ...row.shippingInfo.destination, ...destination } }
        : undefined,
    extendedFields: removable(patch.extendedFields),
  };
}

/**
 * The owner updates an order's editable fields (the REST reference's Update Order), under the
 * order's row lock, recorded as order_updated with the order as it now is.
 */
export async function updateOrder(
  db: Db,
  caller: Caller,
  orderId: string,
  patch: OrderPatch,
): Promise<Order> {
  sameId(orderId, patch.id, 'order.id');
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, caller.siteId, orderId);
    const given = Object.entries(changesOf(row, patch)).filter(([, v]) => v !== undefined);
    if (!given.length) return orderToWire(row);
    const [updated] = await tx
      .update(ecomOrders)
      .set({ ...Object.fromEntries(given), updatedAt: caller.now })
      .where(eq(ecomOrders.id, row.id))
      .returning();
    const order = orderToWire(updated!);
    await recordOutboxEvent(tx, {
      siteId: caller.siteId,
      entityId: order.id,
      caller,
      eventType: 'wix.ecom.v1.order_updated',
      payload: order,
    });
    return order;
  });
}
