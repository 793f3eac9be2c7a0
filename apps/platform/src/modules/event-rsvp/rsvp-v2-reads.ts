import {
  DEFAULT_PAGE_SIZE,
  RsvpV2Status,
  type ListRsvpSummaryResponse,
  type QueryRsvpsV2Request,
  type RsvpsV2Page,
  type SearchRsvpsRequest,
} from '@headless/contract';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsRsvps as r } from '../../db/schema/events';
import { isUuid } from '../../kernel/ids';
import {
  compileCursorQuery,
  compileWhere,
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
  type TextSearch,
} from '../../query';
import { rsvpV2ToWire } from './wire/rsvp-v2-wire';

/** The RSVP fields V2 filters and sorts by, named as on V2's wire (WAITLIST, not v1's WAITING). */
export const rsvpV2QuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${r.id}::text`, type: 'string' },
    eventId: { sql: sql`${r.eventId}::text`, type: 'string' },
    memberId: { sql: sql`${r.memberId}::text`, type: 'string' },
    status: {
      sql: sql`case when ${r.status} = 'WAITING' then 'WAITLIST' else ${r.status} end`,
      type: 'string',
      enumValues: RsvpV2Status.options,
      sortable: true,
    },
    firstName: { sql: r.firstName, type: 'string', sortable: true },
    lastName: { sql: r.lastName, type: 'string', sortable: true },
    email: { sql: r.email, type: 'string', sortable: true },
    ...recordDateFields(r),
  }),
  defaultSort: [asc(r.createdAt)],
  tieBreaker: r.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const TEXT_COLUMNS = { firstName: r.firstName, lastName: r.lastName, email: r.email };

/** Words of the expression in the named columns (all three by default): OR needs one, AND all. */
function textWhere(search: TextSearch | undefined): SQL | undefined {
  const words = (search?.expression ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const named = (search?.fields ?? []).filter((f) => Object.hasOwn(TEXT_COLUMNS, f));
  const columns = (
    named.length ? named : Object.keys(TEXT_COLUMNS)
  ) as (keyof typeof TEXT_COLUMNS)[];
  const matches = words.map(
    (w) => or(...columns.map((c) => ilike(TEXT_COLUMNS[c], `%${escapeLike(w)}%`))) as SQL,
  );
  return search?.mode === 'AND' ? and(...matches) : or(...matches);
}

async function rsvpPage(
  db: Db,
  siteId: string,
  query: SearchRsvpsRequest['search'],
  at: string,
): Promise<RsvpsV2Page> {
  const q = compileCursorQuery(query, rsvpV2QuerySpec, at);
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.siteId, siteId), q.where, textWhere(q.search)))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { rsvps: items.map(rsvpV2ToWire), pagingMetadata };
}

/** The owner's query; past the first page by the cursor the last page gave. */
export const queryRsvpsV2 = (db: Db, siteId: string, request: QueryRsvpsV2Request) =>
  rsvpPage(db, siteId, request.query, 'query');

/** The owner's search: a query plus free text over names and email. */
export const searchRsvps = (db: Db, siteId: string, request: SearchRsvpsRequest) =>
  rsvpPage(db, siteId, request.search, 'search');

export async function countRsvpsV2(
  db: Db,
  siteId: string,
  filter: Record<string, unknown> | null | undefined,
): Promise<{ count: number }> {
  const where = compileWhere(filter ?? undefined, rsvpV2QuerySpec, 'filter');
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.siteId, siteId), where));
  return { count: Number(row?.n ?? 0) };
}

/** Each named event's answers, guests counted (an event nobody answered counts zeros). */
export async function listRsvpSummary(
  db: Db,
  siteId: string,
  eventIds: string[],
): Promise<ListRsvpSummaryResponse> {
  const events = [...new Set(eventIds.filter(isUuid))];
  const rows = events.length
    ? await db
        .select({
          eventId: r.eventId,
          status: r.status,
          guests: sql<number>`sum(1 + ${r.guests})::int`,
          rsvps: sql<number>`count(*)::int`,
        })
        .from(r)
        .where(and(eq(r.siteId, siteId), inArray(r.eventId, events)))
        .groupBy(r.eventId, r.status)
    : [];
  const guestsOf = (eventId: string, status: string) =>
    rows.find((row) => row.eventId === eventId && row.status === status)?.guests ?? 0;
  return {
    summaries: events.map((eventId) => ({
      eventId,
      yesGuestCount: guestsOf(eventId, 'YES'),
      noGuestCount: guestsOf(eventId, 'NO'),
      waitlistGuestCount: guestsOf(eventId, 'WAITING'),
      totalRsvpCount: rows
        .filter((row) => row.eventId === eventId)
        .reduce((n, row) => n + row.rsvps, 0),
    })),
  };
}
