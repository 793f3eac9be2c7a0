import {
  EventGuest,
  EventTicket,
  FormResponse,
  MAX_NAME_LENGTH,
  MAX_LIST_ITEMS,
  CursorPaging,
  CursorPagingMetadata,
  OffsetQuery,
  PagingMetadata,
  RepeatedParam,
  MAX_ID_LENGTH,
  MAX_PAGE_SIZE,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import type { Caller } from '../../../kernel/caller';
import { routeWithAliases } from '../../../http/aliases';
import { ownerOnly, ownerScope } from '../../../http/require-owner';
import { queryGuests } from '../checkout/guests';
import { getTicket, listTickets, setCheckIn } from './tickets';
import { updateTickets } from './ticket-updates';

/** The documented paths (the official SDK's): the event's id in the body or the query. */
const TICKETS = '/events/v1/tickets';
/** The paths this platform served first, the event's id in the path; still answered. */
const EVENT_TICKETS = '/events/v1/events/:eventId/tickets';
const id = z.string().max(MAX_ID_LENGTH);
const EventParams = z.object({ eventId: id });
const ticketNumbers = z.array(id.min(1)).min(1).max(100);
const CheckInRequest = z.object({ eventId: id.optional(), ticketNumber: ticketNumbers });
const TicketParams = z.object({ ticketNumber: id });
const TicketsResponse = z.object({ tickets: z.array(EventTicket) });
const count = z.coerce.number().int().min(0);
/** The SDK's query builder sends `cursorPaging`; `paging` pages by offset (checkout/guests.ts). */
const QueryGuestsRequest = z.object({
  query: OffsetQuery.extend({ cursorPaging: CursorPaging.optional() }).optional(),
});
const QueryGuestsResponse = z.object({
  guests: z.array(EventGuest),
  pagingMetadata: z.union([PagingMetadata, CursorPagingMetadata]),
});
const fieldMask = z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional();
/** A field mask, when sent, names what changes; without one every field sent does. */
const masked = (fields: string[] | undefined, name: string) =>
  !fields?.length || fields.some((f) => f === name || f.startsWith(`${name}.`));
const UpdateTicketRequest = z.object({
  eventId: id.optional(),
  fields: fieldMask,
  archived: z.boolean().optional(),
  guestDetails: z.object({ form: FormResponse.optional() }).optional(),
});
const BulkUpdateTicketsRequest = z.object({
  eventId: id.optional(),
  ticketNumber: ticketNumbers,
  archived: z.boolean().optional(),
});

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
      params: TicketParams,
      querystring: z.object({ eventId: id.optional() }),
      response: { 200: TicketResponse },
    },
    handler: ({ caller, params, query }) =>
      getTicket(app.db, caller, params.ticketNumber, query.eventId),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [`${EVENT_TICKETS}/:ticketNumber`],
    schema: { params: EventParams.merge(TicketParams), response: { 200: TicketResponse } },
    handler: ({ caller, params }) => getTicket(app.db, caller, params.ticketNumber, params.eventId),
  });
  await ownerScope(app, attendanceRoutes);
}

const TicketResponse = z.object({ ticket: EventTicket });

/** The owner's check-in and update of tickets, and query of guests. */
function attendanceRoutes(app: App): void {
  const response = { 200: TicketsResponse };
  const checkIn = (caller: Caller, eventId: string, numbers: string[], on: boolean) =>
    setCheckIn(app.db, caller, eventId, numbers, on);
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${TICKETS}/check-in`],
    schema: { body: CheckInRequest.extend({ eventId: id }), response },
    handler: ({ caller, body }) => checkIn(caller, body.eventId, body.ticketNumber, true),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [`${TICKETS}/check-in`],
    schema: {
      querystring: z.object({
        eventId: id,
        ticketNumber: RepeatedParam(id.min(1)).pipe(ticketNumbers),
      }),
      response,
    },
    handler: ({ caller, query }) => checkIn(caller, query.eventId, query.ticketNumber, false),
  });
  for (const [path, on] of [
    ['check-in', true],
    ['delete-check-in', false],
  ] as const)
    routeWithAliases(app, {
      method: 'POST',
      paths: [`${EVENT_TICKETS}/${path}`],
      schema: { params: EventParams, body: CheckInRequest, response },
      handler: ({ caller, params, body }) => checkIn(caller, params.eventId, body.ticketNumber, on),
    });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${TICKETS}/:ticketNumber`],
    schema: { params: TicketParams, body: UpdateTicketRequest, response: { 200: TicketResponse } },
    handler: async ({ caller, params, body }) => {
      const change = {
        archived: masked(body.fields, 'archived') ? body.archived : undefined,
        form: masked(body.fields, 'guestDetails') ? body.guestDetails?.form : undefined,
      };
      const number = [params.ticketNumber];
      const { tickets } = await updateTickets(app.db, caller, number, body.eventId, change);
      return { ticket: tickets[0]! };
    },
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [TICKETS],
    schema: { body: BulkUpdateTicketsRequest, response },
    handler: ({ caller, body }) =>
      updateTickets(app.db, caller, body.ticketNumber, body.eventId, { archived: body.archived }),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/events/v2/guests/query', '/_api/events-guests/v2/guests/query'],
    schema: { body: QueryGuestsRequest, response: { 200: QueryGuestsResponse } },
    handler: (request) => queryGuests(app.db, request.caller.siteId, request.body.query),
  });
}
