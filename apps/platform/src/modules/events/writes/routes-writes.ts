import {
  ByFilterRequest,
  ByFilterResponse,
  CloneEventRequest,
  CreateEventRequest,
  DeleteEventResponse,
  EventIdBody,
  EventIdParams,
  EventResponse,
  UpdateEventRequest,
  type EventFieldset,
} from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import {
  bulkCancelByFilter,
  bulkDeleteByFilter,
  cancelEvent,
  deleteEvent,
  publishDraftEvent,
} from './lifecycle';
import { bulkEventPaths, eventPaths } from '../paths';
import { eventReply } from '../reader';
import { cloneEvent, createEvent, updateEvent } from './writes';
import { sameId } from '../../../http/same-id';

/** The event as it now is, with the field sets the caller asked for. */
const respond = (app: App, request: FastifyRequest, id: string, fields?: EventFieldset[]) =>
  eventReply(app, request, { id }, fields);

/** The owner's writes of events, as `ownerScope` guards them. */
export function eventWriteRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: eventPaths(),
    schema: { body: CreateEventRequest, response: { 200: EventResponse } },
    handler: async (request) => {
      const id = await createEvent(app.db, request.caller, request.body);
      return respond(app, request, id, request.body.fields);
    },
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: eventPaths('/:eventId/clone'),
    schema: { params: EventIdParams, body: CloneEventRequest, response: { 200: EventResponse } },
    handler: async (request) => {
      const { params, body } = request;
      sameId(params.eventId, body.eventId, 'eventId');
      const id = await cloneEvent(app.db, request.caller, params.eventId, body);
      return respond(app, request, id, body.fields);
    },
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: eventPaths('/:eventId'),
    schema: { params: EventIdParams, body: UpdateEventRequest, response: { 200: EventResponse } },
    handler: async (request) => {
      const { eventId } = request.params;
      sameId(eventId, request.body.event.id, 'event.id');
      const patch = { ...request.body.event, id: eventId };
      await updateEvent(app.db, request.caller, patch, request.body.mask);
      return respond(app, request, eventId, request.body.fields);
    },
  });
  lifecycleRoutes(app);
}

function lifecycleRoutes(app: App): void {
  const transitions = { publish: publishDraftEvent, cancel: cancelEvent } as const;
  for (const [action, run] of Object.entries(transitions)) {
    routeWithAliases(app, {
      method: 'POST',
      paths: eventPaths(`/:eventId/${action}`),
      schema: {
        params: EventIdParams,
        body: EventIdBody.optional(),
        response: { 200: EventResponse },
      },
      handler: async (request) => {
        const { eventId } = request.params;
        sameId(eventId, request.body?.eventId, 'eventId');
        await run(app.db, request.caller, eventId);
        return respond(app, request, eventId, request.body?.fields);
      },
    });
  }
  routeWithAliases(app, {
    method: 'DELETE',
    paths: eventPaths('/:eventId'),
    schema: { params: EventIdParams, response: { 200: DeleteEventResponse } },
    handler: async (request) => {
      await deleteEvent(app.db, request.caller, request.params.eventId);
      return { eventId: request.params.eventId };
    },
  });
  const bulk = { 'cancel-by-filter': bulkCancelByFilter, 'delete-by-filter': bulkDeleteByFilter };
  for (const [action, run] of Object.entries(bulk)) {
    routeWithAliases(app, {
      method: 'POST',
      paths: bulkEventPaths(`/${action}`),
      schema: { body: ByFilterRequest, response: { 200: ByFilterResponse } },
      handler: (request) => run(app.db, request.caller, request.body.filter),
    });
  }
}
