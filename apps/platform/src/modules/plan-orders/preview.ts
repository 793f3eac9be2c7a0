import type { PlanOrder } from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { toDecimal } from '../../kernel/money';
import { validationError } from '../../kernel/errors';
import { assertBuyable, requirePlan, type PlanRow } from '../pricing-plans';
import type { PlanOrderRow } from './periods';
import { orderValues, purchasesOf } from './purchase';
import { orderToWire } from './to-wire';

/** This platform keeps no plan coupons: a code is refused rather than silently ignored. */
function refuseCoupon(couponCode: string | undefined) {
  if (couponCode)
    throw validationError([
      {
        field: 'couponCode',
        description: 'this platform keeps no pricing plan coupons',
        violatedRule: 'VALIDATION',
      },
    ]);
}

/** How many cycles the plan's price is charged for: null while it renews until canceled. */
function cyclesCharged(plan: PlanRow): number | null {
  if (plan.pricingKind === 'SUBSCRIPTION') return plan.cycleCount || null;
  return 1;
}

/**
 * `getPricePreview` (docs/protocol.md §2.7): what the buyer would pay, as one span of cycles from
 * the first (`numberOfCycles` absent for a plan that renews until canceled). No tax or coupon.
 */
export async function pricePreview(db: Db, caller: Caller, planId: string, couponCode?: string) {
  refuseCoupon(couponCode);
  const plan = assertBuyable(await requirePlan(db, caller.siteId, planId));
  const amount = toDecimal(plan.priceMinor, plan.currency);
  const cycles = cyclesCharged(plan);
  const price = { subtotal: amount, discount: '0', total: amount, currency: plan.currency };
  return {
    prices: [{ duration: { cycleFrom: 1, ...(cycles ? { numberOfCycles: cycles } : {}) }, price }],
  };
}

/**
 * `getOnlineOrderPreview`: the order the calling member would get by buying now (or from
 * `startDate`, when the plan lets buyers choose it), nothing stored, and whether their purchase
 * limit is reached. It has no id: it is not an order yet.
 */
export async function onlineOrderPreview(
  db: Db,
  caller: Caller,
  memberId: string,
  input: { planId: string; startDate?: string | undefined; couponCode?: string | undefined },
): Promise<{ order: PlanOrder; purchaseLimitExceeded: boolean }> {
  refuseCoupon(input.couponCode);
  const plan = assertBuyable(await requirePlan(db, caller.siteId, input.planId));
  const start =
    input.startDate && plan.allowFutureStartDate ? new Date(input.startDate) : caller.now;
  const values = orderValues(
    plan,
    { siteId: caller.siteId, memberId, redirectSessionId: null },
    caller.now,
    start < caller.now ? caller.now : start,
  );
  const row: PlanOrderRow = {
    ...values,
    id: '',
    type: 'ONLINE',
    status: start > caller.now ? 'PENDING' : 'ACTIVE',
    endDate: values.endDate ?? null,
    earliestEndDate: values.earliestEndDate ?? null,
    pausePeriods: [],
    autoRenewCanceled: false,
    cancelRequestedAt: null,
    cancelCause: null,
    cancelEffectiveAt: null,
    notifiedCycles: 0,
    endedNotified: false,
    startedNotified: false,
  };
  const max = plan.maxPurchasesPerBuyer;
  const bought = max ? await purchasesOf(db, caller.siteId, plan.id, memberId) : 0;
  return { order: orderToWire(row, caller.now), purchaseLimitExceeded: !!max && bought >= max };
}
