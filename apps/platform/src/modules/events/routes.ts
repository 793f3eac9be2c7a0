import {
  CategoryIdParams,
  CountEventsByStatusRequest,
  CountEventsByStatusResponse,
  EventIdParams,
  EventResponse,
  EventSlugParams,
  GetEventFormResponse,
  GetEventQuery,
  ListByCategoryQuery,
  ListEventsByCategoryResponse,
  QueryEventsRequest,
  QueryEventsResponse,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { ownerOnly, ownerScope } from '../../http/require-owner';
import { eventPaths } from './paths';
import { eventWriteRoutes } from './writes/routes-writes';
import { countEventsByStatus, getEvent, listEventsByCategory, queryEvents } from './service';
import { eventReply } from './reader';
import { discardFormDraft, publishFormDraft } from './form-draft';

/**
 * Events v3, and Forms' Get Form: the event's registration form (docs/protocol.md §2.5); the
 * owner's Discard Draft and Publish Draft beside it.
 */
export default async function eventsRoutes(app: App): Promise<void> {
  guardApp(app, 'events');

  routeWithAliases(app, {
    method: 'POST',
    paths: eventPaths('/query'),
    schema: { body: QueryEventsRequest, response: { 200: QueryEventsResponse } },
    handler: (request) => queryEvents(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: eventPaths('/count-by-status'),
    schema: { body: CountEventsByStatusRequest, response: { 200: CountEventsByStatusResponse } },
    handler: (request) => countEventsByStatus(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: eventPaths('/:eventId'),
    schema: { params: EventIdParams, querystring: GetEventQuery, response: { 200: EventResponse } },
    handler: (request) =>
      eventReply(app, request, { id: request.params.eventId }, request.query.fields),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: eventPaths('/slug/:slug'),
    schema: {
      params: EventSlugParams,
      querystring: GetEventQuery,
      response: { 200: EventResponse },
    },
    handler: (request) =>
      eventReply(app, request, { slug: request.params.slug }, request.query.fields),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: eventPaths('/category/:categoryId'),
    schema: {
      params: CategoryIdParams,
      querystring: ListByCategoryQuery,
      response: { 200: ListEventsByCategoryResponse },
    },
    handler: (request) =>
      listEventsByCategory(app.db, request.caller, request.params.categoryId, {
        fields: request.query.fields,
        limit: request.query['paging.limit'],
        offset: request.query['paging.offset'],
      }),
  });
  app.get('/events/v1/events/:eventId/form', {
    schema: { params: EventIdParams, response: { 200: GetEventFormResponse } },
    handler: async (request) => {
      const { form } = await getEvent(app.db, request.caller, { id: request.params.eventId }, [
        'FORM',
      ]);
      return { form: form!, draftForm: form! };
    },
  });
  app.delete('/events/v1/events/:eventId/form', {
    preValidation: ownerOnly,
    schema: { params: EventIdParams, response: { 200: z.object({}) } },
    handler: (request) => discardFormDraft(app.db, request.caller, request.params.eventId),
  });
  app.post('/events/v1/events/:eventId/form/publish', {
    preValidation: ownerOnly,
    schema: { params: EventIdParams, response: { 200: GetEventFormResponse.pick({ form: true }) } },
    handler: (request) => publishFormDraft(app.db, request.caller, request.params.eventId),
  });
  await ownerScope(app, eventWriteRoutes);
}
