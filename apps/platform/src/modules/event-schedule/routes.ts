import {
  AddScheduleItemRequest,
  BookmarkRequest,
  DeleteScheduleItemsQuery,
  GetScheduleItemQuery,
  GetScheduleItemResponse,
  ListBookmarksResponse,
  ListScheduleItemsQuery,
  ListScheduleItemsResponse,
  QueryScheduleItemsRequest,
  QueryScheduleItemsResponse,
  RescheduleDraftRequest,
  ScheduleEventRequest,
  ScheduleItemIdParams,
  ScheduleItemResponse,
  UpdateScheduleItemRequest,
} from '@headless/contract';
import { z } from 'zod';
import { guardApp } from '../../http/require-app';
import { ownerScope } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { createBookmark, deleteBookmark, listBookmarks } from './bookmarks';
import { getScheduleItem, listScheduleItems, queryScheduleItems } from './reads';
import {
  addScheduleItem,
  deleteScheduleItems,
  discardDraft,
  publishDraft,
  rescheduleDraft,
  updateScheduleItem,
} from './writes';

const BASE = '/events/v1/schedule';
const Empty = z.object({});

/**
 * An event's schedule (docs/protocol.md §2.5): guests read the published items, members bookmark
 * them; the owner edits a draft schedule and publishes it. `query`, `bookmarks`, `draft` and
 * `publish` are literal segments beside `{itemId}`, as `draft/reschedule` is beside
 * `draft/{itemId}`: the router prefers them.
 */
export default async function eventScheduleRoutes(app: App): Promise<void> {
  guardApp(app, 'events');
  app.get(BASE, {
    schema: { querystring: ListScheduleItemsQuery, response: { 200: ListScheduleItemsResponse } },
    handler: (request) => listScheduleItems(app.db, request.caller, request.query),
  });
  app.post(`${BASE}/query`, {
    schema: { body: QueryScheduleItemsRequest, response: { 200: QueryScheduleItemsResponse } },
    handler: (request) => queryScheduleItems(app.db, request.caller, request.body),
  });
  app.get(`${BASE}/:itemId`, {
    schema: {
      params: ScheduleItemIdParams,
      querystring: GetScheduleItemQuery,
      response: { 200: GetScheduleItemResponse },
    },
    handler: (request) =>
      getScheduleItem(app.db, request.caller, request.params.itemId, request.query),
  });
  bookmarkRoutes(app);
  await ownerScope(app, draftRoutes);
}

function bookmarkRoutes(app: App): void {
  app.get(`${BASE}/bookmarks`, {
    schema: { querystring: BookmarkRequest, response: { 200: ListBookmarksResponse } },
    handler: (request) => listBookmarks(app.db, request.caller, request.query.eventId),
  });
  app.post(`${BASE}/:itemId/bookmark`, {
    schema: { params: ScheduleItemIdParams, body: BookmarkRequest, response: { 200: Empty } },
    handler: async (request) => {
      await createBookmark(app.db, request.caller, request.params.itemId, request.body.eventId);
      return {};
    },
  });
  app.delete(`${BASE}/:itemId/bookmark`, {
    schema: {
      params: ScheduleItemIdParams,
      querystring: BookmarkRequest,
      response: { 200: Empty },
    },
    handler: async (request) => {
      await deleteBookmark(app.db, request.caller, request.params.itemId, request.query.eventId);
      return {};
    },
  });
}

function draftRoutes(owner: App): void {
  owner.post(`${BASE}/draft`, {
    schema: { body: AddScheduleItemRequest, response: { 200: ScheduleItemResponse } },
    handler: async (request) => ({
      item: await addScheduleItem(owner.db, request.caller, request.body),
    }),
  });
  owner.patch(`${BASE}/draft/:itemId`, {
    schema: {
      params: ScheduleItemIdParams,
      body: UpdateScheduleItemRequest,
      response: { 200: ScheduleItemResponse },
    },
    handler: async (request) => ({
      item: await updateScheduleItem(owner.db, request.caller, request.params.itemId, request.body),
    }),
  });
  owner.post(`${BASE}/draft/reschedule`, {
    schema: { body: RescheduleDraftRequest, response: { 200: Empty } },
    handler: async (request) => {
      await rescheduleDraft(owner.db, request.caller, request.body);
      return {};
    },
  });
  owner.delete(`${BASE}/draft/items`, {
    schema: { querystring: DeleteScheduleItemsQuery, response: { 200: Empty } },
    handler: async (request) => {
      const { eventId, itemIds } = request.query;
      await deleteScheduleItems(owner.db, request.caller, eventId, itemIds);
      return {};
    },
  });
  owner.delete(`${BASE}/draft`, {
    schema: { querystring: ScheduleEventRequest, response: { 200: Empty } },
    handler: async (request) => {
      await discardDraft(owner.db, request.caller, request.query.eventId);
      return {};
    },
  });
  owner.post(`${BASE}/publish`, {
    schema: { body: ScheduleEventRequest, response: { 200: Empty } },
    handler: async (request) => {
      await publishDraft(owner.db, request.caller, request.body.eventId);
      return {};
    },
  });
}
