import { PlatformErrorCode, type StoredCatalogVersion } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import { cachesFor } from '../../cache/registry';
import type { Synced } from '../../cache/site-cache';
import type { Db } from '../../db/client';
import { installedApps, oauthClients, sites } from '../../db/schema/core';
import { invalid } from '../../kernel/errors';

export interface ClientWithSite {
  clientId: string;
  siteId: string;
  siteOwnerId: string;
}

export async function lookupClient(
  db: Db,
  clientId: string,
  siteId?: string,
): Promise<ClientWithSite | undefined> {
  const [row] = await db
    .select({ clientId: oauthClients.id, siteId: sites.id, siteOwnerId: sites.ownerId })
    .from(oauthClients)
    .innerJoin(sites, eq(sites.id, oauthClients.siteId))
    .where(
      siteId
        ? and(eq(oauthClients.id, clientId), eq(sites.id, siteId))
        : eq(oauthClients.id, clientId),
    );
  return row;
}

/** The site's installed apps as one column, so auth reads them in the client lookup itself. */
export const siteAppsColumn = sql<
  string[]
>`coalesce((select array_agg(${installedApps.app}::text) from ${installedApps} where ${installedApps.siteId} = ${sites.id}), '{}'::text[])`;

type ClientWithApps = ClientWithSite & {
  installedApps: string[];
  catalogVersion: StoredCatalogVersion;
};

/**
 * `lookupClient` for a token's client and site, plus the site's installed apps. Every
 * authenticated call asks, so it comes from the instance's cache (current as of the call: see
 * cache/sync.ts), else from one query.
 */
export function lookupClientWithApps(
  db: Db,
  clientId: string,
  siteId: string,
  synced?: Synced,
): Promise<ClientWithApps | undefined> {
  const load = () => readClientWithApps(db, clientId, siteId);
  return cachesFor(db).clients.get(siteId, `${clientId}|${siteId}`, load, synced);
}

async function readClientWithApps(
  db: Db,
  clientId: string,
  siteId: string,
): Promise<ClientWithApps | undefined> {
  const [row] = await db
    .select({
      clientId: oauthClients.id,
      siteId: sites.id,
      siteOwnerId: sites.ownerId,
      installedApps: siteAppsColumn,
      catalogVersion: sites.catalogVersion,
    })
    .from(oauthClients)
    .innerJoin(sites, eq(sites.id, oauthClients.siteId))
    .where(and(eq(oauthClients.id, clientId), eq(sites.id, siteId)));
  return row;
}

export async function requireClient(db: Db, clientId: string | undefined): Promise<ClientWithSite> {
  const client = clientId ? await lookupClient(db, clientId) : undefined;
  if (!client) {
    throw invalid(PlatformErrorCode.invalidClientId, `Unknown client id ${clientId ?? ''}`.trim(), {
      clientId: clientId ?? null,
    });
  }
  return client;
}
