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

type Pauses = PlanOrderRow['pausePeriods'];

/**
 * A date of the order's plan as it falls once its pauses are taken out: every pause that began
 * before it moves it on by the pause's length (an open pause, by the time paused so far).
 */
export function afterPauses(date: Date, pauses: Pauses, now: Date): Date {
  let at = date.getTime();
  for (const pause of pauses) {
    const from = new Date(pause.pauseDate).getTime();
    if (from >= at) break;
    const to = pause.resumeDate ? new Date(pause.resumeDate).getTime() : now.getTime();
    at += Math.max(0, to - from);
  }
  return new Date(at);
}

/** The end date as it stands at `now`: an open pause holds it back (resume stores the move). */
export function endAt(row: PlanOrderRow, now: Date): Date | null {
  const open = row.pausePeriods.at(-1);
  if (!row.endDate || row.status !== 'PAUSED' || !open || open.resumeDate) return row.endDate;
  const paused = Math.max(0, now.getTime() - new Date(open.pauseDate).getTime());
  return new Date(row.endDate.getTime() + paused);
}

/** The i-th cycle's bounds once the order's pauses are taken out. */
function shiftedBounds(row: PlanOrderRow, index: number, now: Date) {
  const { from, to } = cycleBounds(row.startDate, row, index);
  return {
    from: afterPauses(from, row.pausePeriods, now),
    to: to && afterPauses(to, row.pausePeriods, now),
  };
}

/** The cycles begun by `now` (at least the first), each cut at the order's end. */
export function cyclesOf(row: PlanOrderRow, now: Date): OrderCycle[] {
  const cycles: OrderCycle[] = [];
  const limit = row.pricingKind === 'SUBSCRIPTION' && row.cycleCount ? row.cycleCount : MAX_CYCLES;
  const endDate = endAt(row, now);
  for (let i = 1; i <= Math.min(limit, MAX_CYCLES); i++) {
    const { from, to } = shiftedBounds(row, i, now);
    if (i > 1 && (from > now || (endDate && from >= endDate))) break;
    const end = to && endDate && endDate < to ? endDate : to;
    cycles.push({
      index: i,
      startedDate: from.toISOString(),
      ...(end ? { endedDate: end.toISOString() } : {}),
    });
    if (!to) break;
  }
  return cycles;
}

/**
 * PENDING, CANCELED and ENDED of an active order follow from its dates: PENDING until its start
 * (an offline order may start later: the product's "paid for, but the start date is in the
 * future"), then ACTIVE, then ENDED or CANCELED from its end date.
 */
export function statusAt(row: PlanOrderRow, now: Date): PlanOrderRow['status'] {
  // A paused order waits for its resume, which moves the end date on by the pause.
  if (row.status !== 'ACTIVE') return row.status;
  if (row.startDate > now) return 'PENDING';
  if (row.endDate && row.endDate <= now) return row.cancelRequestedAt ? 'CANCELED' : 'ENDED';
  return row.status;
}

/** When a cancellation at the next payment date takes effect: the current cycle's end. */
export function nextPaymentDate(row: PlanOrderRow, now: Date): Date | undefined {
  const trialEnd = afterPauses(firstCycleStart(row.startDate, row), row.pausePeriods, now);
  if (now < trialEnd) return trialEnd;
  const current = cyclesOf(row, now).find(
    (c) => new Date(c.startedDate) <= now && (!c.endedDate || now < new Date(c.endedDate)),
  );
  return current?.endedDate ? new Date(current.endedDate) : undefined;
}
