import type { PlanOrder } from '@headless/contract';
import { toDecimal } from '../../kernel/money';
import { cyclesOf, statusAt, type PlanOrderRow } from './periods';
import { pricingToWire } from '../pricing-plans';
import { wireDates } from '../../kernel/wire-dates';

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

/** The order as of `now`: status, cycles and current cycle are derived from its dates. */
export function orderToWire(row: PlanOrderRow, now: Date): PlanOrder {
  const status = statusAt(row, now);
  const price = toDecimal(row.priceMinor, row.currency);
  const cycles = cyclesOf(row, now);
  const current =
    status === 'ACTIVE'
      ? cycles.find(
          (c) => new Date(c.startedDate) <= now && (!c.endedDate || now < new Date(c.endedDate)),
        )
      : undefined;
  return {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    ...(row.planDescription ? { planDescription: row.planDescription } : {}),
    planPrice: price,
    // Members are contacts of the site too; the local platform uses one id for both.
    buyer: { memberId: row.memberId, contactId: row.memberId },
    pricing: pricingToWire(row),
    priceDetails: {
      planPrice: price,
      subtotal: price,
      discount: '0',
      total: price,
      currency: row.currency,
      ...(row.freeTrialDays ? { freeTrialDays: row.freeTrialDays } : {}),
    },
    type: row.type,
    status,
    lastPaymentStatus: row.paymentStatus,
    autoRenewCanceled: row.autoRenewCanceled,
    ...(row.freeTrialDays ? { freeTrialDays: row.freeTrialDays } : {}),
    startDate: row.startDate.toISOString(),
    ...(row.endDate ? { endDate: iso(row.endDate) } : {}),
    ...(row.earliestEndDate ? { earliestEndDate: iso(row.earliestEndDate) } : {}),
    cycles,
    ...(current ? { currentCycle: current } : {}),
    pausePeriods: row.pausePeriods,
    ...(row.cancelRequestedAt && row.cancelCause && row.cancelEffectiveAt
      ? {
          cancellation: {
            requestedDate: row.cancelRequestedAt.toISOString(),
            cause: row.cancelCause,
            effectiveAt: row.cancelEffectiveAt,
          },
        }
      : {}),
    ...wireDates(row),
  };
}
