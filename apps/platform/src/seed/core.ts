import { DEMO_SITE_ID, PlatformApp, SAMPLE_CLIENT_ID } from '@headless/contract';
import type { Db } from '../db/client';
import { installedApps, oauthClients, sites } from '../db/schema/core';

/** The demo site's owner; any fixed id works, tokens carry it as `siteOwnerId`. */
export const DEMO_OWNER_ID = '0d3c5a8e-1f2b-4c6d-8e9f-a1b2c3d4e5f6';

/** `*` as a port takes any: storefronts on any loopback port (e2e runs on 3300) get logins back. */
export const DEMO_REDIRECT_URIS = [
  'http://localhost:3000/*',
  'http://127.0.0.1:3000/*',
  'http://localhost:*/*',
  'http://127.0.0.1:*/*',
];

/** The demo site, its sample OAuth client and every app installed; safe to run twice. */
export async function seedCore(db: Db): Promise<string> {
  await db
    .insert(sites)
    .values({ id: DEMO_SITE_ID, name: 'Demo site', premium: false, ownerId: DEMO_OWNER_ID })
    .onConflictDoNothing();
  await db
    .insert(oauthClients)
    .values({
      id: SAMPLE_CLIENT_ID,
      siteId: DEMO_SITE_ID,
      name: 'Sample client',
      allowedRedirectUris: DEMO_REDIRECT_URIS,
    })
    .onConflictDoNothing();
  await db
    .insert(installedApps)
    .values(PlatformApp.map((app) => ({ siteId: DEMO_SITE_ID, app })))
    .onConflictDoNothing();
  return DEMO_SITE_ID;
}
