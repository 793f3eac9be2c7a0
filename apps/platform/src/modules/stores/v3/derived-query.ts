import { DEFAULT_PAGE_SIZE, type Filter, type Sorting } from '@headless/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { compileQuery, compileWhere, defineFields, type EntityQuerySpec } from '../../../query';
import { cursorPagingMetadata, decodeCursor, type CursorState } from '../cursor';

/**
 * Catalog V3 entities the catalog keeps inside its products (customizations, info sections): a
 * `source` select yields one row per entity, read here as the derived table `d`, so filters,
 * sorts and cursor pages work on them as on a table.
 */
export const column = (name: string) => sql.raw(`d.${name}`);

interface CursorQueryInput {
  filter?: Filter;
  sort?: Sorting[];
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

export async function queryDerived<Row>(
  db: Db,
  source: SQL,
  spec: EntityQuerySpec,
  query: CursorQueryInput = {},
) {
  const limit = query.cursorPaging?.limit ?? DEFAULT_PAGE_SIZE;
  const state: CursorState = query.cursorPaging?.cursor
    ? decodeCursor(query.cursorPaging.cursor, 'query.cursorPaging.cursor')
    : { filter: query.filter, sort: query.sort, offset: 0 };
  const q = compileQuery({ filter: state.filter, sort: state.sort }, spec, 'query');
  const { rows } = await db.execute(sql`
    select * from (${source}) d where ${q.where}
    order by ${sql.join(q.orderBy, sql`, `)}
    limit ${limit + 1} offset ${state.offset}`);
  return {
    rows: rows.slice(0, limit) as Row[],
    pagingMetadata: cursorPagingMetadata(state, limit, rows.length),
  };
}

export async function countDerived(
  db: Db,
  source: SQL,
  spec: EntityQuerySpec,
  filter?: Filter | null,
) {
  const where = compileWhere(filter ?? undefined, spec, 'filter');
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from (${source}) d where ${where}`,
  );
  return { count: rows[0]?.count ?? 0 };
}

/** Dates through a derived table may arrive as text: read both. */
export const asDate = (value: Date | string | null) =>
  value === null ? undefined : new Date(value);

export const wantsCount = (fields?: string[]) =>
  fields?.includes('ASSIGNED_PRODUCTS_COUNT') ?? false;

/** What every derived row carries: its id, how many products carry it, and their dates. */
export interface DerivedRow {
  id: string;
  products: number;
  created: Date | string | null;
  updated: Date | string | null;
}

/** The fields every derived entity is filtered and sorted by: its id and dates. */
export const derivedFields = defineFields({
  id: { sql: column('id'), type: 'string' },
  createdDate: { sql: column('created'), type: 'date', sortable: true },
  updatedDate: { sql: column('updated'), type: 'date', sortable: true },
});

/** A derived entity's id, revision and dates: it changes when a product carrying it does. */
export function derivedMeta(row: DerivedRow) {
  const [created, updated] = [asDate(row.created), asDate(row.updated)];
  return {
    id: row.id,
    revision: String(updated?.getTime() ?? 0),
    ...(created ? { createdDate: created.toISOString() } : {}),
    ...(updated ? { updatedDate: updated.toISOString() } : {}),
  };
}
