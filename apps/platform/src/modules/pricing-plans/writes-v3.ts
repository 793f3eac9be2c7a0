import type { PlanInput, PlanPricingInput, PlanV3, PlanV3Input } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricingPlans } from '../../db/schema/pricing-plans';
import type { Caller } from '../../kernel/caller';
import { validationError } from '../../kernel/errors';
import { requirePlan } from './plan-store';
import { planV3ToWire } from './wire/plan-v3';
import { createPlan } from './writes';

type Variant = PlanV3Input['pricingVariants'][number];

const needsCycle = () =>
  validationError([
    {
      field: 'plan.pricingVariants[0].billingTerms.billingCycle',
      description: 'a plan that ends after its cycles needs a billing cycle',
      violatedRule: 'REQUIRED_FIELD',
    },
  ]);

/**
 * V3's billing terms as the one store keeps pricing (the reverse of wire/plan-v3.ts): one cycle
 * that completes is a single payment for that duration, several are a subscription of that many
 * cycles, no end is a subscription until cancelled, or an unlimited single payment when there
 * is no cycle at all.
 */
function pricingOf(variant: Variant, currency: string): PlanPricingInput {
  const { billingCycle, endType, cyclesCompletedDetails } = variant.billingTerms;
  const price = { value: variant.pricingStrategies[0]!.flatRate.amount, currency };
  const trial = variant.freeTrialDays ? { freeTrialDays: variant.freeTrialDays } : {};
  const cycle = billingCycle && { count: billingCycle.count, unit: billingCycle.period };
  if (endType === 'UNTIL_CANCELLED') {
    return cycle
      ? { subscription: { cycleDuration: cycle, cycleCount: 0 }, price, ...trial }
      : { singlePaymentUnlimited: true, price, ...trial };
  }
  if (!cycle) throw needsCycle();
  const cycles = cyclesCompletedDetails?.billingCycleCount ?? 1;
  return cycles === 1
    ? { singlePaymentForDuration: cycle, price, ...trial }
    : { subscription: { cycleDuration: cycle, cycleCount: cycles }, price, ...trial };
}

/** V3 plans carry the site's currency: the one its plans already use, else USD. */
async function planCurrency(db: Db, siteId: string): Promise<string> {
  const [row] = await db
    .select({ currency: pricingPlans.currency })
    .from(pricingPlans)
    .where(eq(pricingPlans.siteId, siteId))
    .limit(1);
  return row?.currency ?? 'USD';
}

/** The v2 fields a V3 plan (or the part of one an update sends) sets, in the plan's currency. */
export function v2FieldsOf(plan: Partial<PlanV3Input>, currency: string): Partial<PlanInput> {
  const variant = plan.pricingVariants?.[0];
  const given = <K extends keyof PlanV3Input>(key: K) => plan[key] !== undefined;
  return {
    ...(given('name') ? { name: plan.name! } : {}),
    ...(given('description') ? { description: plan.description! } : {}),
    ...(given('slug') ? { slug: plan.slug! } : {}),
    ...(given('termsAndConditions') ? { termsAndConditions: plan.termsAndConditions! } : {}),
    // V3's 0 is "unlimited", which v2 says by leaving the field out (planValues clears on 0).
    ...(given('maxPurchasesPerBuyer') ? { maxPurchasesPerBuyer: plan.maxPurchasesPerBuyer! } : {}),
    ...(given('perks') ? { perks: { values: plan.perks!.map((p) => p.description) } } : {}),
    ...(variant
      ? {
          pricing: pricingOf(variant, currency),
          allowFutureStartDate: variant.billingTerms.startType === 'CUSTOM',
        }
      : {}),
    ...(given('visibility') ? { public: plan.visibility !== 'PRIVATE' } : {}),
    ...(given('buyerCanCancel') ? { buyerCanCancel: plan.buyerCanCancel! } : {}),
  };
}

/** Plans V3's create, through v2's one create (same slugs, order, events). */
export async function createPlanV3(db: Db, caller: Caller, plan: PlanV3Input): Promise<PlanV3> {
  const currency = await planCurrency(db, caller.siteId);
  const fields = v2FieldsOf(plan, currency);
  const input: PlanInput = {
    ...fields,
    name: plan.name,
    perks: fields.perks ?? { values: [] },
    pricing: fields.pricing!,
    public: plan.visibility !== 'PRIVATE',
  };
  const created = await createPlan(db, caller, { plan: input });
  return planV3ToWire(await requirePlan(db, caller.siteId, created.id));
}
