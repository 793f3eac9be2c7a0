import 'server-only';
import type { CatalogVersion } from '@headless/sdk/stores';
import { readEnv } from '../env';
import type { PlatformClient } from '../platform/clients';

/**
 * A site is on one catalog for good (docs/protocol.md §2.3), so its answer is kept per platform
 * and client id for this process; STORES_NOT_INSTALLED is not kept: the app may be installed.
 */
const known = new Map<string, 'V1_CATALOG' | 'V3_CATALOG'>();

/** Asks the site's catalog version first, as the platform tells apps to. */
export async function catalogVersionOf(client: PlatformClient): Promise<CatalogVersion> {
  const env = readEnv();
  const key = `${env.apiBaseUrl} ${env.clientId}`;
  const cached = known.get(key);
  if (cached) return cached;
  const { catalogVersion } = await client.catalogVersioning.getCatalogVersion();
  if (catalogVersion !== 'STORES_NOT_INSTALLED') known.set(key, catalogVersion);
  return catalogVersion;
}
