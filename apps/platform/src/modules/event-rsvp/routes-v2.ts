import {
  BulkDeleteRsvpsByFilterRequest,
  BulkDeleteRsvpsByFilterResponse,
  BulkUpdateRsvpsRequest,
  BulkUpdateRsvpsResponse,
  CancelRsvpGuestsCheckInRequest,
  CheckInRsvpGuestsRequest,
  CountRsvpsV2Request,
  CountRsvpsV2Response,
  CreateRsvpV2Request,
  ListCurrentRsvpsQuery,
  ListRsvpSummaryQuery,
  ListRsvpSummaryResponse,
  QueryRsvpsV2Request,
  RsvpsV2Page,
  RsvpV2IdParams,
  RsvpV2Response,
  SearchRsvpsRequest,
  UpdateRsvpV2Request,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import { ownerScope } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import {
  changeRsvpV2CheckIns,
  createRsvpV2,
  deleteRsvpV2,
  getRsvpV2,
  listCurrentRsvps,
  updateRsvpV2,
} from './rsvp-v2';
import { bulkDeleteRsvpsByFilter, bulkUpdateRsvps } from './rsvp-v2-bulk';
import { countRsvpsV2, listRsvpSummary, queryRsvpsV2, searchRsvps } from './rsvp-v2-reads';

/** The documented path, then the official SDK's under OAuth (docs/protocol.md §1.2). */
const paths = (rest = '') =>
  [`/events/v2/rsvps${rest}`, `/_api/events-rsvps/v2/rsvps${rest}`] as const;
const bulkPaths = (rest: string) =>
  [`/events/v2/bulk/rsvps${rest}`, `/_api/events-rsvps/v2/bulk/rsvps${rest}`] as const;

/** RSVP V2, the successor of RSVP v1: a visitor's RSVP, a member's own, the owner's calls. */
export async function rsvpV2Routes(app: App): Promise<void> {
  routeWithAliases(app, {
    method: 'POST',
    paths: paths(),
    schema: { body: CreateRsvpV2Request, response: { 200: RsvpV2Response } },
    handler: (request) => createRsvpV2(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: paths('/current'),
    schema: { querystring: ListCurrentRsvpsQuery, response: { 200: RsvpsV2Page } },
    handler: (request) =>
      listCurrentRsvps(
        app.db,
        request.caller,
        request.query.eventId,
        request.query['paging.limit'],
      ),
  });
  await ownerScope(app, ownerRsvpV2Reads);
  await ownerScope(app, ownerRsvpV2Writes);
}

/** Literal segments (`query`, `summaries`…) are declared beside `:rsvpId`; the router prefers them. */
function ownerRsvpV2Reads(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/query'),
    schema: { body: QueryRsvpsV2Request, response: { 200: RsvpsV2Page } },
    handler: (request) => queryRsvpsV2(app.db, request.caller.siteId, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/search'),
    schema: { body: SearchRsvpsRequest, response: { 200: RsvpsV2Page } },
    handler: (request) => searchRsvps(app.db, request.caller.siteId, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/count'),
    schema: { body: CountRsvpsV2Request, response: { 200: CountRsvpsV2Response } },
    handler: (request) => countRsvpsV2(app.db, request.caller.siteId, request.body.filter),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: paths('/summaries'),
    schema: { querystring: ListRsvpSummaryQuery, response: { 200: ListRsvpSummaryResponse } },
    handler: (request) => listRsvpSummary(app.db, request.caller.siteId, request.query.eventId),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: paths('/:rsvpId'),
    schema: { params: RsvpV2IdParams, response: { 200: RsvpV2Response } },
    handler: (request) => getRsvpV2(app.db, request.caller, request.params.rsvpId),
  });
}

function ownerRsvpV2Writes(app: App): void {
  routeWithAliases(app, {
    method: 'PATCH',
    paths: paths('/:rsvpId'),
    schema: {
      params: RsvpV2IdParams,
      body: UpdateRsvpV2Request,
      response: { 200: RsvpV2Response },
    },
    handler: ({ caller, params, body }) => {
      const { id: _id, ...fields } = body.rsvp;
      return updateRsvpV2(app.db, caller, params.rsvpId, fields);
    },
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: paths('/:rsvpId'),
    schema: { params: RsvpV2IdParams },
    handler: (request) => deleteRsvpV2(app.db, request.caller, request.params.rsvpId),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/:rsvpId/check-in'),
    schema: {
      params: RsvpV2IdParams,
      body: CheckInRsvpGuestsRequest,
      response: { 200: RsvpV2Response },
    },
    handler: ({ caller, params, body }) =>
      changeRsvpV2CheckIns(app.db, caller, params.rsvpId, body.guestIds, true),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/:rsvpId/cancel-check-in'),
    schema: {
      params: RsvpV2IdParams,
      body: CancelRsvpGuestsCheckInRequest,
      response: { 200: RsvpV2Response },
    },
    handler: ({ caller, params, body }) =>
      changeRsvpV2CheckIns(app.db, caller, params.rsvpId, body.guestIds, false),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: bulkPaths('/update'),
    schema: { body: BulkUpdateRsvpsRequest, response: { 200: BulkUpdateRsvpsResponse } },
    handler: (request) => bulkUpdateRsvps(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: bulkPaths('/delete-by-filter'),
    schema: {
      body: BulkDeleteRsvpsByFilterRequest,
      response: { 200: BulkDeleteRsvpsByFilterResponse },
    },
    handler: (request) => bulkDeleteRsvpsByFilter(app.db, request.caller, request.body.filter),
  });
}
