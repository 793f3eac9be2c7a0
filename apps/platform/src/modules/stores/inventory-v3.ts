import {
  CatalogErrorCode,
  DEFAULT_PAGE_SIZE,
  type QueryInventoryItemsV3Request,
  type QueryInventoryItemsV3Response,
} from '@headless/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storesProducts as p, storesVariants as v } from '../../db/schema/stores';
import { notFound } from '../../kernel/errors';
import type { Caller } from '../../kernel/caller';
import { isUuid } from '../../kernel/ids';
import { defineFields, compileQuery, type EntityQuerySpec } from '../../query';
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

export async function queryInventoryItemsV3(
  db: Db,
  caller: Caller,
  request: QueryInventoryItemsV3Request,
): Promise<QueryInventoryItemsV3Response> {
  const query = request.query ?? {};
  const limit = query.cursorPaging?.limit ?? DEFAULT_PAGE_SIZE;
  const state: CursorState = query.cursorPaging?.cursor
    ? decodeCursor(query.cursorPaging.cursor, 'query.cursorPaging.cursor')
    : { filter: query.filter, sort: query.sort, offset: 0 };
  const q = compileQuery({ filter: state.filter, sort: state.sort }, inventoryQuerySpec);
  const rows = await db
    .select({ product: p, variant: v })
    .from(v)
    .innerJoin(p, eq(p.id, v.productId))
    .where(and(...scope(caller), q.where))
    .orderBy(...q.orderBy)
    .limit(limit + 1)
    .offset(state.offset);
  const inventoryItems = rows.slice(0, limit).map((r) => inventoryItemToV3(r.product, r.variant));
  return { inventoryItems, pagingMetadata: cursorPagingMetadata(state, limit, rows.length) };
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
