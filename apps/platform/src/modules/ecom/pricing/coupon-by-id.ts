import { CouponErrorCode } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ecomCoupons } from '../../../db/schema/ecom-pricing';
import { isUuid } from '../../../kernel/ids';

/**
 * The code of the site's coupon with this id, for the APIs that name a coupon by id (the Totals
 * Calculator's `couponId`); an unknown id is reported as the engine reports an unknown code.
 */
export async function couponCodeById(
  db: Db,
  siteId: string,
  id: string,
): Promise<{ code?: string; error?: { code: string; message: string } }> {
  const [row] = isUuid(id)
    ? await db
        .select({ code: ecomCoupons.code })
        .from(ecomCoupons)
        .where(and(eq(ecomCoupons.siteId, siteId), eq(ecomCoupons.id, id)))
    : [];
  if (row) return { code: row.code };
  return { error: { code: CouponErrorCode.notFound, message: `Coupon ${id} does not exist` } };
}
