import {
  EventGuest,
  EventTicket,
  PagingMetadata,
  QueryRequest,
  RepeatedParam,
  MAX_ID_LENGTH,
  MAX_PAGE_SIZE,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { ownerOnly, ownerScope } from '../../../http/require-owner';
import { queryGuests } from '../checkout/guests';
import { getTicket, listTickets, setCheckIn } from './tickets';

const TICKETS = '/events/v1/events/:eventId/tickets';
const EventParams = z.object({ eventId: z.string().max(MAX_ID_LENGTH) });
const CheckInRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  ticketNumber: z.array(z.string().max(MAX_ID_LENGTH).min(1)).min(1).max(100),
});
const TicketsResponse = z.object({ tickets: z.array(EventTicket) });
const count = z.coerce.number().int().min(0);

/** Tickets with check-in, and guests with their attendance (events v1/v2). */
export async function ticketRoutes(app: App): Promise<void> {
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/events/v1/tickets'],
    preValidation: ownerOnly,
    schema: {
      querystring: z.object({
        eventId: RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
        offset: count.optional(),
        limit: count.max(MAX_PAGE_SIZE).optional(),
      }),
      response: {
        200: TicketsResponse.extend({ total: z.number(), offset: z.number(), limit: z.number() }),
      },
    },
    handler: (request) => listTickets(app.db, request.caller.siteId, request.query),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [`${TICKETS}/:ticketNumber`],
    schema: {
      params: EventParams.extend({ ticketNumber: z.string().max(MAX_ID_LENGTH) }),
      response: { 200: z.object({ ticket: EventTicket }) },
    },
    handler: (request) =>
      getTicket(app.db, request.caller, request.params.eventId, request.params.ticketNumber),
  });
  await ownerScope(app, attendanceRoutes);
}

/** The owner's check-in of tickets and query of guests. */
function attendanceRoutes(app: App): void {
  for (const [path, checkIn] of [
    ['check-in', true],
    ['delete-check-in', false],
  ] as const)
    routeWithAliases(app, {
      method: 'POST',
      paths: [`${TICKETS}/${path}`],
      schema: { params: EventParams, body: CheckInRequest, response: { 200: TicketsResponse } },
      handler: (request) =>
        setCheckIn(
          app.db,
          request.caller,
          request.params.eventId,
          request.body.ticketNumber,
          checkIn,
        ),
    });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/events/v2/guests/query'],
    schema: {
      body: QueryRequest,
      response: { 200: z.object({ guests: z.array(EventGuest), pagingMetadata: PagingMetadata }) },
    },
    handler: (request) => queryGuests(app.db, request.caller.siteId, request.body.query),
  });
}
