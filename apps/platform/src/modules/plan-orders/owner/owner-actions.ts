import { PricingPlansErrorCode, type WebhookIdentity } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { planOrders } from '../../../db/schema/pricing-plans';
import { invalid } from '../../../kernel/errors';
import { recordOrderNotifications, type OrderNotification } from '../notifications';
import { assertNotPast, startMoved } from './start-date';
import { statusAt, type PlanOrderRow } from '../periods';
import { findOrder } from '../reads';
import { orderToWire } from '../to-wire';

const refuse = (code: string, message: string, order: PlanOrderRow): never => {
  throw invalid(code, message, { orderId: order.id });
};

/** Changes one order under a row lock and records its notifications in the same transaction. */
async function changeOrder(
  db: Db,
  siteId: string,
  orderId: string,
  now: Date,
  change: (order: PlanOrderRow) => Partial<PlanOrderRow>,
  notifications: OrderNotification[],
  identity: WebhookIdentity | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, siteId, orderId, undefined, true);
    const [row] = await tx
      .update(planOrders)
      .set({ ...change(order), updatedAt: now })
      .where(eq(planOrders.id, order.id))
      .returning();
    const payload = { order: orderToWire(row!, now) };
    await recordOrderNotifications(tx, siteId, order.id, notifications, payload, identity);
  });
}

/**
 * The owner postpones an order's end date: later than the current one, never for an unlimited or
 * a paused order (the product's rules). Payments are not affected.
 */
export function postponeEndDate(
  db: Db,
  siteId: string,
  orderId: string,
  endDate: Date,
  now: Date,
  identity?: WebhookIdentity,
) {
  return changeOrder(
    db,
    siteId,
    orderId,
    now,
    (order) => {
      if (!order.endDate)
        refuse(
          PricingPlansErrorCode.orderHasNoEndDate,
          'An unlimited order has no end date',
          order,
        );
      const status = statusAt(order, now);
      if (status !== 'ACTIVE' && status !== 'PENDING')
        refuse(PricingPlansErrorCode.orderNotActive, `The order is ${status.toLowerCase()}`, order);
      if (endDate <= order.endDate!)
        refuse(
          PricingPlansErrorCode.endDateNotLater,
          'The new end date must be later than the current one',
          order,
        );
      return { endDate };
    },
    ['updated', 'end_date_postponed'],
    identity,
  );
}

/** The owner marks an offline order as paid, once. */
export function markAsPaid(
  db: Db,
  siteId: string,
  orderId: string,
  now: Date,
  identity?: WebhookIdentity,
) {
  return changeOrder(
    db,
    siteId,
    orderId,
    now,
    (order) => {
      if (order.type !== 'OFFLINE')
        refuse(
          PricingPlansErrorCode.orderNotOffline,
          'Only an offline order is marked as paid',
          order,
        );
      if (order.paymentStatus !== 'UNPAID')
        refuse(PricingPlansErrorCode.orderAlreadyPaid, 'The order is paid already', order);
      return { paymentStatus: 'PAID' };
    },
    ['updated', 'marked_as_paid'],
    identity,
  );
}

/**
 * The owner moves the start of an order that has not started yet (PENDING) to another date, not in
 * the past. Local only: the product's `changeStartDate` moved draft orders, which do not exist here.
 */
export async function changeStartDate(
  db: Db,
  siteId: string,
  orderId: string,
  startDate: Date,
  now: Date,
  identity?: WebhookIdentity,
): Promise<void> {
  assertNotPast(startDate, now);
  await changeOrder(
    db,
    siteId,
    orderId,
    now,
    (order) => {
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
    },
    ['updated', 'start_date_changed'],
    identity,
  );
}
