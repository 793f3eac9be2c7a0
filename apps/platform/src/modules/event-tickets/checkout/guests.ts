import {
  DEFAULT_PAGE_SIZE,
  GuestAttendanceStatus,
  type CursorPaging,
  type EventGuest,
  type OffsetQuery,
} from '@headless/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsGuests as g, eventsOrders, eventsTickets } from '../../../db/schema/event-tickets';
import {
  compileCursorQuery,
  compileQuery,
  defineFields,
  recordDateFields,
  pagingMetadata,
  type EntityQuerySpec,
} from '../../../query/index';
import { guestToWire } from '../orders/order-wire';

const fields = defineFields({
  id: { sql: sql`${g.id}::text`, type: 'string' },
  eventId: { sql: sql`${g.eventId}::text`, type: 'string' },
  attendanceStatus: {
    sql: g.attendanceStatus,
    type: 'string',
    enumValues: GuestAttendanceStatus.options,
    sortable: true,
  },
  guestType: { sql: g.guestType, type: 'string', enumValues: ['BUYER', 'TICKET_HOLDER', 'RSVP'] },
  orderNumber: { sql: eventsOrders.orderNumber, type: 'string' },
  'guestDetails.email': { sql: g.email, type: 'string' },
  'guestDetails.firstName': { sql: g.firstName, type: 'string', sortable: true },
  'guestDetails.lastName': { sql: g.lastName, type: 'string', sortable: true },
  ...recordDateFields(g),
});

const guestQuerySpec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(g.createdAt)],
  tieBreaker: g.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

/** A buyer may hold several tickets; the guest row shows the first. */
const firstTicket = and(
  eq(eventsTickets.guestId, g.id),
  sql`${eventsTickets.position} = (select min(x.position) from events_tickets x where x.guest_id = ${g.id})`,
);

const guestRows = (db: Db) =>
  db
    .select({ guest: g, order: eventsOrders, ticket: eventsTickets })
    .from(g)
    .leftJoin(eventsOrders, eq(eventsOrders.id, g.orderId))
    .leftJoin(eventsTickets, firstTicket);
type GuestRow = Awaited<ReturnType<typeof guestRows>>[number];
const guestsToWire = (rows: GuestRow[]): EventGuest[] =>
  rows.map((r) => guestToWire(r.guest, r.order ?? undefined, r.ticket ?? undefined));

type GuestQuery = OffsetQuery & { cursorPaging?: CursorPaging | undefined };

/**
 * The owner's guest list (POST /events/v2/guests/query), with each guest's ticket and order. The
 * official SDK's query builder pages by cursor (`cursorPaging`, §4.1); `paging` pages by offset.
 */
export async function queryGuests(db: Db, siteId: string, query: GuestQuery | undefined) {
  if (query?.cursorPaging || !query?.paging) {
    const q = compileCursorQuery(query, guestQuerySpec);
    const rows = await guestRows(db)
      .where(and(eq(g.siteId, siteId), q.where))
      .orderBy(...q.orderBy)
      .limit(q.limit + 1)
      .offset(q.offset);
    const { items, pagingMetadata } = q.page(rows);
    return { guests: guestsToWire(items), pagingMetadata };
  }
  const q = compileQuery(query, guestQuerySpec);
  const where = and(eq(g.siteId, siteId), q.where);
  const rows = await guestRows(db)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(g)
    .leftJoin(eventsOrders, eq(eventsOrders.id, g.orderId))
    .where(where);
  const guests = guestsToWire(rows);
  return { guests, pagingMetadata: pagingMetadata(guests.length, q.offset, Number(total?.n ?? 0)) };
}
