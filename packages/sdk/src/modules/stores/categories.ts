import type { StoreCategory as StoreCategoryWire } from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export const storeCategoryTransform = defineTransform({ dates: ['createdDate', 'updatedDate'] });

/** A category of a Catalog V3 store's tree, as the SDK returns it (dates as `Date`). */
export type StoreCategory = Transformed<StoreCategoryWire, typeof storeCategoryTransform>;

/** The fields a categories query may filter on (`name`, `slug`, `itemCounter` and dates sort). */
export type StoreCategoryField =
  'id' | 'name' | 'slug' | 'visible' | 'itemCounter' | 'createdDate' | 'updatedDate';

/**
 * The Categories API's reads of the store's tree (`treeReference.appNamespace: '@wix/stores'`),
 * what a Catalog V3 storefront lists its categories with; a product's `allCategoriesInfo` names
 * the same ids. Visitors see the visible categories. A Catalog V1 site answers 428: its
 * collections are the same rows, read through `collections`.
 */
export interface CategoriesApi {
  /** `POST /categories/v1/categories/query` → `{ categories, pagingMetadata }` (cursor paging). */
  queryCategories(): QueryBuilder<StoreCategory, StoreCategoryField>;
  /** `GET /categories/v1/categories/{categoryId}` → `{ category }`; 404 `CATEGORY_NOT_FOUND`. */
  getCategory(categoryId: string): Promise<{ category: StoreCategory }>;
}

const PATH = '/categories/v1/categories';
const STORES_TREE = { appNamespace: '@wix/stores' };
const toCategory = (wire: StoreCategoryWire) => fromWire(storeCategoryTransform, wire);

export const categories: SdkModule<CategoriesApi> = {
  create: (ctx) => ({
    queryCategories: () =>
      new QueryBuilder<StoreCategory, StoreCategoryField>(ctx, {
        path: `${PATH}/query`,
        resultKey: 'categories',
        paging: 'cursor',
        extra: { treeReference: STORES_TREE },
        fromWire: toCategory,
      }),
    async getCategory(categoryId) {
      const { category } = await ctx.request<{ category: StoreCategoryWire }>({
        method: 'GET',
        path: `${PATH}/{categoryId}`,
        pathParams: { categoryId },
        data: { treeReference: STORES_TREE },
      });
      return { category: toCategory(category) };
    },
  }),
};
