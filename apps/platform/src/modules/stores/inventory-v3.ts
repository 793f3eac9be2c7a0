import {
  CatalogErrorCode,
  DEFAULT_PAGE_SIZE,
  type QueryInventoryItemsV3Request,
  type QueryInventoryItemsV3Response,
  type Filter,
  type SearchInventoryItemsV3Request,
} from '@headless/contract';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storesProducts as p, storesVariants as v } from '../../db/schema/stores';
import { notFound } from '../../kernel/errors';
import type { Caller } from '../../kernel/caller';
import { isUuid } from '../../kernel/ids';
import { defineFields, compileQuery, compileWhere, type EntityQuerySpec } from '../../query';
import { isAdmin } from '../../http/auth-context';
import { cursorPagingMetadata, decodeCursor, type CursorState } from './cursor';
import { inventoryItemToV3 } from './wire/inventory-v3';

/**
 * Catalog V3 inventory items, read side: the variants' stock rows, which V1's `stock` and the
 * orders' decrement use too (docs/protocol.md §2.3). Visitors see items of visible products.
 */
const inStockSql = sql`CASE WHEN ${p.trackInventory} THEN coalesce(${v.quantity}, 0) > 0 ELSE ${v.inStock} END`;

const inventoryQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${v.id}::text`, type: 'string' },
    variantId: { sql: sql`${v.id}::text`, type: 'string' },
    productId: { sql: sql`${p.id}::text`, type: 'string' },
    trackQuantity: { sql: p.trackInventory, type: 'boolean' },
    inStock: { sql: inStockSql, type: 'boolean' },
    quantity: { sql: v.quantity, type: 'number', sortable: true },
  }),
  defaultSort: [asc(p.createdAt), asc(v.position)],
  tieBreaker: v.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

const scope = (caller: Caller): SQL[] => [
  eq(v.siteId, caller.siteId),
  ...(isAdmin(caller.identity) ? [] : [eq(p.visible, true)]),
];

/** The search's text: every word in the product's name or the variant's SKU. */
function expressionWhere(expression: string | undefined): SQL | undefined {
  const words = (expression ?? '').split(/\s+/).filter(Boolean);
  const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return words.length
    ? and(...words.map((w) => or(ilike(p.name, like(w)), ilike(v.sku, like(w)))))
    : undefined;
}

type Query = NonNullable<QueryInventoryItemsV3Request['query']>;

async function pageOfItems(db: Db, caller: Caller, query: Query, at: string, expression?: string) {
  const limit = query.cursorPaging?.limit ?? DEFAULT_PAGE_SIZE;
  const state: CursorState = query.cursorPaging?.cursor
    ? decodeCursor(query.cursorPaging.cursor, `${at}.cursorPaging.cursor`)
    : { filter: query.filter, sort: query.sort, expression, offset: 0 };
  const q = compileQuery({ filter: state.filter, sort: state.sort }, inventoryQuerySpec, at);
  const rows = await db
    .select({ product: p, variant: v })
    .from(v)
    .innerJoin(p, eq(p.id, v.productId))
    .where(and(...scope(caller), q.where, expressionWhere(state.expression)))
    .orderBy(...q.orderBy)
    .limit(limit + 1)
    .offset(state.offset);
  const inventoryItems = rows.slice(0, limit).map((r) => inventoryItemToV3(r.product, r.variant));
  return { inventoryItems, pagingMetadata: cursorPagingMetadata(state, limit, rows.length) };
}

export function queryInventoryItemsV3(
  db: Db,
  caller: Caller,
  request: QueryInventoryItemsV3Request,
): Promise<QueryInventoryItemsV3Response> {
  return pageOfItems(db, caller, request.query ?? {}, 'query');
}

export function searchInventoryItemsV3(
  db: Db,
  caller: Caller,
  request: SearchInventoryItemsV3Request,
): Promise<QueryInventoryItemsV3Response> {
  const search = request.search ?? {};
  return pageOfItems(db, caller, search, 'search', search.search?.expression ?? undefined);
}

export async function countInventoryItemsV3(db: Db, caller: Caller, filter?: Filter | null) {
  const where = compileWhere(filter ?? undefined, inventoryQuerySpec, 'filter');
  const [row] = await db
    .select({ count: count() })
    .from(v)
    .innerJoin(p, eq(p.id, v.productId))
    .where(and(...scope(caller), where));
  return { count: row?.count ?? 0 };
}

/** The ids of the site's items a by-filter request names (hidden products' included). */
export async function matchingItemIds(
  db: Db,
  caller: Caller,
  filter: Filter | null | undefined,
  expression?: string | null,
): Promise<string[]> {
  const where = compileWhere(filter ?? undefined, inventoryQuerySpec, 'filter');
  const rows = await db
    .select({ id: v.id })
    .from(v)
    .innerJoin(p, eq(p.id, v.productId))
    .where(and(eq(v.siteId, caller.siteId), where, expressionWhere(expression ?? undefined)))
    .orderBy(v.id);
  return rows.map((r) => r.id);
}

export async function getInventoryItemV3(db: Db, caller: Caller, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ product: p, variant: v })
        .from(v)
        .innerJoin(p, eq(p.id, v.productId))
        .where(and(...scope(caller), eq(v.id, id)))
    : [];
  if (!row)
    throw notFound(CatalogErrorCode.inventoryItemNotFound, `Inventory item ${id} not found`, {
      id,
    });
  return { inventoryItem: inventoryItemToV3(row.product, row.variant) };
}
