import { eq } from 'drizzle-orm';
import { cachesFor } from '../../cache/registry';
import type { Synced } from '../../cache/site-cache';
import type { Db } from '../../db/client';
import { eventsTicketDefinitions as defs } from '../../db/schema/event-tickets';
import { eventsEvents } from '../../db/schema/events';

type EventRow = typeof eventsEvents.$inferSelect;
type DefinitionRow = typeof defs.$inferSelect;

declare module '../../cache/registry' {
  interface CacheEntries {
    /** Events with their ticket definitions, by event id; notified by events_events and definitions. */
    events: CachedEvent;
  }
}

/** An event with all its ticket definitions by id, as a reservation needs them. */
export interface CachedEvent {
  event: EventRow;
  definitions: ReadonlyMap<string, DefinitionRow>;
}

/**
 * The site's event with its definitions, from the instance's events cache (current as of the
 * request: src/cache, migration 0014), or undefined. Capacity is never decided from it: the
 * database counts what is sold and held under the definitions' row locks.
 */
export function cachedEvent(
  db: Db,
  siteId: string,
  eventId: string,
  synced?: Synced,
): Promise<CachedEvent | undefined> {
  return cachesFor(db).events.get(siteId, eventId, () => loadEvent(db, siteId, eventId), synced);
}

async function loadEvent(db: Db, siteId: string, eventId: string) {
  const rows = await db
    .select({ event: eventsEvents, def: defs })
    .from(eventsEvents)
    .leftJoin(defs, eq(defs.eventId, eventsEvents.id))
    .where(eq(eventsEvents.id, eventId));
  const event = rows[0]?.event;
  if (!event || event.siteId !== siteId) return undefined;
  const definitions = new Map(rows.flatMap((r) => (r.def ? [[r.def.id, r.def] as const] : [])));
  return { event, definitions };
}
