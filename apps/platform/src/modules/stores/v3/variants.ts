import {
  DEFAULT_PAGE_SIZE,
  type Filter,
  type QueryVariantsV3Request,
  type QueryVariantsV3Response,
  type SearchVariantsV3Request,
  type SearchVariantsV3Response,
  type V3ReadOnlyVariant,
} from '@headless/contract';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesProducts as p, storesVariants as v } from '../../../db/schema/stores';
import { isAdmin } from '../../../http/auth-context';
import type { Caller } from '../../../kernel/caller';
import { compileQuery, compileWhere, defineFields, type EntityQuerySpec } from '../../../query';
import { findProducts, type CatalogProduct } from '../catalog';
import { cursorPagingMetadata, decodeCursor, type CursorState } from '../cursor';
import { afterDiscount, variantPrice } from '../query-spec-v3';
import { variantToV3 } from '../wire/v3';
import { aggregate } from './aggregations';

/**
 * Catalog V3 read-only variants (docs/protocol.md §2.3): every product's variants as one list,
 * each with its product's fields beside it; the rows and rules of the products' own rendering.
 */
const inStock = sql`CASE WHEN ${p.trackInventory} THEN coalesce(${v.quantity}, 0) > 0 ELSE ${v.inStock} END`;

const variantQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${v.id}::text`, type: 'string' },
    variantId: { sql: sql`${v.id}::text`, type: 'string' },
    visible: { sql: v.visible, type: 'boolean' },
    sku: { sql: v.sku, type: 'string', sortable: true },
    'productData.productId': { sql: sql`${p.id}::text`, type: 'string' },
    'productData.name': { sql: p.name, type: 'string', sortable: true },
    'productData.slug': { sql: p.slug, type: 'string' },
    'productData.visible': { sql: p.visible, type: 'boolean' },
    'productData.productType': {
      sql: sql`upper(${p.productType})`,
      type: 'string',
      enumValues: ['PHYSICAL', 'DIGITAL'],
    },
    'price.actualPrice.amount': {
      sql: sql`minor_to_major((${afterDiscount(variantPrice)})::integer, ${p.currency})`,
      type: 'number',
      sortable: true,
    },
    'inventoryStatus.inStock': { sql: inStock, type: 'boolean' },
  }),
  defaultSort: [asc(p.createdAt), asc(p.id), asc(v.position)],
  tieBreaker: v.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

const scope = (caller: Caller): SQL[] => [
  eq(v.siteId, caller.siteId),
  ...(isAdmin(caller.identity) ? [] : [eq(p.visible, true), eq(v.visible, true)]),
];

function expressionWhere(expression: string | undefined): SQL | undefined {
  const words = (expression ?? '').split(/\s+/).filter(Boolean);
  const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return words.length
    ? and(...words.map((w) => or(ilike(p.name, like(w)), ilike(v.sku, like(w)))))
    : undefined;
}

function toReadOnly(found: CatalogProduct, variantId: string): V3ReadOnlyVariant {
  const { product, options } = found;
  const variant = found.variants.find((x) => x.id === variantId)!;
  const { choices, id, ...rest } = variantToV3(variant, product, options);
  return {
    ...rest,
    id,
    variantId: id,
    optionChoices: choices,
    productData: {
      productId: product.id,
      name: product.name,
      productType: product.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
      slug: product.slug,
      visible: product.visible,
      visibleInPos: product.visible,
      ...(product.collectionIds[0] ? { mainCategoryId: product.collectionIds[0] } : {}),
      currency: product.currency,
      revision: String(product.updatedAt.getTime()),
    },
  };
}

type Query = NonNullable<QueryVariantsV3Request['query']>;

async function pageOfVariants(
  db: Db,
  caller: Caller,
  query: Query,
  at: string,
  expression?: string,
) {
  const limit = query.cursorPaging?.limit ?? DEFAULT_PAGE_SIZE;
  const state: CursorState = query.cursorPaging?.cursor
    ? decodeCursor(query.cursorPaging.cursor, `${at}.cursorPaging.cursor`)
    : { filter: query.filter, sort: query.sort, expression, offset: 0 };
  const q = compileQuery({ filter: state.filter, sort: state.sort }, variantQuerySpec, at);
  const where = and(...scope(caller), q.where, expressionWhere(state.expression))!;
  const rows = await db
    .select({ id: v.id, productId: v.productId })
    .from(v)
    .innerJoin(p, eq(p.id, v.productId))
    .where(where)
    .orderBy(...q.orderBy)
    .limit(limit + 1)
    .offset(state.offset);
  const page = rows.slice(0, limit);
  const products = await findProducts(
    db,
    caller.siteId,
    page.map((r) => r.productId),
  );
  const byId = new Map(products.map((cp) => [cp.product.id, cp]));
  const variants = page.map((r) => toReadOnly(byId.get(r.productId)!, r.id));
  return { variants, pagingMetadata: cursorPagingMetadata(state, limit, rows.length), where };
}

export async function queryVariantsV3(
  db: Db,
  caller: Caller,
  request: QueryVariantsV3Request,
): Promise<QueryVariantsV3Response> {
  const { where: _where, ...page } = await pageOfVariants(db, caller, request.query ?? {}, 'query');
  return page;
}

export async function searchVariantsV3(
  db: Db,
  caller: Caller,
  request: SearchVariantsV3Request,
): Promise<SearchVariantsV3Response> {
  const search = request.search ?? {};
  const expression = search.search?.expression ?? undefined;
  const { where, ...page } = await pageOfVariants(db, caller, search, 'search', expression);
  const from = sql`${v} JOIN ${p} ON ${p.id} = ${v.productId}`;
  const results = await aggregate(db, variantQuerySpec, search.aggregations, from, where, 'search');
  return { ...page, aggregationData: { results } };
}

/** The ids of the variants a by-variant-filter request names (the search's fields and words). */
export async function matchingVariantIds(
  db: Db,
  caller: Caller,
  filter: Filter | null | undefined,
  expression?: string | null,
): Promise<string[]> {
  const where = compileWhere(filter ?? undefined, variantQuerySpec, 'filter');
  const rows = await db
    .select({ id: v.id })
    .from(v)
    .innerJoin(p, eq(p.id, v.productId))
    .where(and(...scope(caller), where, expressionWhere(expression ?? undefined)))
    .orderBy(v.id);
  return rows.map((r) => r.id);
}
