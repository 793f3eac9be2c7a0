import { z } from 'zod';

/**
 * Catalog versioning (docs/protocol.md §2.3): a site is on one catalog version for good; the
 * stored one is V1 or V3, and the wire adds STORES_NOT_INSTALLED for a site without Stores.
 */
export const StoredCatalogVersion = z.enum(['V1_CATALOG', 'V3_CATALOG']);
export type StoredCatalogVersion = z.infer<typeof StoredCatalogVersion>;

export const CatalogVersion = z.enum([...StoredCatalogVersion.options, 'STORES_NOT_INSTALLED']);
export type CatalogVersion = z.infer<typeof CatalogVersion>;

export const GetCatalogVersionResponse = z.object({ catalogVersion: CatalogVersion });
export type GetCatalogVersionResponse = z.infer<typeof GetCatalogVersionResponse>;
