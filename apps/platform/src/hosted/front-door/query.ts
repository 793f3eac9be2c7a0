import { PlatformApp, type StoredCatalogVersion } from '@headless/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { installedApps, oauthClients, sites } from '../../db/schema/core';

export interface FrontDoorSite {
  id: string;
  name: string;
  premium: boolean;
  /** Which catalog wire the site answers (V1 or V3): a storefront picks its calls by it. */
  catalogVersion: StoredCatalogVersion;
  clients: { id: string; name: string }[];
  /** In the order of `PlatformApp`, as `apps list` prints them. */
  apps: PlatformApp[];
}

/** Every site with its OAuth clients and installed apps, oldest site first (as `sites list`). */
export async function frontDoorSites(db: Db): Promise<FrontDoorSite[]> {
  const [siteRows, clientRows, appRows] = await Promise.all([
    db.select().from(sites).orderBy(asc(sites.createdAt), asc(sites.id)),
    db
      .select({ id: oauthClients.id, name: oauthClients.name, siteId: oauthClients.siteId })
      .from(oauthClients)
      .orderBy(asc(oauthClients.createdAt), asc(oauthClients.id)),
    db.select({ siteId: installedApps.siteId, app: installedApps.app }).from(installedApps),
  ]);
  return siteRows.map((site) => {
    const installed = new Set(appRows.filter((a) => a.siteId === site.id).map((a) => a.app));
    return {
      id: site.id,
      name: site.name,
      premium: site.premium,
      catalogVersion: site.catalogVersion,
      clients: clientRows.filter((c) => c.siteId === site.id).map(({ id, name }) => ({ id, name })),
      apps: PlatformApp.filter((app) => installed.has(app)),
    };
  });
}
