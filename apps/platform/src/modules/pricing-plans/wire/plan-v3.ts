import type { BillingTermsV3, PlanV3 } from '@headless/contract';
import { toDecimal } from '../../../kernel/money';
import { wireDates } from '../../../kernel/wire-dates';
import type { PlanRow } from '../to-wire';

/**
 * Plans V3's billing terms for the pricing a v2 plan stores: a subscription bills every cycle
 * until cancelled or for `cycleCount` cycles, a single payment for a duration is one cycle of that
 * duration, and an unlimited single payment has no cycle and never ends.
 */
function billingTerms(row: PlanRow): BillingTermsV3 {
  const startType = row.allowFutureStartDate ? 'CUSTOM' : 'ON_PURCHASE';
  const cycle =
    row.durationCount && row.durationUnit
      ? { period: row.durationUnit, count: String(row.durationCount) }
      : undefined;
  const cycles = (count: number) => ({
    endType: 'CYCLES_COMPLETED' as const,
    cyclesCompletedDetails: { billingCycleCount: String(count) },
  });
  switch (row.pricingKind) {
    case 'SUBSCRIPTION':
      return row.cycleCount
        ? { billingCycle: cycle, startType, ...cycles(row.cycleCount) }
        : { billingCycle: cycle, startType, endType: 'UNTIL_CANCELLED' };
    case 'SINGLE_PAYMENT_FOR_DURATION':
      return { billingCycle: cycle, startType, ...cycles(1) };
    case 'SINGLE_PAYMENT_UNLIMITED':
      return { startType, endType: 'UNTIL_CANCELLED' };
  }
}

/** A plan on the V3 wire; its one pricing variant shares the plan's id (one variant per plan). */
export function planV3ToWire(row: PlanRow): PlanV3 {
  return {
    id: row.id,
    revision: String(row.revision),
    ...wireDates(row),
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    slug: row.slug,
    ...(row.termsAndConditions ? { termsAndConditions: row.termsAndConditions } : {}),
    // V3 spells "unlimited" as 0 where v2 leaves the field out.
    maxPurchasesPerBuyer: row.maxPurchasesPerBuyer ?? 0,
    pricingVariants: [
      {
        id: row.id,
        name: row.name,
        ...(row.freeTrialDays ? { freeTrialDays: row.freeTrialDays } : {}),
        billingTerms: billingTerms(row),
        pricingStrategies: [{ flatRate: { amount: toDecimal(row.priceMinor, row.currency) } }],
      },
    ],
    perks: row.perks.map((description) => ({ description })),
    visibility: row.isPublic ? 'PUBLIC' : 'PRIVATE',
    buyable: !row.archived,
    buyerCanCancel: row.buyerCanCancel,
    currency: row.currency,
  };
}
