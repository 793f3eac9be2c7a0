import type { PlanView } from './types';

/**
 * Why the member cannot buy the plan again, or null while they can: the platform refuses a purchase
 * past `maxPurchasesPerBuyer`, so the page says so instead of offering Buy.
 */
export function purchaseLimitNote(plan: PlanView, bought: number): string | null {
  const max = plan.maxPurchasesPerBuyer;
  if (!max || bought < max) return null;
  const times = max === 1 ? 'once' : `${max} times`;
  return `You have bought this plan ${bought === 1 ? 'once' : `${bought} times`}; it is sold ${times} per member.`;
}
