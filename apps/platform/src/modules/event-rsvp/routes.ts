import {
  BulkUpdateRsvpRequest,
  BulkUpdateRsvpResponse,
  CheckInRsvpRequest,
  CreateRsvpRequest,
  DeleteRsvpCheckInQuery,
  DeleteRsvpQuery,
  DeleteRsvpsQuery,
  EventIdParams,
  GetRsvpQuery,
  ListRsvpsQuery,
  ListRsvpsResponse,
  QueryRsvpsRequest,
  QueryRsvpsResponse,
  RsvpIdParams,
  RsvpResponse,
  UpdateRsvpRequest,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { ownerScope } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { createRsvp } from './create';
import { deleteRsvps, getRsvp, listRsvps, queryRsvps } from './reads';
import { updateRsvp } from './update';
import { bulkUpdateRsvp } from './bulk-update-v1';
import { changeV1CheckIns } from './check-in-v1';
import { rsvpV2Routes } from './routes-v2';

/** Events v1 RSVP: visitors respond; the owner reads, lists, queries, updates and deletes. */
export default async function eventRsvpRoutes(app: App): Promise<void> {
  guardApp(app, 'events');

  routeWithAliases(app, {
    method: 'POST',
    paths: ['/events/v1/rsvp'],
    schema: { body: CreateRsvpRequest, response: { 200: RsvpResponse } },
    handler: async (request) => ({ rsvp: await createRsvp(app.db, request.caller, request.body) }),
  });
  await ownerScope(app, ownerRsvpRoutes);
  await app.register(rsvpV2Routes);
}

/** The owner's RSVP calls, as `ownerScope` guards them. */
function ownerRsvpRoutes(app: App): void {
  ownerRsvpReads(app);
  routeWithAliases(app, {
    method: 'PATCH',
    paths: ['/events/v1/rsvp'],
    schema: { body: BulkUpdateRsvpRequest, response: { 200: BulkUpdateRsvpResponse } },
    handler: (request) => bulkUpdateRsvp(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/events/v1/rsvp/check-in'],
    schema: { body: CheckInRsvpRequest, response: { 200: RsvpResponse } },
    handler: (request) => changeV1CheckIns(app.db, request.caller, request.body, true),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: ['/events/v1/rsvp/check-in'],
    schema: { querystring: DeleteRsvpCheckInQuery, response: { 200: RsvpResponse } },
    handler: (request) => changeV1CheckIns(app.db, request.caller, request.query, false),
  });
}

function ownerRsvpReads(app: App): void {
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/events/v1/rsvp'],
    schema: { querystring: ListRsvpsQuery, response: { 200: ListRsvpsResponse } },
    handler: (request) => listRsvps(app.db, request.caller.siteId, request.query),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/events/v1/rsvp/query'],
    schema: { body: QueryRsvpsRequest, response: { 200: QueryRsvpsResponse } },
    handler: (request) => queryRsvps(app.db, request.caller.siteId, request.body),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: ['/events/v1/rsvp'],
    schema: { querystring: DeleteRsvpQuery },
    handler: ({ caller, query }) => deleteRsvps(app.db, caller, query.eventId, query.rsvps),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: ['/events/v1/events/:eventId/rsvp'],
    schema: { params: EventIdParams, querystring: DeleteRsvpsQuery },
    handler: (request) =>
      deleteRsvps(app.db, request.caller, request.params.eventId, request.query.rsvpId),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/events/v1/rsvp/:rsvpId'],
    schema: { params: RsvpIdParams, querystring: GetRsvpQuery, response: { 200: RsvpResponse } },
    handler: async ({ caller, params, query }) => ({
      rsvp: await getRsvp(app.db, caller.siteId, params.rsvpId, query.eventId),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: ['/events/v1/rsvp/:rsvpId'],
    schema: { params: RsvpIdParams, body: UpdateRsvpRequest, response: { 200: RsvpResponse } },
    handler: async (request) => {
      const caller = request.caller;
      return { rsvp: await updateRsvp(app.db, caller, request.params.rsvpId, request.body) };
    },
  });
}
