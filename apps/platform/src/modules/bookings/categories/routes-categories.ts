import {
  CategoryIdParams,
  CategoryV1Response,
  CategoryV2Response,
  CreateCategoryV1Request,
  CreateCategoryV2Request,
  DeleteCategoryV1Query,
  DeleteCategoryV1Response,
  UpdateCategoryV1Request,
  UpdateCategoryV2Request,
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
import { createCategory, deleteCategory, updateCategory } from './category-writes';
import { z } from 'zod';

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

/** The owner's writes (in the owner's scope): V2's create, update and delete, and V1's create. */
export function categoryWriteRoutes(app: App): void {
  routeWithAliases(app, {
    ...postOn(categoryPaths(), CreateCategoryV2Request, CategoryV2Response),
    handler: async ({ caller, body }) => ({
      category: await createCategory(app.db, caller, body.category),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: categoryPaths('/:categoryId'),
    schema: {
      params: CategoryIdParams,
      body: UpdateCategoryV2Request,
      response: { 200: CategoryV2Response },
    },
    handler: async ({ caller, params, body }) => ({
      category: await updateCategory(app.db, caller, params.categoryId, body.category),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: categoryPaths('/:categoryId'),
    schema: { params: CategoryIdParams, response: { 200: z.object({}) } },
    handler: async ({ caller, params }) => {
      await deleteCategory(app.db, caller, params.categoryId);
      return {};
    },
  });
  // Categories V1 (deprecated): the same create and update, answered in V1's `{id, name}`, and
  // delete.
  routeWithAliases(app, {
    ...postOn(categoryV1Paths(), CreateCategoryV1Request, CategoryV1Response),
    handler: async ({ caller, body }) => {
      const { id, name } = await createCategory(app.db, caller, body.category);
      return { category: { id, name } };
    },
  });
  routeWithAliases(app, {
    method: 'PUT',
    paths: categoryV1Paths('/:categoryId'),
    schema: {
      params: CategoryIdParams,
      body: UpdateCategoryV1Request,
      response: { 200: CategoryV1Response },
    },
    handler: async ({ caller, params, body }) => {
      const { id, name } = await updateCategory(app.db, caller, params.categoryId, body.category);
      return { category: { id, name } };
    },
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: categoryV1Paths('/:categoryId'),
    schema: {
      params: CategoryIdParams,
      querystring: DeleteCategoryV1Query,
      response: { 200: DeleteCategoryV1Response },
    },
    handler: async ({ caller, params, query }) => {
      const deleteServices = query.deleteServices === 'true';
      await deleteCategory(app.db, caller, params.categoryId, { deleteServices });
      return { id: params.categoryId };
    },
  });
}
