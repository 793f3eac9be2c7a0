import type { CreateTicketReservationRequest, TicketReservationResponse } from '@headless/contract';
import type { Synced } from '../../../cache/site-cache';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { isOwner } from '../event-access';
import { reserveTickets } from './reserve';
import { callersReservation, cancelReservation, eventOfDefinition } from './reservation-store';
import { ticketReservationToWire } from './ticket-reservation-wire';

/**
 * Ticket Reservations (`/events/v1/ticket-reservations`): the same engine as Orders V1's
 * reservations (reserve.ts, events_reserve), on the new wire. Holds, expiry, capacity, limits and
 * who sees a reservation are the engine's; only the request and answer shapes are this file's.
 */
export async function createTicketReservation(
  db: Db,
  caller: Caller,
  body: CreateTicketReservationRequest,
  synced?: Synced,
): Promise<TicketReservationResponse> {
  const { tickets, additionalReservationSettings: settings } = body.ticketReservation;
  // The reference's request names no event: the tickets' definitions say which one.
  const eventId = await eventOfDefinition(db, caller.siteId, tickets[0]!.ticketDefinitionId);
  const request = {
    eventId,
    ticketQuantities: tickets.map((t) => ({
      ticketDefinitionId: t.ticketDefinitionId,
      quantity: t.quantity,
      ...(t.ticketInfo?.guestPrice != null ? { priceOverride: t.ticketInfo.guestPrice } : {}),
    })),
    ignoreLimits: Boolean(settings?.disableTicketLimitValidation),
    allowHiddenTickets: Boolean(settings?.enableHiddenTicketReservation),
  };
  const guestPrice = (i: number) => `ticketReservation.tickets.${i}.ticketInfo.guestPrice`;
  const { row } = await reserveTickets(db, caller, request, synced, guestPrice);
  return getTicketReservation(db, caller, row.id);
}

/** The caller's own reservation (the owner reads every one); others' are not found. */
export async function getTicketReservation(
  db: Db,
  caller: Caller,
  ticketReservationId: string,
): Promise<TicketReservationResponse> {
  const { row, lines } = await callersReservation(db, caller, ticketReservationId, undefined);
  const owner = isOwner(caller.identity);
  return { ticketReservation: ticketReservationToWire(row, lines, caller.now, owner) };
}

/** Cancels as Orders V1's Cancel Reservation does, then answers the reservation as it is now. */
export async function cancelTicketReservation(
  db: Db,
  caller: Caller,
  ticketReservationId: string,
): Promise<TicketReservationResponse> {
  await cancelReservation(db, caller, ticketReservationId, undefined);
  return getTicketReservation(db, caller, ticketReservationId);
}
