import type { OffsetQuery, PagingMetadata } from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import {
  eventGuestTransform,
  eventTicketTransform,
  type EventGuest,
  type EventGuestWire,
  type EventTicket,
  type EventTicketWire,
} from './orders-types';

const TICKETS = '/events/v1/events/{eventId}/tickets';

/** Tickets with check-in and guests with attendance (owner calls, except a buyer's own ticket). */
export interface EventTicketsApi {
  /** `GET /events/v1/tickets?eventId=…` (owner) → `{ tickets, total, offset, limit }`. */
  listTickets(options?: { eventId?: string[]; offset?: number; limit?: number }): Promise<{
    tickets: EventTicket[];
    total: number;
    offset: number;
    limit: number;
  }>;
  /** `GET /events/v1/events/{eventId}/tickets/{ticketNumber}` → the ticket, unwrapped. */
  getTicket(eventId: string, ticketNumber: string): Promise<EventTicket>;
  /** `POST /events/v1/events/{eventId}/tickets/check-in` (owner), all or none. */
  checkInTickets(eventId: string, ticketNumbers: string[]): Promise<{ tickets: EventTicket[] }>;
  /** `POST /events/v1/events/{eventId}/tickets/delete-check-in` (owner). */
  deleteTicketCheckIns(
    eventId: string,
    ticketNumbers: string[],
  ): Promise<{ tickets: EventTicket[] }>;
  /** `POST /events/v2/guests/query` (owner) → `{ guests, pagingMetadata }`. */
  queryGuests(
    query?: OffsetQuery,
  ): Promise<{ guests: EventGuest[]; pagingMetadata: PagingMetadata }>;
}

const toTicket = (wire: EventTicketWire): EventTicket => fromWire(eventTicketTransform, wire);
const toGuest = (wire: EventGuestWire): EventGuest => fromWire(eventGuestTransform, wire);
type TicketsWire = { tickets: EventTicketWire[] };

export const eventTickets: SdkModule<EventTicketsApi> = {
  create: (ctx) => {
    const checkIn = async (eventId: string, ticketNumbers: string[], path: string) => {
      const res = await ctx.request<TicketsWire>({
        method: 'POST',
        path: `${TICKETS}/${path}`,
        pathParams: { eventId },
        data: { eventId, ticketNumber: ticketNumbers },
        fieldMap: { ticketNumber: 'ticketNumbers' },
      });
      return { tickets: res.tickets.map(toTicket) };
    };
    return {
      async listTickets(options = {}) {
        const res = await ctx.request<
          TicketsWire & { total: number; offset: number; limit: number }
        >({
          method: 'GET',
          path: '/events/v1/tickets',
          data: { ...options },
        });
        return { ...res, tickets: res.tickets.map(toTicket) };
      },
      async getTicket(eventId, ticketNumber) {
        const res = await ctx.request<{ ticket: EventTicketWire }>({
          method: 'GET',
          path: `${TICKETS}/{ticketNumber}`,
          pathParams: { eventId, ticketNumber },
        });
        return toTicket(res.ticket);
      },
      checkInTickets: (eventId, numbers) => checkIn(eventId, numbers, 'check-in'),
      deleteTicketCheckIns: (eventId, numbers) => checkIn(eventId, numbers, 'delete-check-in'),
      async queryGuests(query = {}) {
        const res = await ctx.request<{ guests: EventGuestWire[]; pagingMetadata: PagingMetadata }>(
          {
            method: 'POST',
            path: '/events/v2/guests/query',
            data: { query },
            idempotent: true,
          },
        );
        return { ...res, guests: res.guests.map(toGuest) };
      },
    };
  },
};
