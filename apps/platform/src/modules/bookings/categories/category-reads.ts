import type { CategoryV2, CursorQuery, Filter } from '@headless/contract';
import { PlatformErrorCode } from '@headless/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsCategories as c } from '../../../db/schema/bookings';
import { notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import {
  compileCursorQuery,
  compileWhere,
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
} from '../../../query';

type CategoryRow = typeof c.$inferSelect;

/** Categories v2's wire: each change bumps the revision an update must name. */
export const categoryToWire = (row: CategoryRow): CategoryV2 => ({
  id: row.id,
  revision: String(row.revision),
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
  name: row.name,
  sortOrder: row.sortOrder,
});
const toWire = categoryToWire;

const categoryQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${c.id}::text`, type: 'string' },
    name: { sql: c.name, type: 'string', sortable: true },
    sortOrder: { sql: c.sortOrder, type: 'number', sortable: true },
    ...recordDateFields(c),
  }),
  defaultSort: [asc(c.sortOrder), asc(c.name)],
  tieBreaker: c.id,
  defaultLimit: 100,
};

const onSite = (siteId: string) => eq(c.siteId, siteId);

export async function getCategory(db: Db, siteId: string, id: string): Promise<CategoryV2> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(c)
        .where(and(onSite(siteId), eq(c.id, id)))
    : [];
  if (!row)
    throw notFound(PlatformErrorCode.notFound, `Category ${id} not found`, { categoryId: id });
  return toWire(row);
}

export async function queryCategoriesV2(db: Db, siteId: string, query?: CursorQuery) {
  const q = compileCursorQuery(query, categoryQuerySpec);
  const rows = await db
    .select()
    .from(c)
    .where(and(onSite(siteId), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { categories: items.map(toWire), pagingMetadata };
}

export async function countCategories(db: Db, siteId: string, filter?: Filter) {
  const where = compileWhere(filter, categoryQuerySpec, 'filter');
  const [row] = await db
    .select({ total: count() })
    .from(c)
    .where(and(onSite(siteId), where));
  return { count: row?.total ?? 0 };
}

/** Categories v1's list: the named ones (ids that name none are left out), or all. */
export async function listCategoriesV1(db: Db, siteId: string, ids?: string[]) {
  const wanted = ids?.filter(isUuid);
  if (wanted && !wanted.length) return { categories: [] };
  const rows = await db
    .select()
    .from(c)
    .where(and(onSite(siteId), wanted ? inArray(c.id, wanted) : undefined))
    .orderBy(asc(c.sortOrder), asc(c.name));
  return { categories: rows.map((row) => ({ id: row.id, name: row.name })) };
}
