import {
  BulkUpdateTicketReservationTagsByFilterRequest,
  BulkUpdateTicketReservationTagsByFilterResponse,
  BulkUpdateTicketReservationTagsRequest,
  BulkUpdateTicketReservationTagsResponse,
  CreateTicketReservationRequest,
  TicketReservationIdParams,
  TicketReservationResponse,
} from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { ownerOnly } from '../../../http/require-owner';
import { deleteReservation } from './reservation-store';
import {
  bulkUpdateTicketReservationTags,
  bulkUpdateTicketReservationTagsByFilter,
} from './reservation-tags';
import {
  cancelTicketReservation,
  createTicketReservation,
  getTicketReservation,
} from './ticket-reservations';

const ONE = '/v1/ticket-reservations';
/** The documented path, then the official SDK's under OAuth (docs/protocol.md §1.2). */
const paths = (rest = '') =>
  [`/events${ONE}${rest}`, `/_api/events-ticket-reservations${ONE}${rest}`] as const;
const BULK = '/v1/bulk/ticket-reservations';
const bulkPaths = (rest: string) =>
  [`/events${BULK}${rest}`, `/_api/events-ticket-reservations${BULK}${rest}`] as const;

/**
 * Ticket Reservations, the successor of Orders V1's reservations (docs/protocol.md §2.6): anyone
 * reserves, reads and cancels their own; the owner reads, cancels, deletes and tags any.
 */
export function ticketReservationRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: paths(),
    schema: { body: CreateTicketReservationRequest, response: { 200: TicketReservationResponse } },
    handler: (request) =>
      createTicketReservation(app.db, request.caller, request.body, request.auth.cacheSynced),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: paths('/:ticketReservationId'),
    schema: { params: TicketReservationIdParams, response: { 200: TicketReservationResponse } },
    handler: (request) =>
      getTicketReservation(app.db, request.caller, request.params.ticketReservationId),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/:ticketReservationId/cancel'),
    schema: { params: TicketReservationIdParams, response: { 200: TicketReservationResponse } },
    handler: (request) =>
      cancelTicketReservation(app.db, request.caller, request.params.ticketReservationId),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: paths('/:ticketReservationId'),
    preValidation: ownerOnly,
    schema: { params: TicketReservationIdParams },
    handler: (request) =>
      deleteReservation(app.db, request.caller, request.params.ticketReservationId),
  });
  tagRoutes(app);
}

function tagRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: bulkPaths('/update-tags'),
    preValidation: ownerOnly,
    schema: {
      body: BulkUpdateTicketReservationTagsRequest,
      response: { 200: BulkUpdateTicketReservationTagsResponse },
    },
    handler: (request) => bulkUpdateTicketReservationTags(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: bulkPaths('/update-tags-by-filter'),
    preValidation: ownerOnly,
    schema: {
      body: BulkUpdateTicketReservationTagsByFilterRequest,
      response: { 200: BulkUpdateTicketReservationTagsByFilterResponse },
    },
    handler: (request) =>
      bulkUpdateTicketReservationTagsByFilter(app.db, request.caller, request.body),
  });
}
