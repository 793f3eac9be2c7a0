import { CouponErrorCode } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponCodeIs, ecomCoupons } from '../../../db/schema/ecom-pricing';
import { invalid, notFound } from '../../../kernel/errors';
import { ruleStatus } from './status';

export type CouponRow = typeof ecomCoupons.$inferSelect;

/** The site's coupon by code, as buyers type it (case-insensitive). */
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

/** Why an existing coupon cannot apply: the codes the store and the events API share. */
export type CouponRefusal =
  | typeof CouponErrorCode.expired
  | typeof CouponErrorCode.notActive
  | typeof CouponErrorCode.usageExceeded
  | typeof CouponErrorCode.minimumSubtotalNotMet;

/**
 * Whether the coupon applies at `now` to this subtotal: the one rule of the store's cart and
 * checkout and of the events' ticket checkout. Each API names an unknown coupon its own way
 * (`couponProblem` here, the tickets' `priceCoupon`), so a missing row is the caller's to say.
 */
export function couponRefusal(
  coupon: CouponRow,
  subtotalMinor: number,
  now: Date,
): CouponRefusal | undefined {
  const status = ruleStatus(coupon, now);
  if (status === 'EXPIRED') return CouponErrorCode.expired;
  if (status === 'PENDING') return CouponErrorCode.notActive;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return CouponErrorCode.usageExceeded;
  if (coupon.minimumSubtotalMinor !== null && subtotalMinor < coupon.minimumSubtotalMinor)
    return CouponErrorCode.minimumSubtotalNotMet;
  return undefined;
}

const REFUSED: Record<CouponRefusal, string> = {
  [CouponErrorCode.expired]: 'has expired',
  [CouponErrorCode.notActive]: 'is not active yet',
  [CouponErrorCode.usageExceeded]: 'has been used up',
  [CouponErrorCode.minimumSubtotalNotMet]: 'needs a larger subtotal',
};

/** The store's answer: why the coupon cannot apply now to a cart of this subtotal, else undefined. */
export function couponProblem(
  coupon: CouponRow | undefined,
  code: string,
  subtotalMinor: number,
  now: Date,
) {
  if (!coupon) return notFound(CouponErrorCode.notFound, `Coupon ${code} does not exist`, { code });
  const refusal = couponRefusal(coupon, subtotalMinor, now);
  if (!refusal) return undefined;
  const data =
    refusal === CouponErrorCode.minimumSubtotalNotMet
      ? { code, minimumSubtotalMinor: coupon.minimumSubtotalMinor }
      : { code };
  return invalid(refusal, `Coupon ${code} ${REFUSED[refusal]}`, data);
}
