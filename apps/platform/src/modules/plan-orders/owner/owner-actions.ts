import { PricingPlansErrorCode, type ApplicationErrorCode } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { planOrders } from '../../../db/schema/pricing-plans';
import type { Caller } from '../../../kernel/caller';
import { invalid } from '../../../kernel/errors';
import { recordOrderNotifications, type OrderNotification } from '../notifications';
import { assertNotPast, startMoved } from './start-date';
import { statusAt, type PlanOrderRow } from '../periods';
import { findOrder } from '../reads';
import { orderToWire } from '../to-wire';

const refuse = (code: ApplicationErrorCode, message: string, order: PlanOrderRow): never => {
  throw invalid(code, message, { orderId: order.id });
};

/**
 * Changes one order under a row lock and records its notifications (given, or told by the order
 * before the change) in the same transaction.
 */
export async function changeOrder(
  db: Db,
  caller: Caller,
  orderId: string,
  notifications: OrderNotification[] | ((order: PlanOrderRow) => OrderNotification[]),
  change: (order: PlanOrderRow) => Partial<PlanOrderRow>,
): Promise<void> {
  const { siteId, now } = caller;
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, siteId, orderId, undefined, true);
    const [row] = await tx
      .update(planOrders)
      .set({ ...change(order), updatedAt: now })
      .where(eq(planOrders.id, order.id))
      .returning();
    const wire = orderToWire(row!, now);
    const told = typeof notifications === 'function' ? notifications(order) : notifications;
    await recordOrderNotifications(tx, told, {
      siteId,
      entityId: order.id,
      wire,
      caller,
    });
  });
}

/**
 * The owner postpones an order's end date: later than the current one, never for an unlimited or
 * a paused order (the product's rules). Payments are not affected.
 */
export function postponeEndDate(db: Db, caller: Caller, orderId: string, endDate: Date) {
  return changeOrder(db, caller, orderId, ['updated', 'end_date_postponed'], (order) => {
    if (!order.endDate)
      refuse(PricingPlansErrorCode.orderHasNoEndDate, 'An unlimited order has no end date', order);
    const status = statusAt(order, caller.now);
    if (status !== 'ACTIVE' && status !== 'PENDING')
      refuse(PricingPlansErrorCode.orderNotActive, `The order is ${status.toLowerCase()}`, order);
    if (endDate <= order.endDate!)
      refuse(
        PricingPlansErrorCode.endDateNotLater,
        'The new end date must be later than the current one',
        order,
      );
    return { endDate };
  });
}

/** The owner marks an offline order as paid, once. */
export function markAsPaid(db: Db, caller: Caller, orderId: string) {
  return changeOrder(db, caller, orderId, ['updated', 'marked_as_paid'], (order) => {
    if (order.type !== 'OFFLINE')
      refuse(
        PricingPlansErrorCode.orderNotOffline,
        'Only an offline order is marked as paid',
        order,
      );
    if (order.paymentStatus !== 'UNPAID')
      refuse(PricingPlansErrorCode.orderAlreadyPaid, 'The order is paid already', order);
    return { paymentStatus: 'PAID' };
  });
}

/**
 * The owner moves the start of an order that has not started yet (PENDING) to another date, not in
 * the past. Local only: the product's `changeStartDate` moved draft orders, which do not exist here.
 */
export async function changeStartDate(
  db: Db,
  caller: Caller,
  orderId: string,
  startDate: Date,
): Promise<void> {
  const { now } = caller;
  assertNotPast(startDate, now);
  await changeOrder(db, caller, orderId, ['updated', 'start_date_changed'], (order) => {
    if (order.startDate <= now)
      refuse(
        PricingPlansErrorCode.orderAlreadyStarted,
        'The order has started: only the start date of a pending order can change',
        order,
      );
    const status = statusAt(order, now);
    if (status !== 'PENDING')
      refuse(PricingPlansErrorCode.orderNotActive, `The order is ${status.toLowerCase()}`, order);
    return startMoved(order, startDate);
  });
}
