import { PricingPlansErrorCode } from '@headless/contract';
import type { Db } from '../../db/client';
import { siteRecordFinder } from '../../db/reads';
import { pricingPlans } from '../../db/schema/pricing-plans';
import { invalid, notFound } from '../../kernel/errors';
import type { PlanRow } from './to-wire';

/** The site's plan, or undefined when the id is malformed or unknown. */
export const findPlan = siteRecordFinder(pricingPlans);

export function planNotFound(id: string): never {
  throw notFound(PricingPlansErrorCode.planNotFound, `Plan not found: ${id}`, { planId: id });
}

export async function requirePlan(db: Db, siteId: string, id: string, lock = false) {
  return (await findPlan(db, siteId, id, lock)) ?? planNotFound(id);
}

/** Archived plans cannot be bought, changed or made primary. */
export function assertNotArchived(plan: PlanRow, message = 'The plan is archived'): PlanRow {
  if (plan.archived)
    throw invalid(PricingPlansErrorCode.planArchived, message, { planId: plan.id });
  return plan;
}

/** A plan a member or the owner orders: archived ones can no longer be bought. */
export const assertBuyable = (plan: PlanRow): PlanRow =>
  assertNotArchived(plan, 'The plan is archived and can no longer be bought');
