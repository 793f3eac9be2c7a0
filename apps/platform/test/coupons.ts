import { DEMO_SITE_ID } from '@headless/contract';
import type { Db } from '../src/db/client';
import { ecomCoupons } from '../src/db/schema/ecom-pricing';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Coupons with edge-case validity windows on the demo site, for the store's and the events'
 * coupon checks alike. INVERTED starts tomorrow but expired yesterday (the owner typed the dates
 * the wrong way round: nothing in `ecom_coupons` forbids it); LATER_INVERTED starts in two days
 * and expires tomorrow, so today is before both ends.
 */
export const EDGE_COUPONS = { inverted: 'INVERTED', laterInverted: 'LATER_INVERTED' } as const;

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
    .values([
      coupon(EDGE_COUPONS.inverted, at(1), at(-1)),
      coupon(EDGE_COUPONS.laterInverted, at(2), at(1)),
    ])
    .onConflictDoNothing();
}
