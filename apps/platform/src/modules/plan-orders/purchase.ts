import { PricingPlansErrorCode } from '@headless/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planOrders, pricingPlans } from '../../db/schema/pricing-plans';
import type { Caller } from '../../kernel/caller';
import { invalid } from '../../kernel/errors';
import { recordOrderNotifications } from './notifications';
import { orderDates, type PlanOrderRow } from './periods';
import { orderToWire } from './to-wire';
import { assertBuyable, requirePlan } from '../pricing-plans';
import type { PlanRow } from '../pricing-plans';

/** What a purchase names besides its buyer: the plan, and the checkout it completes. */
export interface PurchaseInput {
  planId: string;
  redirectSessionId: string;
}

/** How many orders of the plan the member already has: any status but an unpaid online DRAFT. */
export async function purchasesOf(db: Db, siteId: string, planId: string, memberId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(planOrders)
    .where(
      and(
        eq(planOrders.siteId, siteId),
        eq(planOrders.planId, planId),
        eq(planOrders.memberId, memberId),
        ne(planOrders.status, 'DRAFT'),
      ),
    );
  return row?.n ?? 0;
}

export async function assertUnderLimit(db: Db, plan: PlanRow, memberId: string) {
  const max = plan.maxPurchasesPerBuyer;
  if (!max || (await purchasesOf(db, plan.siteId, plan.id, memberId)) < max) return;
  throw invalid(
    PricingPlansErrorCode.purchaseLimitReached,
    `This plan can be bought ${max === 1 ? 'once' : `${max} times`} per member`,
    { planId: plan.id, maxPurchasesPerBuyer: max },
  );
}

export async function orderOfSession(db: Db, redirectSessionId: string) {
  const [row] = await db
    .select()
    .from(planOrders)
    .where(eq(planOrders.redirectSessionId, redirectSessionId));
  return row;
}

interface OrderInput {
  siteId: string;
  memberId: string;
  redirectSessionId: string | null;
}

/** The order row: the plan's terms as bought at `now`, dated from `start` (now by default). */
export function orderValues(plan: PlanRow, input: OrderInput, now: Date, start = now) {
  return {
    siteId: input.siteId,
    planId: plan.id,
    memberId: input.memberId,
    redirectSessionId: input.redirectSessionId,
    status: 'ACTIVE' as const,
    paymentStatus: plan.priceMinor > 0 ? ('PAID' as const) : ('NOT_APPLICABLE' as const),
    planName: plan.name,
    planDescription: plan.description,
    priceMinor: plan.priceMinor,
    currency: plan.currency,
    pricingKind: plan.pricingKind,
    durationCount: plan.durationCount,
    durationUnit: plan.durationUnit,
    cycleCount: plan.cycleCount,
    freeTrialDays: plan.freeTrialDays,
    ...orderDates(start, plan),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Buys the plan for the buyer, a member (the hosted checkout acts as the member it serves): one
 * transaction under a row lock on the plan, so the purchase limit holds across instances and a
 * second submit of the same checkout finds the first order.
 */
export async function purchasePlan(
  db: Db,
  buyer: Caller,
  input: PurchaseInput,
): Promise<PlanOrderRow> {
  const { siteId, now } = buyer;
  const memberId = buyer.identity.id;
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, siteId, input.planId, true);
    const existing = await orderOfSession(tx, input.redirectSessionId);
    if (existing) return existing;
    assertBuyable(plan);
    await assertUnderLimit(tx, plan, memberId);
    const [order] = await tx
      .insert(planOrders)
      .values(
        orderValues(plan, { siteId, memberId, redirectSessionId: input.redirectSessionId }, now),
      )
      .returning();
    if (!plan.hasOrders)
      await tx.update(pricingPlans).set({ hasOrders: true }).where(eq(pricingPlans.id, plan.id));
    await recordOrderNotifications(tx, ['created', 'purchased', 'started'], {
      siteId,
      entityId: order!.id,
      wire: orderToWire(order!, now),
      caller: buyer,
    });
    return order!;
  });
}
