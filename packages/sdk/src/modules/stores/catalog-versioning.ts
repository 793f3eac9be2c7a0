import type { CatalogVersion } from '@headless/contract';
import type { SdkModule } from '../../core/module';

export type { CatalogVersion };

export interface CatalogVersioningApi {
  /**
   * `GET /stores/v3/provision/version` → `{ catalogVersion }`: `V1_CATALOG`, `V3_CATALOG` or
   * `STORES_NOT_INSTALLED`. A site is on one catalog for good; ask first, then call the matching
   * API (docs/protocol.md §2.3): the other one answers 428 `CATALOG_VERSION_MISMATCH`.
   */
  getCatalogVersion(): Promise<{ catalogVersion: CatalogVersion }>;
}

export const catalogVersioning: SdkModule<CatalogVersioningApi> = {
  create: (ctx) => ({
    getCatalogVersion: () =>
      ctx.request<{ catalogVersion: CatalogVersion }>({
        method: 'GET',
        path: '/stores/v3/provision/version',
      }),
  }),
};
