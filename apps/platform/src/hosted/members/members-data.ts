import { formatDay, formatMoment, type AccountSection } from '@headless/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsBookings } from '../../db/schema/booking-records';
import { bookingsServices } from '../../db/schema/bookings';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { eventsOrders } from '../../db/schema/event-tickets';
import { eventsEvents } from '../../db/schema/events';
import { planOrders } from '../../db/schema/pricing-plans';
import { formatMoney } from '../../kernel/money';
import { statusAt } from '../../modules/plan-orders/index';

export interface SectionTable {
  headers: string[];
  rows: string[][];
}

/** A day, or a dash in an empty cell (a plan without an end). */
const day = (date: Date | null) => formatDay(date) || '—';
/** A status code in words, not the API's code: PARTIALLY_PAID reads "Partially paid". */
const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');
const LIMIT = 50;

async function bookings(db: Db, siteId: string, memberId: string): Promise<SectionTable> {
  const b = bookingsBookings;
  const rows = await db
    .select({ name: bookingsServices.name, start: b.startDate, zone: b.timeZone, status: b.status })
    .from(b)
    .innerJoin(bookingsServices, eq(bookingsServices.id, b.serviceId))
    .where(and(eq(b.siteId, siteId), eq(b.createdByType, 'MEMBER'), eq(b.createdById, memberId)))
    .orderBy(desc(b.startDate))
    .limit(LIMIT);
  return {
    headers: ['Service', 'Starts', 'Status'],
    // In the zone the booking was made in, named, as its checkout showed it.
    rows: rows.map((r) => [r.name, formatMoment(r.start, r.zone), words(r.status)]),
  };
}

async function storeOrders(db: Db, siteId: string, memberId: string): Promise<SectionTable> {
  const o = ecomOrders;
  const rows = await db
    .select()
    .from(o)
    .where(and(eq(o.siteId, siteId), eq(o.ownerType, 'MEMBER'), eq(o.ownerId, memberId)))
    .orderBy(desc(o.createdAt))
    .limit(LIMIT);
  return {
    headers: ['Order', 'Date', 'Total', 'Payment'],
    rows: rows.map((r) => [
      `#${r.number}`,
      day(r.createdAt),
      formatMoney(r.totals.total, r.currency),
      words(r.paymentStatus),
    ]),
  };
}

async function subscriptions(
  db: Db,
  siteId: string,
  memberId: string,
  now: Date,
): Promise<SectionTable> {
  const p = planOrders;
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.siteId, siteId), eq(p.memberId, memberId)))
    .orderBy(desc(p.startDate))
    .limit(LIMIT);
  return {
    headers: ['Plan', 'Starts', 'Ends', 'Status'],
    // Pending, Ended and Canceled follow from the dates, as the plan order calls answer them.
    rows: rows.map((r) => [r.planName, day(r.startDate), day(r.endDate), words(statusAt(r, now))]),
  };
}

async function eventOrders(db: Db, siteId: string, memberId: string): Promise<SectionTable> {
  const o = eventsOrders;
  const own = or(eq(o.memberId, memberId), and(eq(o.ownerType, 'MEMBER'), eq(o.ownerId, memberId)));
  const rows = await db
    .select({
      title: eventsEvents.title,
      number: o.orderNumber,
      status: o.status,
      total: o.totalMinor,
      currency: o.currency,
    })
    .from(o)
    .innerJoin(eventsEvents, eq(eventsEvents.id, o.eventId))
    .where(and(eq(o.siteId, siteId), own))
    .orderBy(desc(o.createdAt))
    .limit(LIMIT);
  return {
    headers: ['Event', 'Order', 'Total', 'Status'],
    rows: rows.map((r) => [r.title, r.number, formatMoney(r.total, r.currency), words(r.status)]),
  };
}

/** The member's own records of a section, newest first (the account info is the member row). */
export const SECTION_DATA: Record<
  Exclude<AccountSection, 'ACCOUNT_INFO'>,
  (db: Db, siteId: string, memberId: string, now: Date) => Promise<SectionTable>
> = { BOOKINGS: bookings, ORDERS: storeOrders, SUBSCRIPTIONS: subscriptions, EVENTS: eventOrders };
