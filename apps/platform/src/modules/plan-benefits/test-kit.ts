import { randomUUID } from 'node:crypto';
import { AppId, DEMO_SITE_ID } from '@headless/contract';
import type { Db } from '../../db/client';
import { pricingPlanBenefitItems, pricingPlanBenefits } from '../../db/schema/pricing-plans';
import { seedId } from '../../seed/seed-helpers';

export const LIST = '/pricing-plan-benefits/v3/plan-benefits/list-plans-by-item-identifier';
export const serviceId = (key: string) => seedId(DEMO_SITE_ID, `service:${key}`);

/** The item identifier of a seeded Bookings service. */
export const bookingsItem = (key: string) => ({
  externalId: serviceId(key),
  providerAppId: AppId.bookings,
});

/** Gives a plan of the demo site a benefit covering the items (unlimited without `credits`). */
export async function coverWith(
  db: Db,
  planId: string,
  items: { externalId: string; category?: string }[],
  options: { credits?: string; price?: string; providerAppId?: string } = {},
): Promise<string> {
  const [benefit] = await db
    .insert(pricingPlanBenefits)
    .values({
      siteId: DEMO_SITE_ID,
      planId,
      poolDefinitionId: randomUUID(),
      benefitKey: randomUUID(),
      providerAppId: options.providerAppId ?? AppId.bookings,
      displayName: 'Test benefit',
      price: options.price ?? (options.credits ? '1' : '0'),
      creditAmount: options.credits ?? null,
    })
    .returning();
  await db.insert(pricingPlanBenefitItems).values(
    items.map((i) => ({
      benefitId: benefit!.id,
      siteId: DEMO_SITE_ID,
      category: i.category ?? '',
      externalId: i.externalId,
    })),
  );
  return benefit!.id;
}
