import type { Collection } from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';

export type { Collection };

/** The fields a collections query may filter on (`numberOfProducts` and `slug` sort too). */
export type CollectionField = 'id' | 'name' | 'slug' | 'visible' | 'numberOfProducts';

/**
 * Catalog V1 collections, visitor-facing, on the paths the official SDK's `collections` module
 * sends (`/v2/collections/...`; docs/protocol.md §2.3). A Catalog V3 site answers 428: its
 * categories are the same rows, read through `categories`.
 */
export interface CollectionsApi {
  /** `GET /v2/collections/query?.r=…` (POST when long) → `{ collections, metadata }`. */
  queryCollections(): QueryBuilder<Collection, CollectionField>;
  /** `GET /v2/collections/{id}` → `{ collection }`; 404 `COLLECTION_NOT_FOUND`. */
  getCollection(id: string): Promise<{ collection: Collection }>;
  /** `GET /v2/collections/slug/{slug}` → `{ collection }`; 404 `COLLECTION_NOT_FOUND`. */
  getCollectionBySlug(slug: string): Promise<{ collection: Collection }>;
}

const PATH = '/v2/collections';

export const collections: SdkModule<CollectionsApi> = {
  create: (ctx) => ({
    queryCollections: () =>
      new QueryBuilder<Collection, CollectionField>(ctx, {
        path: `${PATH}/query`,
        resultKey: 'collections',
        metadataKey: 'metadata',
        dotR: true,
        fromWire: (wire: Collection) => wire,
      }),
    getCollection: (id) =>
      ctx.request<{ collection: Collection }>({
        method: 'GET',
        path: `${PATH}/{id}`,
        pathParams: { id },
      }),
    getCollectionBySlug: (slug) =>
      ctx.request<{ collection: Collection }>({
        method: 'GET',
        path: `${PATH}/slug/{slug}`,
        pathParams: { slug },
      }),
  }),
};
