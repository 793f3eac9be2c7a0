import type { OrderCycle } from '@headless/contract';
import type { planOrders } from '../../db/schema/pricing-plans';

export type PlanOrderRow = typeof planOrders.$inferSelect;
type Unit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
const DAY_MS = 86_400_000;
/** Reads list at most this many cycles (a daily plan bought years ago stays readable). */
const MAX_CYCLES = 400;

/** Calendar arithmetic in UTC: a month after Jan 31 is Feb 28/29, as billing does it. */
export function addDuration(date: Date, count: number, unit: Unit): Date {
  if (unit === 'DAY' || unit === 'WEEK')
    return new Date(date.getTime() + count * (unit === 'WEEK' ? 7 : 1) * DAY_MS);
  const months = unit === 'YEAR' ? count * 12 : count;
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export interface OrderTerms {
  pricingKind: PlanOrderRow['pricingKind'];
  durationCount: number | null;
  durationUnit: Unit | null;
  cycleCount: number | null;
  freeTrialDays: number | null;
}

/** Cycles begin after the free trial; the trial itself is not a cycle. */
export const firstCycleStart = (start: Date, terms: OrderTerms) =>
  new Date(start.getTime() + (terms.freeTrialDays ?? 0) * DAY_MS);

/** The i-th cycle's bounds (1-based); unlimited plans have one cycle without an end. */
function cycleBounds(start: Date, terms: OrderTerms, index: number) {
  const from = firstCycleStart(start, terms);
  const { durationCount: count, durationUnit: unit } = terms;
  if (terms.pricingKind === 'SINGLE_PAYMENT_UNLIMITED' || !count || !unit) return { from };
  return {
    from: addDuration(from, count * (index - 1), unit),
    to: addDuration(from, count * index, unit),
  };
}

/** startDate, endDate and earliestEndDate of a new order. */
export function orderDates(start: Date, terms: OrderTerms) {
  const first = cycleBounds(start, terms, 1);
  if (terms.pricingKind === 'SINGLE_PAYMENT_UNLIMITED') return { startDate: start };
  if (terms.pricingKind === 'SINGLE_PAYMENT_FOR_DURATION')
    return { startDate: start, endDate: first.to, earliestEndDate: first.to };
  const cycles = terms.cycleCount ?? 0;
  const end = cycles > 0 ? cycleBounds(start, terms, cycles).to : undefined;
  return { startDate: start, endDate: end, earliestEndDate: first.to };
}

/** The cycles begun by `now` (at least the first), each cut at the order's end. */
export function cyclesOf(row: PlanOrderRow, now: Date): OrderCycle[] {
  const cycles: OrderCycle[] = [];
  const limit = row.pricingKind === 'SUBSCRIPTION' && row.cycleCount ? row.cycleCount : MAX_CYCLES;
  for (let i = 1; i <= Math.min(limit, MAX_CYCLES); i++) {
    const { from, to } = cycleBounds(row.startDate, row, i);
    if (i > 1 && (from > now || (row.endDate && from >= row.endDate))) break;
    const end = to && row.endDate && row.endDate < to ? row.endDate : to;
    cycles.push({
      index: i,
      startedDate: from.toISOString(),
      ...(end ? { endedDate: end.toISOString() } : {}),
    });
    if (!to) break;
  }
  return cycles;
}

/** CANCELED and ENDED of an active order follow from its end date. */
export function statusAt(row: PlanOrderRow, now: Date): PlanOrderRow['status'] {
  // A paused order waits for its resume, which moves the end date on by the pause.
  if (row.status !== 'ACTIVE') return row.status;
  if (row.endDate && row.endDate <= now) return row.cancelRequestedAt ? 'CANCELED' : 'ENDED';
  return row.status;
}

/** When a cancellation at the next payment date takes effect: the current cycle's end. */
export function nextPaymentDate(row: PlanOrderRow, now: Date): Date | undefined {
  const trialEnd = firstCycleStart(row.startDate, row);
  if (now < trialEnd) return trialEnd;
  const current = cyclesOf(row, now).find(
    (c) => new Date(c.startedDate) <= now && (!c.endedDate || now < new Date(c.endedDate)),
  );
  return current?.endedDate ? new Date(current.endedDate) : undefined;
}
