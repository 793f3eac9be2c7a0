import type { CheckoutOptions } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sites } from '../../../db/schema/core';

/** Paid tickets need a premium site (as the hosted checkout does); coupons are the site's. */
export async function checkoutOptions(db: Db, siteId: string): Promise<CheckoutOptions> {
  const [site] = await db
    .select({ premium: sites.premium })
    .from(sites)
    .where(eq(sites.id, siteId));
  const premium = Boolean(site?.premium);
  return {
    paidTicketsAvailable: premium,
    acceptCoupons: true,
    premiumServices: premium,
    paymentMethodConfigured: premium,
    acceptGiftCards: false,
  };
}
