import { PlatformApp, V3_CLIENT_ID, V3_SITE_ID } from '@headless/contract';
import type { Db } from '../db/client';
import { installedApps, oauthClients, sites } from '../db/schema/core';
import { DEMO_OWNER_ID, DEMO_REDIRECT_URIS } from './core';
import { seedEcom } from './ecom';
import { seedStores } from './stores';

/**
 * The seed's second site, on Catalog V3 (the demo site stays on V1): the same catalog (options,
 * variants with their own prices and stock, media, a collection) and the same discounts and
 * coupons, under its own ids and its own OAuth client, so every store example runs on either wire.
 * Safe to run twice.
 */
export async function seedV3Site(db: Db, now: Date): Promise<string> {
  const siteId = V3_SITE_ID;
  const site = { id: siteId, name: 'Catalog V3 demo site', ownerId: DEMO_OWNER_ID };
  await db
    .insert(sites)
    .values({ ...site, catalogVersion: 'V3_CATALOG' })
    .onConflictDoNothing();
  await db
    .insert(oauthClients)
    .values({
      id: V3_CLIENT_ID,
      siteId,
      name: 'Catalog V3 client',
      allowedRedirectUris: DEMO_REDIRECT_URIS,
    })
    .onConflictDoNothing();
  await db
    .insert(installedApps)
    .values(PlatformApp.map((app) => ({ siteId, app })))
    .onConflictDoNothing();
  await seedStores(db, siteId, now);
  await seedEcom(db, siteId, now);
  return siteId;
}
