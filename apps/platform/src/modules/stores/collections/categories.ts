import {
  CatalogErrorCode,
  type GetStoreCategoryQuery,
  type GetStoreCategoryResponse,
  type QueryStoreCategoriesRequest,
  type QueryStoreCategoriesResponse,
  type CategoryTreeReference,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { notFound, validationError } from '../../../kernel/errors';
import { queryDerived, column } from '../v3/derived-query';
import { categoryQuerySpec, collectionRows, type CollectionRow } from './rows';
import { categoryToWire } from './wire';

/**
 * The Categories API over the catalog's collections: a Catalog V3 store's categories are the
 * rows V1 calls collections, and a product's `allCategoriesInfo` lists the same ids.
 */
const STORES_TREE = '@wix/stores';

/** Only the Stores tree is here; it has no tree key (the platform's Categories docs). */
function assertStoresTree(tree: CategoryTreeReference, at: string): void {
  if (tree.appNamespace !== STORES_TREE) {
    throw validationError([
      {
        field: `${at}.appNamespace`,
        description: `must be "${STORES_TREE}": the only category tree this platform keeps`,
        violatedRule: 'INVALID_ENUM_VALUE',
      },
    ]);
  }
  if (tree.treeKey) {
    throw validationError([
      {
        field: `${at}.treeKey`,
        description: 'must be empty: a store has one category tree',
        violatedRule: 'FORMAT',
      },
    ]);
  }
}

export async function queryCategories(
  db: Db,
  caller: Caller,
  request: QueryStoreCategoriesRequest,
): Promise<QueryStoreCategoriesResponse> {
  assertStoresTree(request.treeReference, 'treeReference');
  const all = collectionRows(caller.siteId);
  const source = request.returnNonVisibleCategories
    ? all
    : sql`select * from (${all}) v where v.visible`;
  const { rows, pagingMetadata } = await queryDerived<CollectionRow>(
    db,
    source,
    categoryQuerySpec,
    request.query,
  );
  return {
    categories: rows.map((row) => categoryToWire(row, request.fields)),
    pagingMetadata,
  };
}

export async function getCategory(
  db: Db,
  caller: Caller,
  categoryId: string,
  { treeReference, fields }: GetStoreCategoryQuery,
): Promise<GetStoreCategoryResponse> {
  assertStoresTree(treeReference, 'treeReference');
  const { rows } = await db.execute<CollectionRow>(
    sql`select * from (${collectionRows(caller.siteId)}) d where ${column('id')} = ${categoryId}`,
  );
  if (!rows[0]) {
    throw notFound(CatalogErrorCode.categoryNotFound, `The store has no category ${categoryId}`, {
      categoryId,
    });
  }
  return { category: categoryToWire(rows[0], fields) };
}
