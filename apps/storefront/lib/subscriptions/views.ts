import { formatDay } from '@headless/contract/display-format';
import { formatMoney } from '../format';
import type { MemberOrderView, MemberOrders, PlanView, PurchaseView } from './types';

type When = Date | string | undefined | null;
interface DurationLike {
  count?: number | null;
  unit?: string | null;
}

/** The parts of a public plan the page reads (the SDK's PublicPlan is structurally one). */
export interface PlanLike {
  id?: string | null;
  name?: string | null;
  description?: string | null;
  maxPurchasesPerBuyer?: number | null;
  perks?: { values?: string[] | null } | null;
  pricing?: {
    subscription?: { cycleDuration?: DurationLike | null; cycleCount?: number | null } | null;
    singlePaymentForDuration?: DurationLike | null;
    singlePaymentUnlimited?: boolean | null;
    price?: { value?: string | null; currency?: string | null } | null;
    freeTrialDays?: number | null;
  } | null;
}

export interface PlanOrderLike {
  id: string;
  planId: string;
  planName?: string | null;
  status: string;
  startDate?: When;
}

/** `1 month`, `3 months`, `1 week`. */
function units(count: number, unit: string): string {
  const word = unit.toLowerCase();
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** `$49.00`, or `Free` for a zero price. */
export function formatPlanPrice(pricing: PlanLike['pricing']): string {
  const value = pricing?.price?.value;
  if (value === undefined || value === null || Number(value) === 0) return 'Free';
  return formatMoney(value, pricing?.price?.currency) || 'Free';
}

/**
 * How long a plan lasts: `per month` (a cycle of one), `every 2 weeks`, with `for 12 months` when
 * the cycles are counted; `for 3 months` for a single payment; `Unlimited` when it never ends.
 */
export function formatPlanDuration(pricing: PlanLike['pricing']): string {
  const cycle = pricing?.subscription?.cycleDuration;
  if (cycle?.count && cycle.unit) {
    const every =
      cycle.count === 1
        ? `per ${cycle.unit.toLowerCase()}`
        : `every ${units(cycle.count, cycle.unit)}`;
    const cycles = pricing?.subscription?.cycleCount ?? 0;
    return cycles > 0 ? `${every} for ${units(cycles * cycle.count, cycle.unit)}` : every;
  }
  const fixed = pricing?.singlePaymentForDuration;
  if (fixed?.count && fixed.unit) return `for ${units(fixed.count, fixed.unit)}`;
  return pricing?.singlePaymentUnlimited ? 'Unlimited' : '';
}

export function formatFreeTrial(days: number | null | undefined): string {
  return days && days > 0 ? `${days}-day free trial` : '';
}

export function toPlanView(plan: PlanLike, index = 0): PlanView {
  return {
    id: plan.id ?? `plan-${index}`,
    name: plan.name ?? 'Untitled plan',
    description: plan.description ?? '',
    price: formatPlanPrice(plan.pricing),
    duration: formatPlanDuration(plan.pricing),
    freeTrial: formatFreeTrial(plan.pricing?.freeTrialDays),
    perks: (plan.perks?.values ?? []).filter(Boolean),
    maxPurchasesPerBuyer: plan.maxPurchasesPerBuyer ? plan.maxPurchasesPerBuyer : null,
  };
}

/** `ACTIVE` → `Active`, `PENDING` → `Pending`; an unknown status is shown as it came. */
export function orderStatusText(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' ');
}

/** The statuses under which a member holds the plan now or soon. */
const HELD = new Set(['ACTIVE', 'PENDING', 'PAUSED']);

/** `Active since Mon, Nov 23, 2026`, `Pending, starts Tue, Dec 1, 2026`, `Canceled`: never the enum. */
export function orderStatusPhrase(status: string | null | undefined, startDate: When): string {
  const words = orderStatusText(status);
  const start = formatDay(startDate);
  if (!start) return words;
  if (status === 'ACTIVE') return `${words} since ${start}`;
  if (status === 'PENDING') return `${words}, starts ${start}`;
  return words;
}

function toOrderView(order: PlanOrderLike): MemberOrderView {
  return {
    id: order.id,
    planId: order.planId,
    planName: order.planName ?? '',
    status: orderStatusText(order.status),
    startDate: formatDay(order.startDate),
    statusText: orderStatusPhrase(order.status, order.startDate),
    held: HELD.has(order.status),
  };
}

const newestFirst = (orders: PlanOrderLike[]) =>
  orders
    .map((order) => ({ order, start: order.startDate ? new Date(order.startDate).getTime() : 0 }))
    .sort((a, b) => b.start - a.start)
    .map(({ order }) => order);

/** The member's orders worth marking on their plans, newest start first. */
export function toMemberOrders(orders: PlanOrderLike[]): MemberOrderView[] {
  return newestFirst(orders.filter((o) => HELD.has(o.status))).map(toOrderView);
}

/** Per plan, the order its card shows: a held one first, else the newest (canceled, ended…). */
export function planMarks(orders: PlanOrderLike[]): Record<string, MemberOrderView> {
  const marks: Record<string, MemberOrderView> = {};
  const held = newestFirst(orders.filter((o) => HELD.has(o.status)));
  const rest = newestFirst(orders.filter((o) => !HELD.has(o.status)));
  for (const order of [...held, ...rest]) marks[order.planId] ??= toOrderView(order);
  return marks;
}

export function toPurchaseView(order: PlanOrderLike): PurchaseView {
  return {
    orderId: order.id,
    planName: order.planName ?? 'Your plan',
    status: order.status,
    statusText: orderStatusPhrase(order.status, order.startDate),
    startDate: formatDay(order.startDate),
  };
}

/** How many orders the member placed per plan, whatever their status now. */
export function purchasesPerPlan(orders: Pick<PlanOrderLike, 'planId'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { planId } of orders) counts[planId] = (counts[planId] ?? 0) + 1;
  return counts;
}

export function toMemberOrderLists(orders: PlanOrderLike[]): MemberOrders {
  return {
    held: toMemberOrders(orders),
    purchases: purchasesPerPlan(orders),
    marks: planMarks(orders),
  };
}
