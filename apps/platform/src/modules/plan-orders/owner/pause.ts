import { PricingPlansErrorCode } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { planOrders } from '../../../db/schema/pricing-plans';
import { invalid } from '../../../kernel/errors';
import { recordOrderNotifications } from '../notifications';
import { statusAt, type PlanOrderRow } from '../periods';
import { findOrder } from '../reads';
import { orderToWire } from '../to-wire';
import { identityOf, type Caller } from '../../../kernel/caller';

const later = (date: Date | null, ms: number) => (date ? new Date(date.getTime() + ms) : null);

/** ACTIVE → PAUSED, opening a pause period. */
function paused(order: PlanOrderRow, now: Date) {
  if (statusAt(order, now) !== 'ACTIVE')
    throw invalid(PricingPlansErrorCode.orderNotActive, 'Only an active order can be paused', {
      orderId: order.id,
    });
  const period = { status: 'ACTIVE' as const, pauseDate: now.toISOString() };
  return { status: 'PAUSED' as const, pausePeriods: [...order.pausePeriods, period] };
}

/** PAUSED → ACTIVE, closing the pause period; the end dates move on by the time paused. */
function resumed(order: PlanOrderRow, now: Date) {
  const open = order.pausePeriods.at(-1);
  if (order.status !== 'PAUSED' || !open)
    throw invalid(PricingPlansErrorCode.orderNotPaused, 'Only a paused order can be resumed', {
      orderId: order.id,
    });
  const ms = now.getTime() - new Date(open.pauseDate).getTime();
  const closed = { ...open, status: 'ENDED' as const, resumeDate: now.toISOString() };
  return {
    status: 'ACTIVE' as const,
    pausePeriods: [...order.pausePeriods.slice(0, -1), closed],
    endDate: later(order.endDate, ms),
    earliestEndDate: later(order.earliestEndDate, ms),
  };
}

/** The owner pauses or resumes an order, under a row lock, with its notification. */
export async function pauseOrResume(
  db: Db,
  caller: Caller,
  orderId: string,
  action: 'pause' | 'resume',
): Promise<void> {
  const { siteId, now } = caller;
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, siteId, orderId, undefined, true);
    const change = action === 'pause' ? paused(order, now) : resumed(order, now);
    const [row] = await tx
      .update(planOrders)
      .set({ ...change, updatedAt: now })
      .where(eq(planOrders.id, order.id))
      .returning();
    // A resume moves the end date on by the pause: the product tells that as its own notification.
    const postponed = action === 'resume' && order.endDate !== null;
    await recordOrderNotifications(
      tx,
      siteId,
      order.id,
      [
        'updated',
        action === 'pause' ? 'paused' : 'resumed',
        ...(postponed ? (['end_date_postponed'] as const) : []),
      ],
      { order: orderToWire(row!, now) },
      identityOf(caller),
    );
  });
}
