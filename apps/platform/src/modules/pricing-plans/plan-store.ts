import { PricingPlansErrorCode } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRow } from '../../db/reads';
import { pricingPlans } from '../../db/schema/pricing-plans';
import { invalid, notFound } from '../../kernel/errors';
import type { PlanRow } from './to-wire';
import { isUuid } from '../../kernel/ids';

/** The site's plan, or undefined when the id is malformed or unknown. */
export async function findPlan(
  db: Db,
  siteId: string,
  id: string,
  lock = false,
): Promise<PlanRow | undefined> {
  if (!isUuid(id)) return undefined;
  const where = and(eq(pricingPlans.siteId, siteId), eq(pricingPlans.id, id));
  return selectRow(db, pricingPlans, where, lock);
}

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
