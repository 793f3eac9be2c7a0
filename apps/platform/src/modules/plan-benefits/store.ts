import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  pricingPlanBenefitItems as item,
  pricingPlanBenefits as benefit,
  pricingPlans as plan,
} from '../../db/schema/pricing-plans';

export type BenefitRow = typeof benefit.$inferSelect;

/** The item as the query names it: every field given (an omitted one is the empty value). */
export interface ItemKey {
  externalId: string;
  category: string;
  providerAppId: string;
}

/** More than any site's plans: a bound on the rows one call reads. */
const MAX_ROWS = 1000;

/**
 * The benefits that cover the item, with their plans: only plans a customer can see and buy
 * (public, not archived), and only benefits whose credits pay for `count` items (no credit
 * configuration: unlimited). In the plans' display order, a plan's benefits oldest first.
 */
export function benefitsCovering(db: Db, siteId: string, key: ItemKey, count: number) {
  const covers = or(
    isNull(benefit.creditAmount),
    sql`${benefit.price} * ${count}::numeric <= ${benefit.creditAmount}`,
  );
  return db
    .select({ plan, benefit, category: item.category, externalId: item.externalId })
    .from(item)
    .innerJoin(benefit, eq(benefit.id, item.benefitId))
    .innerJoin(plan, eq(plan.id, benefit.planId))
    .where(
      and(
        eq(item.siteId, siteId),
        eq(item.externalId, key.externalId),
        eq(item.category, key.category),
        eq(benefit.providerAppId, key.providerAppId),
        eq(plan.isPublic, true),
        eq(plan.archived, false),
        covers,
      ),
    )
    .orderBy(asc(plan.sortOrder), asc(plan.createdAt), asc(benefit.createdAt), asc(benefit.id))
    .limit(MAX_ROWS);
}
