import {
  CreateEventStaffRequest,
  EventOnlyParams,
  EventStaffParams,
  EventStaffResponse,
  UpdateEventStaffRequest,
} from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { requireOwner } from '../../http/require-owner';
import { identityOf } from '../../outbox/record';
import { createStaff, deleteStaff, updateStaff, type EventCaller } from './store';

const BASE = '/events/v1/events/:eventId/staff';

/**
 * An event's staff (owner only, local-only: the Events API publishes no staff calls). Each
 * create, update and delete records `wix.events.v1.staff_*`.
 */
export default async function eventStaffRoutes(app: App): Promise<void> {
  // Owner first, so a visitor learns nothing from validation (403 before 400).
  app.addHook('preValidation', async (request) => {
    requireOwner(request);
    await requireApp(request, 'events');
  });
  const caller = (request: FastifyRequest): EventCaller => ({
    siteId: request.auth.siteId,
    identity: identityOf(request.auth),
    now: app.clock.now(),
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: [BASE],
    schema: {
      params: EventOnlyParams,
      body: CreateEventStaffRequest,
      response: { 200: EventStaffResponse },
    },
    handler: async (request) => ({
      staff: await createStaff(app.db, caller(request), request.params.eventId, request.body.staff),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${BASE}/:staffId`],
    schema: {
      params: EventStaffParams,
      body: UpdateEventStaffRequest,
      response: { 200: EventStaffResponse },
    },
    handler: async (request) => ({
      staff: await updateStaff(app.db, caller(request), request.params, request.body.staff),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [`${BASE}/:staffId`],
    schema: { params: EventStaffParams, response: { 200: z.object({}) } },
    handler: async (request) => {
      await deleteStaff(app.db, caller(request), request.params);
      return {};
    },
  });
}
