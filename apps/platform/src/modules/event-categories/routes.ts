import {
  AssignEventsRequest,
  BulkAssignEventsRequest,
  BulkCategoriesResponse,
  BulkCreateCategoryRequest,
  BulkUnassignEventsQuery,
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
import { bulkAssignEvents, bulkCreateCategories, bulkUnassignEvents } from './bulk';

const BASE = '/events/v1/categories';
const BULK = '/events/v1/bulk/categories';
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
    bulkRoutes(owner);
  });
}

/** The owner's bulk calls: each item on its own, its result saying how it went. */
function bulkRoutes(owner: App): void {
  owner.post(`${BULK}/create`, {
    schema: { body: BulkCreateCategoryRequest, response: { 200: BulkCategoriesResponse } },
    handler: (request) => bulkCreateCategories(owner.db, request.caller, request.body.categories),
  });
  owner.post(`${BULK}/events`, {
    schema: { body: BulkAssignEventsRequest, response: { 200: BulkCategoriesResponse } },
    handler: ({ caller, body }) =>
      bulkAssignEvents(owner.db, caller, body.categoryId, body.eventId),
  });
  owner.delete(`${BULK}/events`, {
    schema: { querystring: BulkUnassignEventsQuery, response: { 200: BulkCategoriesResponse } },
    handler: ({ caller, query }) =>
      bulkUnassignEvents(owner.db, caller, query.categoryId, query.eventId ?? []),
  });
}
