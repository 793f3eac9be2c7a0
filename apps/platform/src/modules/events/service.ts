import type { QueryEventsRequest, QueryEventsResponse } from '@headless/contract';
import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsTicketDefinitions } from '../../db/schema/event-tickets';
import { eventsEvents } from '../../db/schema/events';
import type { AuthContext } from '../../http/auth-context';
import { compileQuery, pagingMetadata } from '../../query';
import { eventQuerySpec } from './query-spec';
import { eventStatusSql, registrationStatusSql } from './status';
import { eventToWire, type DerivedEvent, type TicketRow } from './to-wire';

type Identity = AuthContext['identity'];

/** Visitors and members see published events; the owner and apps may include drafts. */
const seesDrafts = (identity: Identity, asked = false) =>
  asked && (identity.type === 'WIX_USER' || identity.type === 'APP');

export async function queryEvents(
  db: Db,
  siteId: string,
  identity: Identity,
  request: QueryEventsRequest,
): Promise<QueryEventsResponse> {
  const q = compileQuery(request.query, eventQuerySpec);
  const scope: SQL[] = [eq(eventsEvents.siteId, siteId), q.where];
  if (!seesDrafts(identity, request.includeDrafts)) scope.push(ne(eventsEvents.state, 'DRAFT'));
  const where = and(...scope);
  const rows: DerivedEvent[] = await db
    .select({
      event: eventsEvents,
      status: eventStatusSql,
      registrationStatus: registrationStatusSql,
    })
    .from(eventsEvents)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [totals] = await db.select({ total: count() }).from(eventsEvents).where(where);
  const tickets = await ticketsOf(
    db,
    siteId,
    rows.map((r) => r.event.id),
  );
  const events = rows.map((r) =>
    eventToWire(
      r,
      tickets.filter((t) => t.eventId === r.event.id),
    ),
  );
  return { events, pagingMetadata: pagingMetadata(events.length, q.offset, totals?.total ?? 0) };
}

async function ticketsOf(db: Db, siteId: string, eventIds: string[]): Promise<TicketRow[]> {
  if (!eventIds.length) return [];
  return db
    .select()
    .from(eventsTicketDefinitions)
    .where(
      and(
        eq(eventsTicketDefinitions.siteId, siteId),
        inArray(eventsTicketDefinitions.eventId, eventIds),
      ),
    )
    .orderBy(asc(eventsTicketDefinitions.orderIndex));
}
