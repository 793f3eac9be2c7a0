import { validationError } from '../../../kernel/errors';
import { orderDates, type OrderTerms, type PlanOrderRow } from '../periods';

/** A start date the owner gives (offline order, change of start): now or later, never the past. */
export function assertNotPast(startDate: Date, now: Date): void {
  if (startDate < now)
    throw validationError([
      { field: 'startDate', description: 'must not be in the past', violatedRule: 'VALIDATION' },
    ]);
}

function endsOf(start: Date, terms: OrderTerms) {
  const dates = orderDates(start, terms);
  return {
    endDate: 'endDate' in dates ? (dates.endDate ?? null) : null,
    earliestEndDate: 'earliestEndDate' in dates ? dates.earliestEndDate : null,
  };
}

/**
 * The dates of a pending order moved to a new start: its cycles follow from the start, the end
 * dates are worked out again, and an end date the owner postponed keeps its extra time. A pending
 * order has no pauses (only an active order can be paused).
 */
export function startMoved(order: PlanOrderRow, startDate: Date) {
  const before = endsOf(order.startDate, order);
  const after = endsOf(startDate, order);
  const postponed =
    order.endDate && before.endDate ? order.endDate.getTime() - before.endDate.getTime() : 0;
  return {
    startDate,
    endDate: after.endDate && new Date(after.endDate.getTime() + postponed),
    earliestEndDate: after.earliestEndDate,
  };
}
