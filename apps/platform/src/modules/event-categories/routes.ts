import {
  AssignEventsRequest,
  CategoryEventParams,
  CategoryParams,
  CategoryResponse,
  CreateCategoryRequest,
  ListEventCategoriesResponse,
  QueryEventCategoriesRequest,
  QueryEventCategoriesResponse,
  UnassignEventsQuery,
  UpdateCategoryRequest,
} from '@headless/contract';
import { z } from 'zod';
import { guardApp } from '../../http/require-app';
import { ownerScope } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import {
  assignEvents,
  createCategory,
  deleteCategory,
  listEventCategories,
  queryCategories,
  unassignEvents,
  updateCategory,
} from './store';

const BASE = '/events/v1/categories';
const Empty = z.object({});

/**
 * Categories (docs/protocol.md §2.5): anyone queries the site's categories and lists an event's;
 * the owner creates, renames, deletes, and assigns events to them. `query` is a literal segment
 * beside `{eventId}` and `{categoryId}`: the router prefers it.
 */
export default async function eventCategoryRoutes(app: App): Promise<void> {
  guardApp(app, 'events');
  app.post(`${BASE}/query`, {
    schema: { body: QueryEventCategoriesRequest, response: { 200: QueryEventCategoriesResponse } },
    handler: (request) => queryCategories(app.db, request.caller, request.body),
  });
  app.get(`${BASE}/:eventId`, {
    schema: { params: CategoryEventParams, response: { 200: ListEventCategoriesResponse } },
    handler: (request) => listEventCategories(app.db, request.caller, request.params.eventId),
  });
  await ownerScope(app, (owner) => {
    owner.post(BASE, {
      schema: { body: CreateCategoryRequest, response: { 200: CategoryResponse } },
      handler: async (request) => ({
        category: await createCategory(owner.db, request.caller, request.body.category),
      }),
    });
    owner.patch(`${BASE}/:categoryId`, {
      schema: {
        params: CategoryParams,
        body: UpdateCategoryRequest,
        response: { 200: CategoryResponse },
      },
      handler: async (request) => ({
        category: await updateCategory(
          owner.db,
          request.caller,
          request.params.categoryId,
          request.body.category,
        ),
      }),
    });
    owner.delete(`${BASE}/:categoryId`, {
      schema: { params: CategoryParams, response: { 200: Empty } },
      handler: async (request) => {
        await deleteCategory(owner.db, request.caller, request.params.categoryId);
        return {};
      },
    });
    owner.post(`${BASE}/:categoryId/events`, {
      schema: { params: CategoryParams, body: AssignEventsRequest, response: { 200: Empty } },
      handler: async (request) => {
        const { categoryId } = request.params;
        await assignEvents(owner.db, request.caller, categoryId, request.body.eventId);
        return {};
      },
    });
    owner.delete(`${BASE}/:categoryId/events`, {
      schema: {
        params: CategoryParams,
        querystring: UnassignEventsQuery,
        response: { 200: Empty },
      },
      handler: async (request) => {
        const { categoryId } = request.params;
        await unassignEvents(owner.db, request.caller, categoryId, request.query.eventId);
        return {};
      },
    });
  });
}
