import { GetCatalogVersionResponse } from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { answeredCatalogVersion } from './catalog-version';

/**
 * Catalog versioning (docs/protocol.md §2.3): the documented path, then the SDK's default-host
 * one. Not guarded by the Stores app: a site without it answers STORES_NOT_INSTALLED.
 */
export default async function catalogVersioningRoutes(app: App): Promise<void> {
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/stores/v3/provision/version', '/_api/stores/v3/provision/version'],
    schema: { response: { 200: GetCatalogVersionResponse } },
    handler: async (request) => ({ catalogVersion: await answeredCatalogVersion(request) }),
  });
}
