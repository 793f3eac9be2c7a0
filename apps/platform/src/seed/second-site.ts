import { randomUUID } from 'node:crypto';
import { PlatformApp } from '@headless/contract';
import type { Db } from '../db/client';
import { installedApps, oauthClients, sites } from '../db/schema/core';
import { systemClock } from '../kernel/clock';
import { seedBookings } from './bookings';
import { seedEvents } from './events';
import { seedPricingPlans } from './pricing-plans';
import { seedStores } from './stores';

export interface SecondSite {
  siteId: string;
  clientId: string;
}

/**
 * Another site beside the demo one, with its own OAuth client and every app installed; with
 * `withData` it gets the demo catalog too (under its own ids, laid out around `now`). Tests use it
 * to prove isolation.
 */
export async function createSecondSite(
  db: Db,
  { withData = false, now = systemClock().now() } = {},
): Promise<SecondSite> {
  const siteId = randomUUID();
  const clientId = randomUUID();
  await db.insert(sites).values({ id: siteId, name: 'Second site', ownerId: randomUUID() });
  await db.insert(oauthClients).values({ id: clientId, siteId, name: 'Second client' });
  await db.insert(installedApps).values(PlatformApp.map((app) => ({ siteId, app })));
  if (withData) {
    await seedBookings(db, siteId, now);
    await seedStores(db, siteId, now);
    await seedEvents(db, siteId, now);
    await seedPricingPlans(db, siteId, now);
  }
  return { siteId, clientId };
}
