import {
  CreateEventStaffRequest,
  EventOnlyParams,
  EventStaffParams,
  EventStaffResponse,
  UpdateEventStaffRequest,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { requireOwner } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { createStaff, deleteStaff, updateStaff } from './store';

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

  routeWithAliases(app, {
    method: 'POST',
    paths: [BASE],
    schema: {
      params: EventOnlyParams,
      body: CreateEventStaffRequest,
      response: { 200: EventStaffResponse },
    },
    handler: async (request) => ({
      staff: await createStaff(app.db, request.caller, request.params.eventId, request.body.staff),
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
      staff: await updateStaff(app.db, request.caller, request.params, request.body.staff),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [`${BASE}/:staffId`],
    schema: { params: EventStaffParams, response: { 200: z.object({}) } },
    handler: async (request) => {
      await deleteStaff(app.db, request.caller, request.params);
      return {};
    },
  });
}
