import { CouponErrorCode } from '@headless/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponCodeIs, ecomCoupons } from '../../db/schema/ecom-pricing';
import { invalid } from '../../kernel/errors';

/**
 * Counts one use of the coupon; a conditional UPDATE so a usage limit holds under concurrency.
 * Throws COUPON_USAGE_EXCEEDED when the last use was taken meanwhile.
 */
export async function useCoupon(tx: Db, siteId: string, code: string): Promise<void> {
  const used = await tx
    .update(ecomCoupons)
    .set({ usedCount: sql`${ecomCoupons.usedCount} + 1` })
    .where(
      and(
        eq(ecomCoupons.siteId, siteId),
        couponCodeIs(code),
        or(isNull(ecomCoupons.usageLimit), lt(ecomCoupons.usedCount, ecomCoupons.usageLimit)),
      ),
    )
    .returning({ id: ecomCoupons.id });
  if (!used.length)
    throw invalid(CouponErrorCode.usageExceeded, `Coupon ${code} can no longer be used`, { code });
}
