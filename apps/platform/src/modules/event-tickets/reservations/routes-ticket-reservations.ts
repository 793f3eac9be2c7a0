import {
  CreateTicketReservationRequest,
  TicketReservationIdParams,
  TicketReservationResponse,
} from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { ownerOnly } from '../../../http/require-owner';
import { deleteReservation } from './reservation-store';
import {
  cancelTicketReservation,
  createTicketReservation,
  getTicketReservation,
} from './ticket-reservations';

const ONE = '/v1/ticket-reservations';
/** The documented path, then the official SDK's under OAuth (docs/protocol.md §1.2). */
const paths = (rest = '') =>
  [`/events${ONE}${rest}`, `/_api/events-ticket-reservations${ONE}${rest}`] as const;

/**
 * Ticket Reservations, the successor of Orders V1's reservations (docs/protocol.md §2.6): anyone
 * reserves, reads and cancels their own; the owner reads, cancels and deletes any.
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
}
