import {
  PricingPlansErrorCode,
  type CreateOnlineOrderRequest,
  type PlanOrder,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planOrders, pricingPlans } from '../../db/schema/pricing-plans';
import { memberIdOf } from '../../http/require-member';
import type { Caller } from '../../kernel/caller';
import { invalid, validationError } from '../../kernel/errors';
import { findMember } from '../members/index';
import { assertBuyable, requirePlan } from '../pricing-plans/index';
import { recordOrderNotifications } from './notifications';
import { assertUnderLimit, orderValues } from './purchase';
import { orderToWire } from './to-wire';

/** The buyer: the calling member, or the member the owner names in `onBehalf`. */
async function buyerOf(db: Db, caller: Caller, input: CreateOnlineOrderRequest): Promise<string> {
  if (caller.role !== 'ADMIN') return memberIdOf(caller, 'order a plan');
  const memberId = input.onBehalf?.memberId;
  if (!memberId)
    throw validationError([
      {
        field: 'onBehalf.memberId',
        description: 'names the member the order is for',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  if (!(await findMember(db, caller.siteId, memberId)))
    throw invalid(PricingPlansErrorCode.memberNotFound, `Member not found: ${memberId}`, {
      memberId,
    });
  return memberId;
}

/**
 * Create Online Order: a free plan's order starts now (or at the buyer's start date, where the
 * plan lets them choose), recorded as bought; a paid plan's is a `DRAFT`, `UNPAID`, until paid
 * (this platform takes payments on its hosted checkout only, so it stays a draft, outside the
 * purchase limit). Under the plan's row lock, as the hosted checkout's purchase is.
 */
export async function createOnlineOrder(
  db: Db,
  caller: Caller,
  input: CreateOnlineOrderRequest,
): Promise<PlanOrder> {
  if (input.couponCode)
    throw validationError([
      {
        field: 'couponCode',
        description: 'this platform keeps no pricing plan coupons',
        violatedRule: 'VALIDATION',
      },
    ]);
  const memberId = await buyerOf(db, caller, input);
  const { siteId, now } = caller;
  return db.transaction(async (tx) => {
    const plan = assertBuyable(await requirePlan(tx, siteId, input.planId, true));
    await assertUnderLimit(tx, plan, memberId);
    const chosen = input.startDate && plan.allowFutureStartDate ? new Date(input.startDate) : now;
    const start = chosen < now ? now : chosen;
    const later = start > now;
    const free = plan.priceMinor === 0;
    const values = orderValues(plan, { siteId, memberId, redirectSessionId: null }, now, start);
    const [order] = await tx
      .insert(planOrders)
      .values({
        ...values,
        type: 'ONLINE',
        ...(free ? { startedNotified: !later } : { status: 'DRAFT', paymentStatus: 'UNPAID' }),
      })
      .returning();
    if (!plan.hasOrders)
      await tx.update(pricingPlans).set({ hasOrders: true }).where(eq(pricingPlans.id, plan.id));
    const wire = orderToWire(order!, now);
    const notifications = !free
      ? (['created'] as const)
      : later
        ? (['created', 'purchased'] as const)
        : (['created', 'purchased', 'started'] as const);
    await recordOrderNotifications(tx, [...notifications], {
      siteId,
      entityId: order!.id,
      wire,
      caller,
    });
    return wire;
  });
}
