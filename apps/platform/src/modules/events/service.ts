import type {
  CountEventsByStatusRequest,
  CountEventsByStatusResponse,
  Event,
  EventFieldset,
  QueryEventsRequest,
  QueryEventsResponse,
} from '@headless/contract';
import { DEFAULT_PAGE_SIZE } from '@headless/contract';
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsEventCategories, eventsEvents as e } from '../../db/schema/events';
import { isAdmin } from '../../http/auth-context';
import { compileQuery, compileWhere, pagingMetadata } from '../../query';
import { requireCategory } from './categories';
import { findDerived, selectDerived, toWireEvents, type ReadOptions } from './load';
import { eventNotFound } from './lock';
import { recordDueEventNotifications } from './writes/notifications';
import { eventQuerySpecAt } from './query-spec';
import { eventStatusAt, registrationStatusAt } from './status';
import { isUuid } from '../../kernel/ids';
import type { Caller, CallerIdentity } from '../../kernel/caller';

const isOwner = (identity: CallerIdentity) => isAdmin(identity);

/** Visitors and members never see drafts; the owner and apps see them when they ask. */
const draftScope = (caller: Caller, includeDrafts: boolean): SQL | undefined =>
  isOwner(caller.identity) && includeDrafts ? undefined : ne(e.state, 'DRAFT');

const readOptions = (caller: Caller, fields?: EventFieldset[]): ReadOptions => ({
  now: caller.now,
  fields,
  owner: isOwner(caller.identity),
});

export async function queryEvents(
  db: Db,
  caller: Caller,
  request: QueryEventsRequest,
  extra?: SQL,
): Promise<QueryEventsResponse> {
  await recordDueEventNotifications(db, caller.now, caller.siteId);
  const q = compileQuery(request.query, eventQuerySpecAt(caller.now));
  const drafts = draftScope(caller, !!request.includeDrafts);
  const where = and(eq(e.siteId, caller.siteId), q.where, drafts, extra);
  const rows = await selectDerived(db, caller.now)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [totals] = await db.select({ total: count() }).from(e).where(where);
  const events = await toWireEvents(db, caller.siteId, rows, readOptions(caller, request.fields));
  return { events, pagingMetadata: pagingMetadata(events.length, q.offset, totals?.total ?? 0) };
}

/** One event by id or slug; a draft is the owner's only (a visitor gets 404, as for none). */
export async function getEvent(
  db: Db,
  caller: Caller,
  by: { id: string } | { slug: string },
  fields?: EventFieldset[],
): Promise<Event> {
  await recordDueEventNotifications(db, caller.now, caller.siteId);
  const key = 'id' in by ? by.id : by.slug;
  if ('id' in by && !isUuid(by.id)) throw eventNotFound(key);
  const match = 'id' in by ? eq(e.id, by.id) : eq(e.slug, by.slug);
  const row = await findDerived(
    db,
    caller.siteId,
    and(match, draftScope(caller, true))!,
    caller.now,
  );
  if (!row) throw eventNotFound(key);
  const [event] = await toWireEvents(db, caller.siteId, [row], readOptions(caller, fields));
  return event!;
}

export async function listEventsByCategory(
  db: Db,
  caller: Caller,
  categoryId: string,
  options: { fields?: EventFieldset[]; limit?: number; offset?: number },
): Promise<QueryEventsResponse> {
  await requireCategory(db, caller.siteId, categoryId);
  const inCategory = inArray(
    e.id,
    db
      .select({ id: eventsEventCategories.eventId })
      .from(eventsEventCategories)
      .where(eq(eventsEventCategories.categoryId, categoryId)),
  );
  const paging = { limit: options.limit ?? DEFAULT_PAGE_SIZE, offset: options.offset ?? 0 };
  return queryEvents(db, caller, { query: { paging }, fields: options.fields }, inCategory);
}

const FACETS = {
  status: eventStatusAt,
  'registration.type': () => sql<string>`${e.registrationType}`,
  'registration.status': registrationStatusAt,
} as const;

/** Counts per facet value of the events a filter matches (the owner may include drafts). */
export async function countEventsByStatus(
  db: Db,
  caller: Caller,
  request: CountEventsByStatusRequest,
): Promise<CountEventsByStatusResponse> {
  await recordDueEventNotifications(db, caller.now, caller.siteId);
  const filter = compileWhere(request.filter, eventQuerySpecAt(caller.now), 'filter');
  const where = and(
    eq(e.siteId, caller.siteId),
    filter,
    draftScope(caller, !!request.includeDrafts),
  );
  const facets: CountEventsByStatusResponse['facets'] = {};
  let total = 0;
  // One query per distinct facet: repeating a facet in the request asks for nothing more.
  for (const facet of new Set(request.facet?.length ? request.facet : (['status'] as const))) {
    // By position: the bound clock makes two copies of the expression differ for PostgreSQL.
    const value = FACETS[facet](caller.now);
    const rows = await db
      .select({ value, n: sql<number>`count(*)::int` })
      .from(e)
      .where(where)
      .groupBy(sql.raw('1'));
    facets[facet] = { counts: Object.fromEntries(rows.map((r) => [r.value, r.n])) };
    total = rows.reduce((sum, r) => sum + r.n, 0);
  }
  return { pagingMetadata: pagingMetadata(total, 0, total), facets };
}
