import {
  CatalogErrorCode,
  type CatalogVersion,
  type StoredCatalogVersion,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sites } from '../../db/schema/core';
import type { Db } from '../../db/client';
import type { App } from '../../kernel/app-type';
import { precondition } from '../../kernel/errors';

/** The site's catalog version: read by the auth hook with the caller, else asked here. */
export async function siteCatalogVersion(request: FastifyRequest): Promise<StoredCatalogVersion> {
  const { siteId, catalogVersion } = request.auth;
  if (catalogVersion) return catalogVersion;
  const [row] = await request.server.db
    .select({ catalogVersion: sites.catalogVersion })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row?.catalogVersion ?? 'V1_CATALOG';
}

/** What getCatalogVersion answers: the stored version, or STORES_NOT_INSTALLED without Stores. */
export async function answeredCatalogVersion(request: FastifyRequest): Promise<CatalogVersion> {
  const installed = request.auth.installedApps;
  if (installed && !installed.includes('stores')) return 'STORES_NOT_INSTALLED';
  return siteCatalogVersion(request);
}

const API_NAME: Record<StoredCatalogVersion, string> = {
  V1_CATALOG: 'Catalog V1',
  V3_CATALOG: 'Catalog V3',
};

/**
 * Every route of `app` is one catalog wire: on a site of the other version it answers 428
 * CATALOG_VERSION_MISMATCH. The platform's docs tell apps to call getCatalogVersion first and name
 * no error for the other case, so the message says what to do (docs/protocol.md §2.3).
 */
export function guardCatalogVersion(app: App, wire: StoredCatalogVersion): void {
  app.addHook('preValidation', async (request) => {
    const site = await siteCatalogVersion(request);
    if (site === wire) return;
    throw precondition(
      CatalogErrorCode.catalogVersionMismatch,
      `This site is on ${API_NAME[site]}: this ${API_NAME[wire]} API does not serve it. ` +
        'Call getCatalogVersion (GET /stores/v3/provision/version) and use the matching API.',
      { siteCatalogVersion: site, apiCatalogVersion: wire },
    );
  });
}

/**
 * A site's catalog version where no request carries it (the cart resolves items for every caller
 * the same way). A site is on one version for good (the platform's Catalog Versioning docs; no
 * code path changes it), so the answer is kept for the life of the process.
 */
const versionOfSite = new Map<string, StoredCatalogVersion>();

export async function catalogVersionOfSite(db: Db, siteId: string): Promise<StoredCatalogVersion> {
  const known = versionOfSite.get(siteId);
  if (known) return known;
  const [row] = await db
    .select({ catalogVersion: sites.catalogVersion })
    .from(sites)
    .where(eq(sites.id, siteId));
  const version = row?.catalogVersion ?? 'V1_CATALOG';
  if (row) versionOfSite.set(siteId, version);
  return version;
}
