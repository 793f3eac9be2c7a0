import type { PlanPricing, PublicPlan } from '@headless/contract';
import type { pricingPlans } from '../../db/schema/pricing-plans';
import { toDecimal } from '../../money';

export type PlanRow = typeof pricingPlans.$inferSelect;

export function planToWire(row: PlanRow): PublicPlan {
  return {
    id: row.id,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    slug: row.slug,
    primary: row.isPrimary,
    perks: { values: row.perks },
    pricing: pricing(row),
    ...(row.maxPurchasesPerBuyer !== null
      ? { maxPurchasesPerBuyer: row.maxPurchasesPerBuyer }
      : {}),
    allowFutureStartDate: row.allowFutureStartDate,
    buyerCanCancel: row.buyerCanCancel,
    ...(row.termsAndConditions ? { termsAndConditions: row.termsAndConditions } : {}),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

/** Exactly one of subscription, singlePaymentForDuration and singlePaymentUnlimited is set. */
function pricing(row: PlanRow): PlanPricing {
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
