import { CouponErrorCode } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponCodeIs, ecomCoupons } from '../../../db/schema/ecom-pricing';
import { toMinor } from '../../../kernel/money';

export type CouponResult = { discountMinor: number; code: string } | { error: CouponErrorCode };

/**
 * The site's coupons (the same table as the store's) priced against a ticket subtotal. Errors are
 * codes: getInvoice lists them in `discountErrors`, checkout refuses with them.
 */
export async function priceCoupon(
  db: Db,
  siteId: string,
  code: string,
  subtotalMinor: number,
  currency: string,
  now: Date,
): Promise<CouponResult> {
  const [coupon] = await db
    .select()
    .from(ecomCoupons)
    .where(and(eq(ecomCoupons.siteId, siteId), couponCodeIs(code)));
  if (!coupon) return { error: CouponErrorCode.doesNotExist };
  if (coupon.activeFrom && coupon.activeFrom > now) return { error: CouponErrorCode.notActive };
  if (coupon.activeTo && coupon.activeTo <= now) return { error: CouponErrorCode.expired };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return { error: CouponErrorCode.usageExceeded };
  if ((coupon.minimumSubtotalMinor ?? 0) > subtotalMinor)
    return { error: CouponErrorCode.minimumSubtotalNotMet };
  if (coupon.discountType === 'PERCENTAGE') {
    const percent = Number(coupon.value);
    return { code: coupon.code, discountMinor: Math.round((subtotalMinor * percent) / 100) };
  }
  if (coupon.discountType === 'FIXED_AMOUNT') {
    const off = toMinor(coupon.value, currency) ?? 0;
    return { code: coupon.code, discountMinor: Math.min(off, subtotalMinor) };
  }
  return { error: CouponErrorCode.notApplicable };
}
