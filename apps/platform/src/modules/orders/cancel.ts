import { CheckoutErrorCode, EcomOrderErrorCode, type Order } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomOrders } from '../../db/schema/checkout-orders';
import type { Caller } from '../../kernel/caller';
import { invalid, notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { recordOutboxEvent } from '../../outbox/record';
import { orderToWire } from './to-wire';

export async function lockOrder(tx: Db, siteId: string, orderId: string) {
  const [row] = isUuid(orderId)
    ? await tx
        .select()
        .from(ecomOrders)
        .where(and(eq(ecomOrders.siteId, siteId), eq(ecomOrders.id, orderId)))
        .for('update')
    : [];
  if (!row)
    throw notFound(CheckoutErrorCode.orderNotFound, `Order not found: ${orderId}`, { orderId });
  return row;
}

/**
 * The owner cancels an order: CANCELED with an ORDER_CANCELED activity, recorded as
 * order_canceled (the action's body: the order) and order_updated (the order), in one transaction.
 * Stock is not given back and no email is sent (docs/domain-events.md).
 */
export async function cancelOrder(db: Db, caller: Caller, orderId: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, caller.siteId, orderId);
    if (row.status === 'CANCELED')
      throw invalid(EcomOrderErrorCode.alreadyCanceled, 'The order is already canceled', {
        orderId,
      });
    const activity = {
      id: crypto.randomUUID(),
      type: 'ORDER_CANCELED' as const,
      createdDate: caller.now.toISOString(),
    };
    const [updated] = await tx
      .update(ecomOrders)
      .set({
        status: 'CANCELED',
        activities: [...row.activities, activity],
        updatedAt: caller.now,
      })
      .where(eq(ecomOrders.id, row.id))
      .returning();
    const order = orderToWire(updated!);
    const event = { siteId: caller.siteId, entityId: order.id, caller };
    await recordOutboxEvent(tx, {
      ...event,
      eventType: 'wix.ecom.v1.order_canceled',
      payload: { order },
    });
    await recordOutboxEvent(tx, {
      ...event,
      eventType: 'wix.ecom.v1.order_updated',
      payload: order,
    });
    return order;
  });
}
