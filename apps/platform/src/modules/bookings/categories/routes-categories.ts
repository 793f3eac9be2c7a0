import {
  CategoryIdParams,
  CountCategoriesRequest,
  CountCategoriesResponse,
  GetCategoryResponse,
  ListCategoriesV1Query,
  ListCategoriesV1Response,
  QueryCategoriesV2Request,
  QueryCategoriesV2Response,
} from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { complexGetRoute } from '../../../http/complex-get';
import { categoryPaths, categoryV1Paths } from '../paths';
import { postOn } from '../route-kit';
import {
  countCategories,
  getCategory,
  listCategoriesV1,
  queryCategoriesV2,
} from './category-reads';

/** Reads of service categories, v2 and the deprecated v1 list, for every caller of the site. */
export function categoryReadRoutes(app: App): void {
  complexGetRoute(app, {
    paths: categoryPaths('/query'),
    request: QueryCategoriesV2Request,
    response: QueryCategoriesV2Response,
    handler: ({ caller }, input) => queryCategoriesV2(app.db, caller.siteId, input.query),
  });
  routeWithAliases(app, {
    ...postOn(categoryPaths('/count'), CountCategoriesRequest, CountCategoriesResponse),
    handler: ({ caller, body }) => countCategories(app.db, caller.siteId, body.filter),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: categoryPaths('/:categoryId'),
    schema: { params: CategoryIdParams, response: { 200: GetCategoryResponse } },
    handler: async ({ caller, params }) => ({
      category: await getCategory(app.db, caller.siteId, params.categoryId),
    }),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: categoryV1Paths(),
    schema: { querystring: ListCategoriesV1Query, response: { 200: ListCategoriesV1Response } },
    handler: ({ caller, query }) => listCategoriesV1(app.db, caller.siteId, query.categoryIds),
  });
}
