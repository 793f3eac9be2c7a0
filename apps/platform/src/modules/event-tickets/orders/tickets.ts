import { EventTicketsErrorCode as Code, type EventTicket } from '@headless/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsGuests, eventsOrders, eventsTickets as t } from '../../../db/schema/event-tickets';
import { invalid, notFound } from '../../../kernel/errors';
import { recordOrderEvent } from './order-events';
import { canSee } from './order-reads';
import { RELEASED, ticketToWire } from './order-wire';
import { isUuid } from '../../../kernel/ids';
import type { Caller } from '../../../kernel/caller';

export async function ticketsWhere(db: Db, where: SQL, paging?: { offset: number; limit: number }) {
  const query = db
    .select({ ticket: t, order: eventsOrders, guest: eventsGuests })
    .from(t)
    .innerJoin(eventsOrders, eq(eventsOrders.id, t.orderId))
    .leftJoin(eventsGuests, eq(eventsGuests.id, t.guestId))
    .where(where)
    .orderBy(asc(t.createdAt), asc(t.ticketNumber));
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

export const ticketsToWire = (rows: Awaited<ReturnType<typeof ticketsWhere>>): EventTicket[] =>
  rows.map((r) => ticketToWire(r.ticket, r.order, r.guest ?? undefined));

/** The owner's ticket list of some events (GET /events/v1/tickets). */
export async function listTickets(
  db: Db,
  siteId: string,
  q: { eventId?: string[]; offset?: number; limit?: number },
) {
  const scope: SQL[] = [eq(t.siteId, siteId)];
  if (q.eventId) scope.push(inArray(t.eventId, q.eventId.filter(isUuid)));
  const where = and(...scope)!;
  const paging = { offset: q.offset ?? 0, limit: q.limit ?? 100 };
  const rows = await ticketsWhere(db, where, paging);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return { tickets: ticketsToWire(rows), total: Number(total?.n ?? 0), ...paging };
}

/** One ticket, for the owner and its buyer; `eventId`, when given, must be the ticket's event. */
export async function getTicket(db: Db, caller: Caller, ticketNumber: string, eventId?: string) {
  const rows = await ticketsWhere(
    db,
    and(eq(t.siteId, caller.siteId), eq(t.ticketNumber, ticketNumber))!,
  );
  const row = rows[0];
  const otherEvent = eventId !== undefined && row?.ticket.eventId !== eventId;
  if (!row || otherEvent || !canSee(caller, row.order))
    throw notFound(Code.ticketNumberNotFound, `Ticket ${ticketNumber} not found`, { ticketNumber });
  return { ticket: ticketsToWire(rows)[0]! };
}

/**
 * Checks tickets in (or undoes it) at the door, all or none: an unknown ticket or one whose
 * order no longer holds seats refuses the whole call. Records one domain event per ticket.
 */
export async function setCheckIn(
  db: Db,
  caller: Caller,
  eventId: string,
  numbers: string[],
  checkIn: boolean,
) {
  const { siteId, now } = caller;
  const unique = [...new Set(numbers)];
  return db.transaction(async (tx) => {
    const where = and(eq(t.siteId, siteId), inArray(t.ticketNumber, unique))!;
    const rows = await ticketsWhere(tx, where);
    for (const n of unique) {
      const row = rows.find((r) => r.ticket.ticketNumber === n);
      if (!row || row.ticket.eventId !== eventId)
        throw notFound(Code.ticketNumberNotFound, `Ticket ${n} not found`, { ticketNumber: n });
      if (RELEASED.has(row.order.status))
        throw invalid(Code.ticketNotValid, `Ticket ${n} belongs to a ${row.order.status} order`, {
          ticketNumber: n,
        });
    }
    await tx
      .update(t)
      .set({ checkedInAt: checkIn ? now : null })
      .where(where);
    // The catalog has no ticket events: a check-in changes its order, once per order touched.
    const orders = new Map(rows.map((r) => [r.order.id, r.order]));
    for (const order of orders.values()) await recordOrderEvent(tx, caller, order, 'updated');
    return { tickets: ticketsToWire(await ticketsWhere(tx, where)) };
  });
}
