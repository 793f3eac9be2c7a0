import type {
  ListRsvpsQuery,
  ListRsvpsResponse,
  QueryRsvpsRequest,
  QueryRsvpsResponse,
} from '@headless/contract';
import { EventsErrorCode, RsvpStatus, DEFAULT_PAGE_SIZE, type Rsvp } from '@headless/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/reads';
import { eventsRsvps as r } from '../../db/schema/events';
import { recordRsvpEvent } from './rsvp-events';
import { compileQuery, defineFields, pagingMetadata, type EntityQuerySpec } from '../../query';
import { rsvpToWire } from './to-wire';
import { lockEvent } from '../events';
import type { Caller } from '../../kernel/caller';
import { isUuid } from '../../kernel/ids';
import { notFound } from '../../kernel/errors';

export const rsvpQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${r.id}::text`, type: 'string' },
    eventId: { sql: sql`${r.eventId}::text`, type: 'string' },
    status: { sql: r.status, type: 'string', enumValues: RsvpStatus.options, sortable: true },
    email: { sql: r.email, type: 'string', sortable: true },
    lastName: { sql: r.lastName, type: 'string', sortable: true },
    createdDate: { sql: r.createdAt, type: 'date', sortable: true },
  }),
  defaultSort: [asc(r.createdAt)],
  tieBreaker: r.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

/** One RSVP of the site (of the named event, when one is named). */
export async function getRsvp(
  db: Db,
  siteId: string,
  rsvpId: string,
  eventId: string | undefined,
): Promise<Rsvp> {
  const [row] = isUuid(rsvpId)
    ? await db
        .select()
        .from(r)
        .where(and(eq(r.siteId, siteId), eq(r.id, rsvpId)))
    : [];
  if (!row || (eventId !== undefined && row.eventId !== eventId))
    throw notFound(EventsErrorCode.rsvpNotFound, `RSVP ${rsvpId} not found`, {
      rsvpId,
      ...(eventId ? { eventId } : {}),
    });
  return rsvpToWire(row);
}

/** One event's RSVPs, oldest first (the order of the waiting list). */
export async function listRsvps(
  db: Db,
  siteId: string,
  query: ListRsvpsQuery,
): Promise<ListRsvpsResponse> {
  const event = await lockEvent(db, siteId, query.eventId);
  const where = and(eq(r.siteId, siteId), eq(r.eventId, event.id));
  const offset = query.offset ?? 0;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const orderBy = [asc(r.createdAt), asc(r.id)];
  const { rows, total } = await selectPage(db, r, where, { orderBy, limit, offset });
  return { rsvps: rows.map(rsvpToWire), total, offset, limit };
}

export async function queryRsvps(
  db: Db,
  siteId: string,
  request: QueryRsvpsRequest,
): Promise<QueryRsvpsResponse> {
  const q = compileQuery(request.query, rsvpQuerySpec);
  const where = and(eq(r.siteId, siteId), q.where);
  const { rows, total } = await selectPage(db, r, where, q);
  return {
    rsvps: rows.map(rsvpToWire),
    pagingMetadata: pagingMetadata(rows.length, q.offset, total),
  };
}

/** Deletes the named RSVPs of the event (unknown ids are ignored); frees their places. */
export async function deleteRsvps(db: Db, caller: Caller, eventId: string, ids: string[]) {
  const { siteId } = caller;
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, siteId, eventId, true);
    const valid = ids.filter(isUuid);
    if (!valid.length) return;
    const gone = await tx
      .delete(r)
      .where(and(eq(r.siteId, siteId), eq(r.eventId, event.id), inArray(r.id, valid)))
      .returning();
    // Each deleted event carries the RSVP as it was.
    for (const row of gone) {
      const wire = rsvpToWire(row);
      await recordRsvpEvent(tx, { siteId, slug: 'deleted', entityId: row.id, wire, caller });
    }
  });
  return {};
}
