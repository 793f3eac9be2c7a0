import { CheckoutErrorCode, type GetOrderResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { notFound } from '../../kernel/errors';
import { orderToWire } from './to-wire';
import { isUuid } from '../../kernel/ids';
import { assertReadable } from '../checkout';
import type { Caller } from '../../kernel/caller';

/** Its buyer reads an order, and the site owner (API key). */
export async function getOrder(db: Db, caller: Caller, orderId: string): Promise<GetOrderResponse> {
  const [row] = isUuid(orderId)
    ? await db
        .select()
        .from(ecomOrders)
        .where(and(eq(ecomOrders.siteId, caller.siteId), eq(ecomOrders.id, orderId)))
    : [];
  if (!row)
    throw notFound(CheckoutErrorCode.orderNotFound, `Order not found: ${orderId}`, { orderId });
  assertReadable(caller, row);
  return { order: orderToWire(row) };
}
