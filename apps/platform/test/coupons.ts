import { DEMO_SITE_ID } from '@headless/contract';
import type { Db } from '../src/db/client';
import { ecomCoupons } from '../src/db/schema/ecom-pricing';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Coupons on the demo site whose window does not hold today, for the store's and the events'
 * coupon checks alike: ENDED ran from two days ago to yesterday; NOT_YET runs from tomorrow to
 * the day after. (A window typed the wrong way round cannot be stored: ecom_coupons_window_check,
 * migration 0032.)
 */
export const EDGE_COUPONS = { ended: 'ENDED', notYet: 'NOT_YET' } as const;

export async function insertEdgeCoupons(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const coupon = (code: string, activeFrom: Date, activeTo: Date) => ({
    siteId: DEMO_SITE_ID,
    code,
    name: code,
    discountType: 'PERCENTAGE' as const,
    value: '10',
    activeFrom,
    activeTo,
  });
  await db
    .insert(ecomCoupons)
    .values([coupon(EDGE_COUPONS.ended, at(-2), at(-1)), coupon(EDGE_COUPONS.notYet, at(1), at(2))])
    .onConflictDoNothing();
}
