import {
  DEFAULT_PAGE_SIZE,
  type ListScheduleItemsQuery,
  type ListScheduleItemsResponse,
  type QueryScheduleItemsRequest,
  type QueryScheduleItemsResponse,
  type ScheduleItem,
} from '@headless/contract';
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsScheduleItems as s } from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import { isUuid } from '../../kernel/ids';
import { compileQuery, defineFields, pagingMetadata, type EntityQuerySpec } from '../../query';
import { guestView, isOwner, itemNotFound, ownerOnlyState, stateWhere } from './scope';
import { itemToWire } from './wire';

/** The reference's default order: by the time slot's start, then its end. */
const timeOrder = [asc(s.startDate), asc(s.endDate), asc(s.itemId), asc(s.draft)];

const querySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${s.itemId}::text`, type: 'string' },
    eventId: { sql: sql`${s.eventId}::text`, type: 'string' },
    name: { sql: s.name, type: 'string', sortable: true },
    stageName: { sql: s.stageName, type: 'string', sortable: true },
    tags: { sql: s.tags, type: 'stringArray' },
    status: { sql: s.status, type: 'string', enumValues: ['SCHEDULED', 'CANCELED'] },
    hidden: { sql: s.hidden, type: 'boolean' },
    draft: { sql: s.draft, type: 'boolean' },
    'timeSlot.start': { sql: s.startDate, type: 'date', sortable: true },
    'timeSlot.end': { sql: s.endDate, type: 'date', sortable: true },
    createdDate: { sql: s.createdAt, type: 'date', sortable: true },
    updatedDate: { sql: s.updatedAt, type: 'date', sortable: true },
  }),
  defaultSort: timeOrder,
  tieBreaker: s.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

const ids = (values: string[] | undefined) => (values ?? []).filter(isUuid);

/** List Schedule Items: the list parameters as filters, with facets and the draft's state. */
export async function listScheduleItems(
  db: Db,
  caller: Caller,
  params: ListScheduleItemsQuery,
): Promise<ListScheduleItemsResponse> {
  const states = params.state ?? [];
  if (states.includes('DRAFT') || states.includes('HIDDEN'))
    ownerOnlyState(caller, 'draft or hidden schedule items');
  const where: (SQL | undefined)[] = [eq(s.siteId, caller.siteId), ...stateWhere(states)];
  if (!isOwner(caller)) where.push(guestView());
  if (params.eventId) where.push(inArray(s.eventId, ids(params.eventId)));
  if (params.itemId) where.push(inArray(s.itemId, ids(params.itemId)));
  if (params.tag) where.push(sql`${s.tags} && ${toTextArray(params.tag)}`);
  if (params.stageName) where.push(inArray(s.stageName, params.stageName));
  if (params.startingFrom) where.push(gte(s.startDate, new Date(params.startingFrom)));
  if (params.startingBefore) where.push(lt(s.startDate, new Date(params.startingBefore)));
  const condition = and(...where);
  const offset = params['paging.offset'] ?? params.offset ?? 0;
  const limit = params['paging.limit'] ?? params.limit ?? DEFAULT_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(s)
      .where(condition)
      .orderBy(...timeOrder)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(s).where(condition),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map(itemToWire),
    total: n,
    offset,
    limit,
    ...(params.facet?.length ? { facets: await facetsOf(db, condition, params.facet) } : {}),
    ...(isOwner(caller) && params.eventId?.length === 1
      ? { draftNotPublished: await draftNotPublished(db, caller.siteId, params.eventId[0]!) }
      : {}),
    pagingMetadata: pagingMetadata(rows.length, offset, n),
  };
}

const toTextArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

async function facetsOf(db: Db, where: SQL | undefined, facets: ('tag' | 'stageName')[]) {
  const result: ListScheduleItemsResponse['facets'] = {};
  for (const facet of new Set(facets)) {
    const value = facet === 'tag' ? sql<string>`unnest(${s.tags})` : sql<string>`${s.stageName}`;
    const rows = await db
      .select({ value, n: count() })
      .from(s)
      .where(and(where, facet === 'stageName' ? sql`${s.stageName} is not null` : undefined))
      .groupBy(sql`1`);
    result[facet] = { counts: Object.fromEntries(rows.map((r) => [r.value, Number(r.n)])) };
  }
  return result;
}

/** Whether the event's draft schedule differs from what is published (an item added, changed, gone). */
async function draftNotPublished(db: Db, siteId: string, eventId: string): Promise<boolean> {
  if (!isUuid(eventId)) return false;
  const rows = await db.execute<{ differs: boolean }>(sql`
    select exists (
      select 1 from events_schedule_items d
       where d.site_id = ${siteId} and d.event_id = ${eventId} and d.draft
         and not exists (select 1 from events_schedule_items p
                          where p.item_id = d.item_id and not p.draft and p.updated_at = d.updated_at)
    ) or exists (
      select 1 from events_schedule_items p
       where p.site_id = ${siteId} and p.event_id = ${eventId} and not p.draft
         and not exists (select 1 from events_schedule_items d where d.item_id = p.item_id and d.draft)
    ) as differs`);
  return Boolean(rows.rows[0]?.differs);
}

/** Query Schedule Items: the owner's over every row, drafts included; guests' over what they see. */
export async function queryScheduleItems(
  db: Db,
  caller: Caller,
  { query }: QueryScheduleItemsRequest,
): Promise<QueryScheduleItemsResponse> {
  const q = compileQuery(query, querySpec);
  const where = and(
    eq(s.siteId, caller.siteId),
    isOwner(caller) ? undefined : guestView(),
    q.where,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return {
    items: rows.map(itemToWire),
    pagingMetadata: pagingMetadata(rows.length, q.offset, Number(total?.n ?? 0)),
  };
}

/** Get Schedule Item: the published item, and with `includeDraft` (the owner's) its draft. */
export async function getScheduleItem(
  db: Db,
  caller: Caller,
  itemId: string,
  options: { eventId?: string; includeDraft?: boolean },
): Promise<{ item?: ScheduleItem; draft?: ScheduleItem }> {
  if (options.includeDraft) ownerOnlyState(caller, 'draft schedule items');
  if (!isUuid(itemId) || (options.eventId && !isUuid(options.eventId))) throw itemNotFound(itemId);
  const rows = await db
    .select()
    .from(s)
    .where(
      and(
        eq(s.siteId, caller.siteId),
        eq(s.itemId, itemId),
        options.eventId ? eq(s.eventId, options.eventId) : undefined,
        isOwner(caller) ? undefined : guestView(),
        options.includeDraft ? undefined : eq(s.draft, false),
      ),
    );
  const published = rows.find((r) => !r.draft);
  const draft = rows.find((r) => r.draft);
  if (!published && !draft) throw itemNotFound(itemId);
  return {
    ...(published ? { item: itemToWire(published) } : {}),
    ...(draft ? { draft: itemToWire(draft) } : {}),
  };
}
