import { PricingPlansErrorCode, type CancellationEffectiveAt } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { planOrders } from '../../../db/schema/pricing-plans';
import type { Caller } from '../../../kernel/caller';
import { invalid, validationError } from '../../../kernel/errors';
import { recordOrderNotifications } from '../notifications';
import { nextPaymentDate, statusAt, type PlanOrderRow } from '../periods';
import { findOrder } from '../reads';
import { orderToWire } from '../to-wire';
import { requirePlan } from '../../pricing-plans/index';

export interface CancelInput {
  orderId: string;
  effectiveAt: CancellationEffectiveAt;
  /** Set when the buyer cancels: only their own orders, and only if the plan allows it. */
  memberId?: string;
}

function notCancelable(order: PlanOrderRow, reason: string): never {
  throw invalid(PricingPlansErrorCode.orderNotCancelable, reason, { orderId: order.id });
}

/** What the cancellation changes: now, or at the end of the current cycle (subscriptions only). */
function cancellation(order: PlanOrderRow, effectiveAt: CancellationEffectiveAt, now: Date) {
  if (effectiveAt === 'IMMEDIATELY') return { status: 'CANCELED' as const, endDate: now };
  if (order.pricingKind !== 'SUBSCRIPTION')
    throw validationError([
      {
        field: 'effectiveAt',
        description: 'must be IMMEDIATELY for a one-time payment',
        violatedRule: 'VALIDATION',
      },
    ]);
  if (order.autoRenewCanceled) notCancelable(order, 'The order is already set to end');
  const end = nextPaymentDate(order, now) ?? now;
  return {
    autoRenewCanceled: true,
    endDate: order.endDate && order.endDate < end ? order.endDate : end,
  };
}

/** Cancels under a row lock on the order, with its notifications in the same transaction. */
export async function cancelOrder(db: Db, caller: Caller, input: CancelInput): Promise<void> {
  const { siteId, now } = caller;
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, siteId, input.orderId, input.memberId, true);
    const status = statusAt(order, now);
    if (status !== 'ACTIVE' && status !== 'PAUSED')
      notCancelable(order, `The order is ${status.toLowerCase()}`);
    if (input.memberId) {
      const plan = await requirePlan(tx, siteId, order.planId);
      if (!plan.buyerCanCancel)
        throw invalid(
          PricingPlansErrorCode.cancelNotAllowed,
          'This plan cannot be canceled by the buyer',
          {
            orderId: order.id,
            planId: plan.id,
          },
        );
    }
    const [row] = await tx
      .update(planOrders)
      .set({
        ...cancellation(order, input.effectiveAt, now),
        cancelRequestedAt: now,
        cancelCause: input.memberId ? 'MEMBER_ACTION' : 'OWNER_ACTION',
        cancelEffectiveAt: input.effectiveAt,
        updatedAt: now,
      })
      .where(eq(planOrders.id, order.id))
      .returning();
    const immediate = input.effectiveAt === 'IMMEDIATELY';
    await recordOrderNotifications(
      tx,
      ['updated', immediate ? 'canceled' : 'auto_renew_canceled'],
      {
        siteId,
        entityId: order.id,
        wire: orderToWire(row!, now),
        caller,
      },
    );
  });
}
