import type { Plan, PlanPricing, PublicPlan } from '@headless/contract';
import type { PricingKind, pricingPlans } from '../../db/schema/pricing-plans';
import { toDecimal } from '../../kernel/money';
import { wireDates } from '../../kernel/wire-dates';

export type PlanRow = typeof pricingPlans.$inferSelect;

export function planToWire(row: PlanRow): PublicPlan {
  return {
    id: row.id,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    slug: row.slug,
    primary: row.isPrimary,
    perks: { values: row.perks },
    pricing: pricingToWire(row),
    ...(row.maxPurchasesPerBuyer !== null
      ? { maxPurchasesPerBuyer: row.maxPurchasesPerBuyer }
      : {}),
    allowFutureStartDate: row.allowFutureStartDate,
    buyerCanCancel: row.buyerCanCancel,
    ...(row.termsAndConditions ? { termsAndConditions: row.termsAndConditions } : {}),
    ...wireDates(row),
  };
}

/** The owner's view (docs/protocol.md §3.8: the full Plan adds public, archived and hasOrders). */
export function fullPlanToWire(row: PlanRow): Plan {
  return {
    ...planToWire(row),
    public: row.isPublic,
    archived: row.archived,
    hasOrders: row.hasOrders,
  };
}

/** The pricing columns a plan and an order (its snapshot of the plan) both carry. */
export interface PricingColumns {
  id: string;
  priceMinor: number;
  currency: string;
  pricingKind: PricingKind;
  durationCount: number | null;
  durationUnit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | null;
  cycleCount: number | null;
  freeTrialDays: number | null;
}

/** Exactly one of subscription, singlePaymentForDuration and singlePaymentUnlimited is set. */
export function pricingToWire(row: PricingColumns): PlanPricing {
  const price = { value: toDecimal(row.priceMinor, row.currency), currency: row.currency };
  const trial = row.freeTrialDays ? { freeTrialDays: row.freeTrialDays } : {};
  const duration =
    row.durationCount && row.durationUnit
      ? { count: row.durationCount, unit: row.durationUnit }
      : undefined;
  switch (row.pricingKind) {
    case 'SUBSCRIPTION':
      if (!duration) throw new Error(`plan ${row.id}: subscription without a cycle`);
      return {
        subscription: { cycleDuration: duration, cycleCount: row.cycleCount ?? 0 },
        price,
        ...trial,
      };
    case 'SINGLE_PAYMENT_FOR_DURATION':
      if (!duration) throw new Error(`plan ${row.id}: single payment without a duration`);
      return { singlePaymentForDuration: duration, price, ...trial };
    case 'SINGLE_PAYMENT_UNLIMITED':
      return { singlePaymentUnlimited: true, price, ...trial };
  }
}
