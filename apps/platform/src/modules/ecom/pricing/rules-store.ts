import { CouponErrorCode } from '@headless/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  couponCodeIs,
  ecomCoupons,
  ecomDiscountRules,
  ecomShippingRules,
  ecomTaxRegions,
} from '../../../db/schema/ecom-pricing';
import { invalid, notFound } from '../../../kernel/errors';
import { ruleStatus } from './status';

export type CouponRow = typeof ecomCoupons.$inferSelect;
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

export async function findCoupon(
  db: Db,
  siteId: string,
  code: string,
): Promise<CouponRow | undefined> {
  const [coupon] = await db
    .select()
    .from(ecomCoupons)
    .where(and(eq(ecomCoupons.siteId, siteId), couponCodeIs(code)));
  return coupon;
}

/** Why a coupon cannot apply now to a cart of this subtotal, as an application error; else undefined. */
export function couponProblem(
  coupon: CouponRow | undefined,
  code: string,
  subtotalMinor: number,
  now: Date,
) {
  if (!coupon) return notFound(CouponErrorCode.notFound, `Coupon ${code} does not exist`, { code });
  const status = ruleStatus(coupon, now);
  if (status === 'EXPIRED')
    return invalid(CouponErrorCode.expired, `Coupon ${code} has expired`, { code });
  if (status === 'PENDING')
    return invalid(CouponErrorCode.notActive, `Coupon ${code} is not active yet`, { code });
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return invalid(CouponErrorCode.usageExceeded, `Coupon ${code} has been used up`, { code });
  if (coupon.minimumSubtotalMinor !== null && subtotalMinor < coupon.minimumSubtotalMinor)
    return invalid(
      CouponErrorCode.minimumSubtotalNotMet,
      `Coupon ${code} needs a larger subtotal`,
      {
        code,
        minimumSubtotalMinor: coupon.minimumSubtotalMinor,
      },
    );
  return undefined;
}
