import {
  PricingPlansErrorCode,
  type CreateOfflineOrderRequest,
  type PlanOrder,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planOrders, pricingPlans } from '../../db/schema/pricing-plans';
import { invalid } from '../../errors';
import { findMember } from '../identity/members';
import { assertNotArchived, requirePlan } from '../pricing-plans/plan-store';
import { recordOrderNotifications, type OrderNotification } from './notifications';
import { statusAt, type PlanOrderRow } from './periods';
import { orderValues } from './purchase';
import { findOrder } from './reads';
import { orderToWire } from './to-wire';

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
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, siteId, orderId, undefined, true);
    const [row] = await tx
      .update(planOrders)
      .set({ ...change(order), updatedAt: now })
      .where(eq(planOrders.id, order.id))
      .returning();
    await recordOrderNotifications(tx, siteId, order.id, notifications, {
      order: orderToWire(row!, now),
    });
  });
}

/**
 * The owner postpones an order's end date: later than the current one, never for an unlimited or
 * a paused order (the product's rules). Payments are not affected.
 */
export function postponeEndDate(db: Db, siteId: string, orderId: string, endDate: Date, now: Date) {
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
  );
}

/** The owner marks an offline order as paid, once. */
export function markAsPaid(db: Db, siteId: string, orderId: string, now: Date) {
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
  );
}

/**
 * The owner records a plan bought off the site. It starts now; the plan's purchase limit does not
 * apply to offline orders (the product's rule).
 */
export async function createOfflineOrder(
  db: Db,
  siteId: string,
  input: CreateOfflineOrderRequest,
  now: Date,
): Promise<PlanOrder> {
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, siteId, input.planId, true);
    if (!(await findMember(tx, siteId, input.memberId)))
      throw invalid(PricingPlansErrorCode.memberNotFound, `Member not found: ${input.memberId}`, {
        memberId: input.memberId,
      });
    assertNotArchived(plan, 'The plan is archived and can no longer be bought');
    const free = plan.priceMinor === 0;
    const values = orderValues(
      plan,
      { siteId, memberId: input.memberId, planId: plan.id, redirectSessionId: null },
      now,
    );
    const [order] = await tx
      .insert(planOrders)
      .values({
        ...values,
        type: 'OFFLINE',
        paymentStatus: free ? 'NOT_APPLICABLE' : input.paid ? 'PAID' : 'UNPAID',
      })
      .returning();
    if (!plan.hasOrders)
      await tx.update(pricingPlans).set({ hasOrders: true }).where(eq(pricingPlans.id, plan.id));
    const wire = orderToWire(order!, now);
    await recordOrderNotifications(tx, siteId, order!.id, ['created', 'started'], { order: wire });
    return wire;
  });
}
