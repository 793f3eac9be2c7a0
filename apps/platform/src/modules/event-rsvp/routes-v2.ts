import {
  CheckInRsvpGuestsRequest,
  CountRsvpsV2Request,
  CountRsvpsV2Response,
  CreateRsvpV2Request,
  ListCurrentRsvpsQuery,
  QueryRsvpsV2Request,
  RsvpsV2Page,
  RsvpV2IdParams,
  RsvpV2Response,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import { ownerScope } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import {
  checkInRsvpGuests,
  countRsvpsV2,
  createRsvpV2,
  deleteRsvpV2,
  getRsvpV2,
  listCurrentRsvps,
  queryRsvpsV2,
} from './rsvp-v2';

/** The documented path, then the official SDK's under OAuth (docs/protocol.md §1.2). */
const paths = (rest = '') =>
  [`/events/v2/rsvps${rest}`, `/_api/events-rsvps/v2/rsvps${rest}`] as const;

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
  await ownerScope(app, ownerRsvpV2Routes);
}

function ownerRsvpV2Routes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/query'),
    schema: { body: QueryRsvpsV2Request, response: { 200: RsvpsV2Page } },
    handler: (request) => queryRsvpsV2(app.db, request.caller.siteId, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/count'),
    schema: { body: CountRsvpsV2Request, response: { 200: CountRsvpsV2Response } },
    handler: (request) => countRsvpsV2(app.db, request.caller.siteId, request.body.filter),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: paths('/:rsvpId'),
    schema: { params: RsvpV2IdParams, response: { 200: RsvpV2Response } },
    handler: (request) => getRsvpV2(app.db, request.caller, request.params.rsvpId),
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
    handler: (request) =>
      checkInRsvpGuests(app.db, request.caller, request.params.rsvpId, request.body.guestIds),
  });
}
