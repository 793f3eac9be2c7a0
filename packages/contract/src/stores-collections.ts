import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { Timestamp } from './common';
import { CursorQuery, Filter, Paging } from './paging';
import { QueryRequest, StoresQueryMetadata } from './query';
import { jsonText, ProductMedia } from './stores';

/**
 * Catalog V1 collections, visitor-facing (docs/protocol.md §2.3): the SDK's reader paths
 * (`/v2/collections/...`) and the REST reference's (`/stores-reader/v1/collections/...`).
 */
export const Collection = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  slug: z.string().max(MAX_ID_LENGTH),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  visible: z.boolean(),
  /** The visible products in the collection. */
  numberOfProducts: z.number().int(),
  media: ProductMedia,
});
export type Collection = z.infer<typeof Collection>;

export const GetCollectionParams = z.object({ id: z.string().max(MAX_ID_LENGTH) });
export const GetCollectionBySlugParams = z.object({ slug: z.string().max(MAX_ID_LENGTH) });
export const GetCollectionResponse = z.object({ collection: Collection });
export type GetCollectionResponse = z.infer<typeof GetCollectionResponse>;

/** The SDK's query (`GET /v2/collections/query`, its POST fallback): filter and sort as objects. */
export const QueryCollectionsRequest = QueryRequest;
export type QueryCollectionsRequest = z.infer<typeof QueryCollectionsRequest>;
export const QueryCollectionsResponse = z.object({
  collections: z.array(Collection),
  metadata: StoresQueryMetadata,
});
export type QueryCollectionsResponse = z.infer<typeof QueryCollectionsResponse>;

/** The REST reference's query: `filter` and `sort` as JSON text, as its product query. */
export const ReferenceQueryCollectionsRequest = z.object({
  query: z
    .object({
      filter: jsonText(Filter).optional(),
      sort: jsonText(
        z
          .array(z.record(z.string().max(MAX_NAME_LENGTH), z.enum(['asc', 'desc'])))
          .max(MAX_LIST_ITEMS),
      ).optional(),
      paging: Paging.optional(),
    })
    .optional(),
  includeNumberOfProducts: z.boolean().optional(),
});
export type ReferenceQueryCollectionsRequest = z.infer<typeof ReferenceQueryCollectionsRequest>;
export const ReferenceQueryCollectionsResponse = z.object({
  collections: z.array(Collection),
  metadata: z.object({ items: z.number().int(), offset: z.number().int() }),
  totalResults: z.number().int(),
});
export type ReferenceQueryCollectionsResponse = z.infer<typeof ReferenceQueryCollectionsResponse>;

/**
 * The Categories API (`/categories/v1/categories`) over the same rows, as a Catalog V3 store's
 * storefront reads its categories. Only the Stores tree is kept (`@wix/stores`, no tree key).
 */
export const CategoryTreeReference = z.object({
  appNamespace: z.string().min(4).max(150),
  treeKey: z.string().min(1).max(44).nullish(),
});
export type CategoryTreeReference = z.infer<typeof CategoryTreeReference>;

export const StoreCategoryFields = z
  .array(z.enum(['BREADCRUMBS_INFO', 'DESCRIPTION', 'RICH_CONTENT_DESCRIPTION']))
  .max(MAX_LIST_ITEMS)
  .optional();

export const StoreCategory = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  revision: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  name: z.string().max(MAX_NAME_LENGTH),
  slug: z.string().max(MAX_ID_LENGTH),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  visible: z.boolean(),
  /** The visible items (products) in the category. */
  itemCounter: z.number().int(),
  image: z.string().max(MAX_TEXT_LENGTH).optional(),
  /** The path from the tree's root; empty: the Stores tree here is flat. */
  breadcrumbsInfo: z
    .object({
      breadcrumbs: z
        .array(
          z.object({
            categoryId: z.string().max(MAX_ID_LENGTH),
            categoryName: z.string().max(MAX_NAME_LENGTH),
            categorySlug: z.string().max(MAX_ID_LENGTH),
          }),
        )
        .max(MAX_LIST_ITEMS),
    })
    .optional(),
  treeReference: CategoryTreeReference,
});
export type StoreCategory = z.infer<typeof StoreCategory>;

export const QueryStoreCategoriesRequest = z.object({
  query: CursorQuery.optional(),
  treeReference: CategoryTreeReference,
  returnNonVisibleCategories: z.boolean().optional(),
  fields: StoreCategoryFields,
});
export type QueryStoreCategoriesRequest = z.infer<typeof QueryStoreCategoriesRequest>;

export const QueryStoreCategoriesResponse = z.object({
  categories: z.array(StoreCategory),
  pagingMetadata: z.object({
    count: z.number().int(),
    cursors: z.object({ next: z.string().optional(), prev: z.string().optional() }),
    hasNext: z.boolean(),
  }),
});
export type QueryStoreCategoriesResponse = z.infer<typeof QueryStoreCategoriesResponse>;

export const GetStoreCategoryParams = z.object({ categoryId: z.string().max(MAX_ID_LENGTH) });
/** The query string the SDK sends: `treeReference.appNamespace=…&fields=…`. */
export const GetStoreCategoryQuery = z.object({
  treeReference: CategoryTreeReference,
  fields: z.preprocess((v) => (typeof v === 'string' ? [v] : v), StoreCategoryFields),
});
export type GetStoreCategoryQuery = z.infer<typeof GetStoreCategoryQuery>;
export const GetStoreCategoryResponse = z.object({ category: StoreCategory });
export type GetStoreCategoryResponse = z.infer<typeof GetStoreCategoryResponse>;
