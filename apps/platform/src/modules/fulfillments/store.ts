import {
  CheckoutErrorCode,
  FulfillmentErrorCode as Code,
  type CreateFulfillmentRequest,
  type Fulfillment,
  type UpdateFulfillmentRequest,
} from '@headless/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { ecomOrderFulfillments as f } from '../../db/schema/ecom-owner';
import type { Caller } from '../../kernel/caller';
import { invalid, notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { sameId } from '../../http/same-id';
import { recordOutboxEvent } from '../../outbox/record';
import { assertReadable } from '../checkout';
import { lockOrder, orderToWire, type OrderRow } from '../orders';

type FulfillmentRow = typeof f.$inferSelect;
const toWire = (row: FulfillmentRow): Fulfillment => ({
  id: row.id,
  createdDate: row.createdAt.toISOString(),
  lineItems: row.lineItems,
  ...(row.trackingInfo ? { trackingInfo: row.trackingInfo } : {}),
});

/**
 * The order with its fulfillments as they now are, in its envelope: what every route answers and
 * what fulfillments_updated carries.
 */
const withFulfillments = (order: OrderRow, rows: FulfillmentRow[]) => ({
  orderWithFulfillments: { orderId: order.id, fulfillments: rows.map(toWire) },
});

async function fulfillmentsOf(tx: Db, order: OrderRow): Promise<FulfillmentRow[]> {
  return tx
    .select()
    .from(f)
    .where(and(eq(f.siteId, order.siteId), eq(f.orderId, order.id)))
    .orderBy(asc(f.createdAt), asc(f.id));
}

/** How much of each order line the fulfillments cover. */
function fulfilledPerLine(rows: FulfillmentRow[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of rows)
    for (const l of row.lineItems) out.set(l.id, (out.get(l.id) ?? 0) + l.quantity);
  return out;
}

function statusOf(order: OrderRow, rows: FulfillmentRow[]): OrderRow['fulfillmentStatus'] {
  const done = fulfilledPerLine(rows);
  if (!done.size) return 'NOT_FULFILLED';
  const all = order.lineItems.every((l) => (done.get(l.id) ?? 0) >= l.quantity);
  return all ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
}

function checkLines(order: OrderRow, rows: FulfillmentRow[], lines: Fulfillment['lineItems']) {
  const done = fulfilledPerLine(rows);
  for (const line of lines) {
    const ordered = order.lineItems.find((l) => l.id === line.id);
    if (!ordered)
      throw notFound(Code.lineItemNotFound, `Order line ${line.id} not found`, {
        lineItemId: line.id,
      });
    done.set(line.id, (done.get(line.id) ?? 0) + line.quantity);
    if (done.get(line.id)! > ordered.quantity)
      throw invalid(Code.quantityExceeded, `More of line ${line.id} than was ordered`, {
        lineItemId: line.id,
        ordered: ordered.quantity,
      });
  }
}

/**
 * fulfillments_updated with the order's fulfillments as they now are; when the order's
 * fulfillment status moves, order_updated too. Both in the change's transaction.
 */
async function settle(tx: Db, caller: Caller, order: OrderRow) {
  const rows = await fulfillmentsOf(tx, order);
  const result = withFulfillments(order, rows);
  const event = { siteId: caller.siteId, entityId: order.id, caller };
  await recordOutboxEvent(tx, {
    ...event,
    eventType: 'wix.ecom.v1.order_fulfillments_fulfillments_updated',
    payload: result,
  });
  const status = statusOf(order, rows);
  if (status === order.fulfillmentStatus) return result;
  const [updated] = await tx
    .update(ecomOrders)
    .set({ fulfillmentStatus: status, updatedAt: caller.now })
    .where(eq(ecomOrders.id, order.id))
    .returning();
  await recordOutboxEvent(tx, {
    ...event,
    eventType: 'wix.ecom.v1.order_updated',
    payload: orderToWire(updated!),
  });
  return result;
}

export async function createFulfillment(
  db: Db,
  caller: Caller,
  orderId: string,
  input: CreateFulfillmentRequest['fulfillment'],
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, caller.siteId, orderId);
    if (order.status === 'CANCELED')
      throw invalid(Code.orderCanceled, 'A canceled order cannot be fulfilled', { orderId });
    checkLines(order, await fulfillmentsOf(tx, order), input.lineItems);
    await tx.insert(f).values({
      siteId: caller.siteId,
      orderId: order.id,
      lineItems: input.lineItems,
      trackingInfo: input.trackingInfo ?? null,
      createdAt: caller.now,
    });
    return settle(tx, caller, order);
  });
}

export async function deleteFulfillment(
  db: Db,
  caller: Caller,
  orderId: string,
  fulfillmentId: string,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, caller.siteId, orderId);
    const gone = isUuid(fulfillmentId)
      ? await tx
          .delete(f)
          .where(and(eq(f.siteId, caller.siteId), eq(f.orderId, order.id), eq(f.id, fulfillmentId)))
          .returning({ id: f.id })
      : [];
    if (!gone.length)
      throw notFound(Code.notFound, `Fulfillment ${fulfillmentId} not found`, { fulfillmentId });
    return settle(tx, caller, order);
  });
}

/**
 * The owner changes a fulfillment's tracking info (`null` removes it); its lines and quantities
 * stay as they are (the reference: delete and create again for those). Recorded as
 * fulfillments_updated, with the order's fulfillments as they now are.
 */
export async function updateFulfillment(
  db: Db,
  caller: Caller,
  params: { orderId: string; fulfillmentId: string },
  patch: UpdateFulfillmentRequest['fulfillment'],
) {
  sameId(params.fulfillmentId, patch.id, 'fulfillment.id');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, caller.siteId, params.orderId);
    const { fulfillmentId } = params;
    const [row] = isUuid(fulfillmentId)
      ? await tx
          .select({ id: f.id })
          .from(f)
          .where(and(eq(f.siteId, caller.siteId), eq(f.orderId, order.id), eq(f.id, fulfillmentId)))
      : [];
    if (!row)
      throw notFound(Code.notFound, `Fulfillment ${fulfillmentId} not found`, { fulfillmentId });
    // Nothing to change: nothing recorded.
    if (patch.trackingInfo === undefined)
      return withFulfillments(order, await fulfillmentsOf(tx, order));
    await tx.update(f).set({ trackingInfo: patch.trackingInfo }).where(eq(f.id, row.id));
    return settle(tx, caller, order);
  });
}

/**
 * An order's fulfillments, for the site owner and for the order's buyer (a member reading their
 * own order, as listFulfillmentsForSingleOrder allows); anyone else's order is 403, as reading
 * the order itself is (orders/read.ts).
 */
export async function listFulfillments(db: Db, caller: Caller, orderId: string) {
  const [order] = isUuid(orderId)
    ? await db
        .select()
        .from(ecomOrders)
        .where(and(eq(ecomOrders.siteId, caller.siteId), eq(ecomOrders.id, orderId)))
    : [];
  if (!order)
    throw notFound(CheckoutErrorCode.orderNotFound, `Order not found: ${orderId}`, { orderId });
  assertReadable(caller, order);
  return withFulfillments(order, await fulfillmentsOf(db, order));
}
