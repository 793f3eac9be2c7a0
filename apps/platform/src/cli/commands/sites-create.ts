import { randomUUID } from 'node:crypto';
import { PlatformApp, type StoredCatalogVersion } from '@headless/contract';
import { installedApps, oauthClients, sites } from '../../db/schema/core';
import { DEMO_REDIRECT_URIS } from '../../seed/core';
import { UsageError, type CommandContext } from '../types';

const CATALOGS: Record<string, StoredCatalogVersion> = { v1: 'V1_CATALOG', v3: 'V3_CATALOG' };

/**
 * `sites create [--name <name>] [--catalog v1|v3]`: an empty site on the catalog version it keeps
 * for good (V3, as the real platform creates stores today, unless told), every app installed and
 * one OAuth client; prints the site id and the client id.
 */
export async function sitesCreate({ db, io, options }: CommandContext): Promise<void> {
  const catalogVersion = CATALOGS[options.catalog ?? 'v3'];
  if (!catalogVersion) throw new UsageError('Say `--catalog v1` or `--catalog v3`.');
  const siteId = randomUUID();
  const clientId = randomUUID();
  await db.transaction(async (tx) => {
    const name = options.name ?? 'New site';
    await tx.insert(sites).values({ id: siteId, name, ownerId: randomUUID(), catalogVersion });
    await tx.insert(oauthClients).values({
      id: clientId,
      siteId,
      name: 'Headless client',
      allowedRedirectUris: DEMO_REDIRECT_URIS,
    });
    await tx.insert(installedApps).values(PlatformApp.map((app) => ({ siteId, app })));
  });
  io.out(`Site ${siteId} (${catalogVersion}), client id ${clientId}`);
}
