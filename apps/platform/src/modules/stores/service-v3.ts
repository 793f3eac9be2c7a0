import {
  DEFAULT_PAGE_SIZE,
  type Filter,
  type QueryProductsV3Response,
  type QueryProductsV3Request,
  type SearchProductsV3Request,
  type SearchProductsV3Response,
  type V3Product,
} from '@headless/contract';
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storesProducts as p } from '../../db/schema/stores';
import { notFound } from '../../kernel/errors';
import type { Caller } from '../../kernel/caller';
import { compileQuery, compileWhere } from '../../query';
import { findProduct, withOptionsAndVariants, type CatalogProduct } from './catalog';
import { productV3QuerySpec } from './query-spec-v3';
import { productToV3 } from './wire/v3';
import { cursorPagingMetadata, decodeCursor, type CursorState } from './cursor';
import { isAdmin } from '../../http/auth-context';
import { aggregate } from './v3/aggregations';

/**
 * Catalog V3 products, read side (docs/protocol.md §2.3): the V1 catalog's rows, rendered by
 * wire/v3.ts. Visitors and members see visible products; the owner and apps see all of them.
 * Lists leave `variantsInfo` out, as the platform's query and search do; get and get-by-slug carry it.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function expressionWhere(expression: string | undefined): SQL | undefined {
  const words = (expression ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) =>
      or(ilike(p.name, `%${escapeLike(w)}%`), ilike(p.description, `%${escapeLike(w)}%`)),
    ),
  );
}

const siteScope = (caller: Caller): SQL[] => [
  eq(p.siteId, caller.siteId),
  ...(isAdmin(caller.identity) ? [] : [eq(p.visible, true)]),
];

type Query = NonNullable<QueryProductsV3Request['query']>;

async function pageOfProducts(
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
  const q = compileQuery({ filter: state.filter, sort: state.sort }, productV3QuerySpec, at);
  const where = and(...siteScope(caller), q.where, expressionWhere(state.expression));
  const rows = await db
    .select()
    .from(p)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(limit + 1)
    .offset(state.offset);
  const page = await withOptionsAndVariants(db, caller.siteId, rows.slice(0, limit));
  const products: V3Product[] = page.map((cp) => productToV3(cp, { withVariants: false }));
  return { products, pagingMetadata: cursorPagingMetadata(state, limit, rows.length), where };
}

export async function queryProductsV3(
  db: Db,
  caller: Caller,
  request: QueryProductsV3Request,
): Promise<QueryProductsV3Response> {
  const { where: _where, ...page } = await pageOfProducts(db, caller, request.query ?? {}, 'query');
  return page;
}

export async function searchProductsV3(
  db: Db,
  caller: Caller,
  request: SearchProductsV3Request,
): Promise<SearchProductsV3Response> {
  const search = request.search ?? {};
  const expression = search.search?.expression ?? undefined;
  const { where, ...page } = await pageOfProducts(db, caller, search, 'search', expression);
  const from = sql`${p}`;
  const results = await aggregate(
    db,
    productV3QuerySpec,
    search.aggregations,
    from,
    where!,
    'search',
  );
  return { ...page, aggregationData: { results } };
}

export async function countProductsV3(
  db: Db,
  caller: Caller,
  filter: Filter | undefined,
): Promise<{ count: number }> {
  const where = and(...siteScope(caller), compileWhere(filter, productV3QuerySpec, 'filter'));
  const [row] = await db.select({ count: count() }).from(p).where(where);
  return { count: row?.count ?? 0 };
}

function visibleTo(caller: Caller, found: CatalogProduct | undefined, what: string) {
  if (!found || (!found.product.visible && !isAdmin(caller.identity)))
    throw notFound('PRODUCT_NOT_FOUND', `Product ${what} not found`, { product: what });
  return { product: productToV3(found, { withVariants: true }) };
}

export async function getProductV3(db: Db, caller: Caller, id: string) {
  return visibleTo(caller, await findProduct(db, caller.siteId, id), id);
}

export async function getProductBySlugV3(db: Db, caller: Caller, slug: string) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.siteId, caller.siteId), eq(p.slug, slug)));
  const found = row ? await findProduct(db, caller.siteId, row.id) : undefined;
  return visibleTo(caller, found, slug);
}
