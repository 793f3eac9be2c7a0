import type { PlanView } from './types';
import { toPlanView, type PlanLike } from './views';

/** The parts of a Plans V3 plan the page reads (the SDK's PlanV3 is structurally one). */
export interface PlanV3Like {
  id?: string | null;
  name?: string | null;
  description?: string | null;
  maxPurchasesPerBuyer?: number | null;
  currency?: string | null;
  perks?: { description?: string | null }[] | null;
  pricingVariants?:
    | {
        freeTrialDays?: number | null;
        billingTerms?: {
          billingCycle?: { period?: string | null; count?: string | null } | null;
          endType?: string | null;
          cyclesCompletedDetails?: { billingCycleCount?: string | null } | null;
        } | null;
        pricingStrategies?: { flatRate?: { amount?: string | null } | null }[] | null;
      }[]
    | null;
}

/**
 * A V3 plan's billing terms in the words the page already uses for a plan's pricing: a cycle
 * billed until cancelled is a subscription, one completed cycle a single payment for that long,
 * several completed cycles a subscription of that many, no cycle at all unlimited.
 */
function pricingOf(plan: PlanV3Like): PlanLike['pricing'] {
  const variant = plan.pricingVariants?.[0];
  const terms = variant?.billingTerms;
  const cycle = terms?.billingCycle?.period
    ? { count: Number(terms.billingCycle.count ?? 1), unit: terms.billingCycle.period }
    : undefined;
  const cycles = Number(terms?.cyclesCompletedDetails?.billingCycleCount ?? 1);
  const price = {
    value: variant?.pricingStrategies?.[0]?.flatRate?.amount ?? null,
    currency: plan.currency ?? null,
  };
  const trial = { freeTrialDays: variant?.freeTrialDays ?? null };
  if (!cycle) return { singlePaymentUnlimited: true, price, ...trial };
  if (terms?.endType !== 'CYCLES_COMPLETED')
    return { subscription: { cycleDuration: cycle, cycleCount: 0 }, price, ...trial };
  return cycles === 1
    ? { singlePaymentForDuration: cycle, price, ...trial }
    : { subscription: { cycleDuration: cycle, cycleCount: cycles }, price, ...trial };
}

export function toPlanViewV3(plan: PlanV3Like, index = 0): PlanView {
  const like: PlanLike = {
    id: plan.id ?? null,
    name: plan.name ?? null,
    description: plan.description ?? null,
    // V3 says "no limit" with 0, as the page's PlanView says it with null.
    maxPurchasesPerBuyer: plan.maxPurchasesPerBuyer || null,
    perks: { values: (plan.perks ?? []).map((p) => p.description ?? '') },
    pricing: pricingOf(plan),
  };
  return toPlanView(like, index);
}
