import {
  EventsErrorCode as Code,
  DEFAULT_PAGE_SIZE,
  type CreateCategoryRequest,
  type EventsCategory,
  type ListEventCategoriesResponse,
  type QueryEventCategoriesRequest,
  type QueryEventCategoriesResponse,
  type UpdateCategoryRequest,
} from '@headless/contract';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  eventsCategories as c,
  eventsEventCategories as ec,
  eventsEvents as e,
} from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import { conflict, notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { compileQuery, defineFields, type EntityQuerySpec } from '../../query';
import { lockEvent } from '../events';

type CategoryRow = typeof c.$inferSelect;
type Counts = NonNullable<EventsCategory['counts']>;

function toWire(row: CategoryRow, counts?: Counts): EventsCategory {
  return {
    id: row.id,
    name: row.name,
    createdDate: row.createdAt.toISOString(),
    states: row.states,
    ...(counts ? { counts } : {}),
  };
}

const categoryNotFound = (categoryId: string) =>
  notFound(Code.categoryNotFound, `Category ${categoryId} not found`, { categoryId });
const nameTaken = (name: string) =>
  conflict(Code.categoryNameTaken, `A category named ${name} exists already`, { name });

const querySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${c.id}::text`, type: 'string' },
    name: { sql: c.name, type: 'string', sortable: true },
    states: { sql: c.states, type: 'stringArray' },
    createdDate: { sql: c.createdAt, type: 'date', sortable: true },
  }),
  defaultSort: [asc(c.createdAt)],
  tieBreaker: c.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

/** Per category, its published (not draft) and draft events. */
async function countsOf(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: ec.categoryId, draft: sql<boolean>`${e.state} = 'DRAFT'`, n: count() })
    .from(ec)
    .innerJoin(e, eq(e.id, ec.eventId))
    .where(inArray(ec.categoryId, ids))
    .groupBy(ec.categoryId, sql`${e.state} = 'DRAFT'`);
  const counts = new Map(
    ids.map((id) => [id, { assignedEventsCount: 0, assignedDraftEventsCount: 0 }]),
  );
  for (const r of rows) {
    const entry = counts.get(r.id)!;
    if (r.draft) entry.assignedDraftEventsCount = Number(r.n);
    else entry.assignedEventsCount = Number(r.n);
  }
  return counts;
}

/** Query Categories: anyone; the `COUNTS` fieldset adds each category's events. */
export async function queryCategories(
  db: Db,
  caller: Caller,
  { query, fieldset }: QueryEventCategoriesRequest,
): Promise<QueryEventCategoriesResponse> {
  const q = compileQuery(query, querySpec);
  const where = and(eq(c.siteId, caller.siteId), q.where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(c).where(where),
  ]);
  const counts = fieldset?.includes('COUNTS')
    ? await countsOf(
        db,
        rows.map((r) => r.id),
      )
    : undefined;
  return {
    categories: rows.map((r) => toWire(r, counts?.get(r.id))),
    metaData: { count: rows.length, offset: q.offset, total: Number(total?.n ?? 0) },
  };
}

/**
 * List Event Categories: the event's categories but HIDDEN ones, in the event's order. A visitor
 * or member asking for a draft event (or one the site does not have) gets none.
 */
export async function listEventCategories(
  db: Db,
  caller: Caller,
  eventId: string,
): Promise<z.infer<typeof ListEventCategoriesResponse>> {
  if (!isUuid(eventId)) return { categories: [] };
  const visible = caller.role === 'ADMIN' ? undefined : ne(e.state, 'DRAFT');
  const rows = await db
    .select({ category: c })
    .from(ec)
    .innerJoin(c, eq(c.id, ec.categoryId))
    .innerJoin(e, eq(e.id, ec.eventId))
    .where(
      and(
        eq(ec.siteId, caller.siteId),
        eq(ec.eventId, eventId),
        visible,
        sql`not ('HIDDEN' = any(${c.states}))`,
      ),
    )
    .orderBy(asc(ec.position), asc(c.name));
  return { categories: rows.map((r) => toWire(r.category)) };
}

async function lockCategory(tx: Db, siteId: string, categoryId: string): Promise<CategoryRow> {
  if (!isUuid(categoryId)) throw categoryNotFound(categoryId);
  const [row] = await tx
    .select()
    .from(c)
    .where(and(eq(c.siteId, siteId), eq(c.id, categoryId)))
    .for('update');
  if (!row) throw categoryNotFound(categoryId);
  return row;
}

/** A category's name is unique on its site (the events' own category references rely on it). */
async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name && isUniqueViolation(error, 'events_categories_site_id_name_key'))
      throw nameTaken(name);
    throw error;
  }
}

export async function createCategory(
  db: Db,
  caller: Caller,
  input: CreateCategoryRequest['category'],
): Promise<EventsCategory> {
  return uniqueName(input.name, async () => {
    const [row] = await db
      .insert(c)
      .values({
        siteId: caller.siteId,
        name: input.name,
        states: input.states?.length ? input.states : ['MANUAL'],
        createdAt: caller.now,
      })
      .returning();
    return toWire(row!);
  });
}

export async function updateCategory(
  db: Db,
  caller: Caller,
  categoryId: string,
  patch: UpdateCategoryRequest['category'],
): Promise<EventsCategory> {
  return uniqueName(patch.name, () =>
    db.transaction(async (tx) => {
      await lockCategory(tx, caller.siteId, categoryId);
      const [row] = await tx
        .update(c)
        .set({ name: patch.name, states: patch.states })
        .where(eq(c.id, categoryId))
        .returning();
      return toWire(row!);
    }),
  );
}

export async function deleteCategory(db: Db, caller: Caller, categoryId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategory(tx, caller.siteId, categoryId);
    await tx.delete(c).where(eq(c.id, categoryId));
  });
}

/**
 * Assign Events: each event (the site's) joins the category, last in its order; twice is once.
 * Answers the category (bulk results carry it).
 */
export async function assignEvents(
  db: Db,
  caller: Caller,
  categoryId: string,
  eventIds: string[],
): Promise<EventsCategory> {
  return db.transaction(async (tx) => {
    const category = await lockCategory(tx, caller.siteId, categoryId);
    for (const eventId of new Set(eventIds)) {
      const event = await lockEvent(tx, caller.siteId, eventId, true);
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${ec.position}) + 1, 0)` })
        .from(ec)
        .where(eq(ec.eventId, event.id));
      await tx
        .insert(ec)
        .values({ eventId: event.id, categoryId, siteId: caller.siteId, position: last?.n ?? 0 })
        .onConflictDoNothing();
    }
    return toWire(category);
  });
}

export async function unassignEvents(
  db: Db,
  caller: Caller,
  categoryId: string,
  eventIds: string[],
): Promise<EventsCategory> {
  return db.transaction(async (tx) => {
    const category = await lockCategory(tx, caller.siteId, categoryId);
    const ids = eventIds.filter(isUuid);
    if (ids.length) {
      await tx.delete(ec).where(and(eq(ec.categoryId, categoryId), inArray(ec.eventId, ids)));
    }
    return toWire(category);
  });
}
