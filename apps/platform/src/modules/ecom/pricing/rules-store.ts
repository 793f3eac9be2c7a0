import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  ecomDiscountRules,
  ecomShippingRules,
  ecomTaxRegions,
} from '../../../db/schema/ecom-pricing';

export type DiscountRuleRow = typeof ecomDiscountRules.$inferSelect;

/** One query after another: `db` may be a transaction, which is one connection. */
export async function loadSiteRules(db: Db, siteId: string) {
  const discountRules = await db
    .select()
    .from(ecomDiscountRules)
    .where(and(eq(ecomDiscountRules.siteId, siteId), eq(ecomDiscountRules.active, true)))
    .orderBy(asc(ecomDiscountRules.createdAt), asc(ecomDiscountRules.id));
  const shippingRules = await db
    .select()
    .from(ecomShippingRules)
    .where(eq(ecomShippingRules.siteId, siteId))
    .orderBy(asc(ecomShippingRules.createdAt), asc(ecomShippingRules.id));
  const taxRegions = await db
    .select()
    .from(ecomTaxRegions)
    .where(eq(ecomTaxRegions.siteId, siteId));
  return { discountRules, shippingRules, taxRegions };
}
