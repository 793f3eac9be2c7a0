import { PricingPlansErrorCode } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { invalid } from '../../../kernel/errors';
import type { OrderNotification } from '../notifications';
import { statusAt, type PlanOrderRow } from '../periods';
import { changeOrder } from './owner-actions';

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

/** The owner pauses or resumes an order, under a row lock, with its notifications. */
export function pauseOrResume(
  db: Db,
  caller: Caller,
  orderId: string,
  action: 'pause' | 'resume',
): Promise<void> {
  // A resume moves the end date on by the pause: the product tells that as its own notification.
  const notifications = (order: PlanOrderRow): OrderNotification[] => [
    'updated',
    action === 'pause' ? 'paused' : 'resumed',
    ...(action === 'resume' && order.endDate !== null ? (['end_date_postponed'] as const) : []),
  ];
  return changeOrder(db, caller, orderId, notifications, (order) =>
    action === 'pause' ? paused(order, caller.now) : resumed(order, caller.now),
  );
}
