import {
  GetStoreCategoryParams,
  GetStoreCategoryQuery,
  GetStoreCategoryResponse,
  QueryStoreCategoriesRequest,
  QueryStoreCategoriesResponse,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import { unflatten } from '../../http/flat-query';
import type { App } from '../../kernel/app-type';
import { getCategory, queryCategories } from './collections/categories';

/**
 * The Categories API's reads of a Catalog V3 store's tree (`treeReference.appNamespace`
 * `@wix/stores`), over the catalog's collections (collections/categories.ts). The documented
 * path first, then the path the SDK sends to a site's own host.
 */
const at = (suffix: string): [string, ...string[]] => [
  `/categories/v1/categories${suffix}`,
  `/_api/categories/v1/categories${suffix}`,
];

export function categoryReaderRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: at('/query'),
    schema: { body: QueryStoreCategoriesRequest, response: { 200: QueryStoreCategoriesResponse } },
    handler: (request) => queryCategories(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: at('/:categoryId'),
    schema: {
      params: GetStoreCategoryParams,
      querystring: GetStoreCategoryQuery,
      response: { 200: GetStoreCategoryResponse },
    },
    // The SDK sends the tree as dotted parameters: `treeReference.appNamespace=@wix/stores`.
    preValidation: async (request) => {
      const flat = request.query as Record<string, unknown>;
      request.query = unflatten(flat, GetStoreCategoryQuery) as typeof request.query;
    },
    handler: (request) =>
      getCategory(app.db, request.caller, request.params.categoryId, request.query),
  });
}
