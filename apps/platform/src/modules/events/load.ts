import type { Event, EventCategory, EventFieldset } from '@headless/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsTicketDefinitions } from '../../db/schema/event-tickets';
import {
  eventsCategories,
  eventsEventCategories,
  eventsEvents,
  eventsRsvps,
} from '../../db/schema/events';
import { partsOf } from './wire/fieldsets';
import { eventStatusAt, registrationStatusAt } from './status';
import { eventToWire } from './wire/to-wire';
import { type DerivedEvent, type TicketRow } from './rows';

/** How a read sees events: its clock, its field sets, and whether it is the owner's. */
export interface ReadOptions {
  now: Date;
  fields?: readonly EventFieldset[];
  owner?: boolean;
}

/** Rows with their derived statuses, as of `now`. */
export function selectDerived(db: Db, now: Date) {
  return db
    .select({
      event: eventsEvents,
      status: eventStatusAt(now),
      registrationStatus: registrationStatusAt(now),
    })
    .from(eventsEvents)
    .$dynamic();
}

export async function findDerived(
  db: Db,
  siteId: string,
  where: SQL,
  now: Date,
): Promise<DerivedEvent | undefined> {
  const [row] = await selectDerived(db, now)
    .where(and(eq(eventsEvents.siteId, siteId), where))
    .limit(1);
  return row;
}

/** The wire events, loading only what their field sets need. */
export async function toWireEvents(
  db: Db,
  siteId: string,
  rows: DerivedEvent[],
  options: ReadOptions,
): Promise<Event[]> {
  const parts = partsOf(options.fields);
  const ids = rows.map((r) => r.event.id);
  const [tickets, categories, rsvps] = await Promise.all([
    parts.has('registration') ? ticketsOf(db, siteId, ids) : [],
    parts.has('categories') ? categoriesOf(db, ids) : new Map<string, EventCategory[]>(),
    parts.has('summaries') ? rsvpCountsOf(db, ids) : new Map<string, RsvpCounts>(),
  ]);
  return rows.map((r) =>
    eventToWire(
      r,
      tickets.filter((t) => t.eventId === r.event.id),
      parts,
      {
        categories: categories.get(r.event.id) ?? [],
        rsvps: rsvps.get(r.event.id) ?? { yes: 0, no: 0, waiting: 0 },
        owner: options.owner ?? false,
      },
    ),
  );
}

async function ticketsOf(db: Db, siteId: string, eventIds: string[]): Promise<TicketRow[]> {
  if (!eventIds.length) return [];
  const t = eventsTicketDefinitions;
  return db
    .select()
    .from(t)
    .where(and(eq(t.siteId, siteId), inArray(t.eventId, eventIds)))
    .orderBy(asc(t.orderIndex));
}

export async function categoriesOf(
  db: Db,
  eventIds: string[],
): Promise<Map<string, EventCategory[]>> {
  const byEvent = new Map<string, EventCategory[]>();
  if (!eventIds.length) return byEvent;
  const rows = await db
    .select({ eventId: eventsEventCategories.eventId, category: eventsCategories })
    .from(eventsEventCategories)
    .innerJoin(eventsCategories, eq(eventsCategories.id, eventsEventCategories.categoryId))
    .where(inArray(eventsEventCategories.eventId, eventIds))
    .orderBy(asc(eventsEventCategories.position));
  for (const { eventId, category } of rows) {
    const list = byEvent.get(eventId) ?? [];
    list.push({
      id: category.id,
      name: category.name,
      createdDate: category.createdAt.toISOString(),
    });
    byEvent.set(eventId, list);
  }
  return byEvent;
}

interface RsvpCounts {
  yes: number;
  no: number;
  waiting: number;
}

async function rsvpCountsOf(db: Db, eventIds: string[]): Promise<Map<string, RsvpCounts>> {
  const counts = new Map<string, RsvpCounts>();
  if (!eventIds.length) return counts;
  const r = eventsRsvps;
  const rows = await db
    .select({ eventId: r.eventId, status: r.status, n: sql<number>`count(*)::int` })
    .from(r)
    .where(inArray(r.eventId, eventIds))
    .groupBy(r.eventId, r.status);
  for (const { eventId, status, n } of rows) {
    const c = counts.get(eventId) ?? { yes: 0, no: 0, waiting: 0 };
    if (status === 'YES') c.yes = n;
    else if (status === 'NO') c.no = n;
    else c.waiting = n;
    counts.set(eventId, c);
  }
  return counts;
}
