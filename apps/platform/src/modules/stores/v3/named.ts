import {
  CatalogErrorCode,
  DEFAULT_PAGE_SIZE,
  type Filter,
  type QueryNamedV3Request,
  type V3NamedEntity,
} from '@headless/contract';
import { and, asc, count, eq, isNotNull, max, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesProducts as p } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { notFound } from '../../../kernel/errors';
import { compileQuery, compileWhere, defineFields, type EntityQuerySpec } from '../../../query';
import { cursorPagingMetadata, decodeCursor, type CursorState } from '../cursor';
import { derivedIdSql } from './derived-id';

/**
 * Catalog V3 brands and ribbons, as far as products carry them: the catalog keeps a product's
 * brand and ribbon by name (V1's fields), so each distinct name is one entity, its id derived from
 * the name exactly as the product's rendering derives it (wire/v3.ts `brandId`, `ribbonId`).
 */
export type NamedKind = 'brand' | 'ribbon';

function namedRows(db: Db, siteId: string, kind: NamedKind) {
  const column = kind === 'brand' ? p.brand : p.ribbon;
  return db
    .select({
      name: sql<string>`${column}`.as('name'),
      products: count().as('products'),
      created: min(p.createdAt).as('created'),
      updated: max(p.updatedAt).as('updated'),
    })
    .from(p)
    .where(and(eq(p.siteId, siteId), isNotNull(column)))
    .groupBy(column)
    .as('named');
}

type Named = ReturnType<typeof namedRows>;

const specOf = (kind: NamedKind, n: Named): EntityQuerySpec => ({
  fields: defineFields({
    id: { sql: derivedIdSql(kind, sql`${n.name}`), type: 'string' },
    name: { sql: sql`${n.name}`, type: 'string', sortable: true },
    assignedProductsCount: { sql: sql`${n.products}`, type: 'number', sortable: true },
  }),
  defaultSort: [asc(n.name)],
  tieBreaker: sql`${n.name}`,
  defaultLimit: DEFAULT_PAGE_SIZE,
});

interface NamedRow {
  id: string;
  name: string;
  products: number;
  created: Date | string | null;
  updated: Date | string | null;
}

/** Dates through a subquery may arrive as text: read both. */
const asDate = (value: Date | string | null) => (value === null ? undefined : new Date(value));

function toWire(row: NamedRow): V3NamedEntity {
  const [created, updated] = [asDate(row.created), asDate(row.updated)];
  return {
    id: row.id,
    revision: String(updated?.getTime() ?? 0),
    ...(created ? { createdDate: created.toISOString() } : {}),
    ...(updated ? { updatedDate: updated.toISOString() } : {}),
    name: row.name,
    assignedProductsCount: Number(row.products),
  };
}

export async function queryNamedV3(
  db: Db,
  caller: Caller,
  kind: NamedKind,
  request: QueryNamedV3Request,
) {
  const query = request.query ?? {};
  const limit = query.cursorPaging?.limit ?? DEFAULT_PAGE_SIZE;
  const state: CursorState = query.cursorPaging?.cursor
    ? decodeCursor(query.cursorPaging.cursor, 'query.cursorPaging.cursor')
    : { filter: query.filter, sort: query.sort, offset: 0 };
  const n = namedRows(db, caller.siteId, kind);
  const spec = specOf(kind, n);
  const q = compileQuery({ filter: state.filter, sort: state.sort }, spec, 'query');
  const rows = await db
    .select({
      id: sql<string>`${spec.fields.id!.sql}`,
      name: n.name,
      products: n.products,
      created: n.created,
      updated: n.updated,
    })
    .from(n)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(limit + 1)
    .offset(state.offset);
  const items = rows.slice(0, limit).map(toWire);
  return { items, pagingMetadata: cursorPagingMetadata(state, limit, rows.length) };
}

export async function getNamedV3(db: Db, caller: Caller, kind: NamedKind, id: string) {
  const { items } = await queryNamedV3(db, caller, kind, { query: { filter: { id } } });
  const found = items[0];
  if (!found) {
    const code =
      kind === 'brand' ? CatalogErrorCode.brandNotFound : CatalogErrorCode.ribbonNotFound;
    throw notFound(code, `No product carries ${kind} ${id}`, { [`${kind}Id`]: id });
  }
  return found;
}

export async function countNamedV3(
  db: Db,
  caller: Caller,
  kind: NamedKind,
  filter?: Filter | null,
) {
  const n = namedRows(db, caller.siteId, kind);
  const where = compileWhere(filter ?? undefined, specOf(kind, n), 'filter');
  const [row] = await db.select({ count: count() }).from(n).where(where);
  return { count: row?.count ?? 0 };
}
