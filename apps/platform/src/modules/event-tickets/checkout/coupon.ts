import { CouponErrorCode } from '@headless/contract';
import type { Db } from '../../../db/client';
import { toMinor } from '../../../kernel/money';
import { couponRefusal, findCoupon } from '../../ecom/index';

export type CouponResult = { discountMinor: number; code: string } | { error: CouponErrorCode };

/**
 * The site's coupons (the same table and the same validity rule as the store's) priced against a
 * ticket subtotal. Errors are codes: getInvoice lists them in `discountErrors`, checkout refuses
 * with them; an unknown coupon is the events API's own COUPON_DOES_NOT_EXIST (docs/interfaces.md).
 */
export async function priceCoupon(
  db: Db,
  siteId: string,
  code: string,
  subtotalMinor: number,
  currency: string,
  now: Date,
): Promise<CouponResult> {
  const coupon = await findCoupon(db, siteId, code);
  if (!coupon) return { error: CouponErrorCode.doesNotExist };
  const refusal = couponRefusal(coupon, subtotalMinor, now);
  if (refusal) return { error: refusal };
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
