import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteRecordFinder } from '../../db/reads';
import { eventsOrders, type EventOrderStatus } from '../../db/schema/event-tickets';
import { eventsEvents } from '../../db/schema/events';
import { loadReservation } from '../event-tickets';
import { isUuid } from '../../kernel/ids';

/** A reservation as the tickets module computes it (status EXPIRED past `expires`, totals). */
export type ReservationView = NonNullable<Awaited<ReturnType<typeof loadReservation>>>;

export type EventRow = typeof eventsEvents.$inferSelect;

export async function findEventBySlug(db: Db, siteId: string, slug: string) {
  const [row] = await db
    .select()
    .from(eventsEvents)
    .where(and(eq(eventsEvents.siteId, siteId), eq(eventsEvents.slug, slug)));
  return row;
}

export const findEventById = siteRecordFinder(eventsEvents);

export async function readReservation(
  db: Db,
  siteId: string,
  id: string,
  now: Date,
): Promise<ReservationView | null> {
  return isUuid(id) ? loadReservation(db, siteId, id, now) : null;
}

/** The order a reservation became, if any (one per reservation: the column is unique). */
export async function orderOfReservation(
  db: Db,
  siteId: string,
  reservationId: string,
): Promise<{ orderNumber: string; status: EventOrderStatus; eventId: string } | undefined> {
  const [row] = await db
    .select({
      orderNumber: eventsOrders.orderNumber,
      status: eventsOrders.status,
      eventId: eventsOrders.eventId,
    })
    .from(eventsOrders)
    .where(and(eq(eventsOrders.siteId, siteId), eq(eventsOrders.reservationId, reservationId)));
  return row;
}
