import { EventTicketsErrorCode as Code } from '@headless/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteRow } from '../../../db/reads';
import {
  eventsGuests,
  eventsOrders,
  eventsTicketDefinitions as defs,
  eventsTickets,
} from '../../../db/schema/event-tickets';
import { notFound } from '../../../kernel/errors';

export type OrderRow = typeof eventsOrders.$inferSelect;
export type TicketRow = typeof eventsTickets.$inferSelect;
export type GuestRow = typeof eventsGuests.$inferSelect;

export interface OrderBundle {
  order: OrderRow;
  tickets: (TicketRow & { feeType: (typeof defs.$inferSelect)['feeType'] })[];
  guests: GuestRow[];
}

export const orderNotFound = (orderNumber: string) =>
  notFound(Code.orderNotFound, `Order ${orderNumber} not found`, { orderNumber });

/** Orders with their tickets (and each ticket's fee type) and guests, in the orders' order. */
export async function bundlesOf(db: Db, orders: OrderRow[]): Promise<OrderBundle[]> {
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const [tickets, guests] = await Promise.all([
    db
      .select({ ticket: eventsTickets, feeType: defs.feeType })
      .from(eventsTickets)
      .innerJoin(defs, eq(defs.id, eventsTickets.ticketDefinitionId))
      .where(inArray(eventsTickets.orderId, ids))
      .orderBy(asc(eventsTickets.position)),
    db
      .select()
      .from(eventsGuests)
      .where(inArray(eventsGuests.orderId, ids))
      .orderBy(asc(eventsGuests.createdAt), asc(eventsGuests.id)),
  ]);
  return orders.map((order) => {
    const own = tickets
      .filter((t) => t.ticket.orderId === order.id)
      .map((t) => ({ ...t.ticket, feeType: t.feeType }));
    return { order, tickets: own, guests: inTicketOrder(guests, order.id, own) };
  });
}

/**
 * The order's guests as the buyer entered them: the buyer first, then by the position of the
 * ticket each holds. Guests written together share `createdAt`, so time alone cannot order them.
 */
function inTicketOrder<G extends { id: string; orderId: string | null; guestType: string }>(
  guests: G[],
  orderId: string,
  tickets: { guestId: string | null; position: number }[],
): G[] {
  const seat = new Map<string, number>();
  for (const t of tickets) if (t.guestId && !seat.has(t.guestId)) seat.set(t.guestId, t.position);
  const rank = (g: G) => (g.guestType === 'BUYER' ? -1 : (seat.get(g.id) ?? Infinity));
  // Array.prototype.sort is stable: guests without a ticket keep their createdAt order.
  return guests.filter((g) => g.orderId === orderId).sort((a, b) => rank(a) - rank(b));
}

/** One order by number; `lock` takes its row for a status change. */
export async function findOrder(
  db: Db,
  siteId: string,
  orderNumber: string,
  lock = false,
): Promise<OrderRow | undefined> {
  return siteRow(db, eventsOrders, siteId, eventsOrders.orderNumber, orderNumber, lock);
}

export async function requireOrder(
  db: Db,
  siteId: string,
  orderNumber: string,
  eventId?: string,
  lock = false,
): Promise<OrderRow> {
  const row = await findOrder(db, siteId, orderNumber, lock);
  if (!row || (eventId !== undefined && row.eventId !== eventId)) throw orderNotFound(orderNumber);
  return row;
}
