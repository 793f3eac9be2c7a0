import {
  PricingPlansErrorCode,
  type CreateOfflineOrderRequest,
  type PlanOrder,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { planOrders, pricingPlans } from '../../../db/schema/pricing-plans';
import { invalid } from '../../../kernel/errors';
import { recordOrderNotifications } from '../notifications';
import { orderValues } from '../purchase';
import { assertNotPast } from './start-date';
import { orderToWire } from '../to-wire';
import { findMember } from '../../members/index';
import { assertBuyable, requirePlan } from '../../pricing-plans/index';
import type { Caller } from '../../../kernel/caller';

/**
 * The owner records a plan bought off the site. It starts now, or at `startDate`: until then it
 * reads PENDING and the clock records `started` on the first read after it (clock.ts). The plan's
 * purchase limit does not apply to offline orders (the product's rule), nor its
 * `allowFutureStartDate`, which is about what the buyer may choose.
 */
export async function createOfflineOrder(
  db: Db,
  caller: Caller,
  input: CreateOfflineOrderRequest,
): Promise<PlanOrder> {
  const { siteId, now } = caller;
  const start = input.startDate ? new Date(input.startDate) : now;
  assertNotPast(start, now);
  const later = start > now;
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, siteId, input.planId, true);
    if (!(await findMember(tx, siteId, input.memberId)))
      throw invalid(PricingPlansErrorCode.memberNotFound, `Member not found: ${input.memberId}`, {
        memberId: input.memberId,
      });
    assertBuyable(plan);
    const free = plan.priceMinor === 0;
    const values = orderValues(
      plan,
      { siteId, memberId: input.memberId, redirectSessionId: null },
      now,
      start,
    );
    const [order] = await tx
      .insert(planOrders)
      .values({
        ...values,
        type: 'OFFLINE',
        paymentStatus: free ? 'NOT_APPLICABLE' : input.paid ? 'PAID' : 'UNPAID',
        startedNotified: !later,
      })
      .returning();
    if (!plan.hasOrders)
      await tx.update(pricingPlans).set({ hasOrders: true }).where(eq(pricingPlans.id, plan.id));
    const wire = orderToWire(order!, now);
    const notifications = later ? (['created'] as const) : (['created', 'started'] as const);
    await recordOrderNotifications(tx, [...notifications], {
      siteId,
      entityId: order!.id,
      wire,
      caller,
    });
    return wire;
  });
}
