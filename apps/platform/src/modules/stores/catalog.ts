import { and, asc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromJsonRow, jsonRowObject, quoted } from '../../db/json-rows';
import { storesProductOptions, storesProducts, storesVariants } from '../../db/schema/stores';
import { isUuid } from '../../kernel/ids';

export type ProductRow = typeof storesProducts.$inferSelect;
export type OptionRow = typeof storesProductOptions.$inferSelect;
export type VariantRow = typeof storesVariants.$inferSelect;

/** A product with its options and variants, as one unit of the catalog. */
declare module '../../cache/registry' {
  interface CacheEntries {
    /** Products with their options and variants, by product id; notified by the stores_* tables. */
    catalog: CatalogProduct;
  }
}

export interface CatalogProduct {
  product: ProductRow;
  options: OptionRow[];
  variants: VariantRow[];
}

/** Loads the options and variants of already-selected products, keeping their order. */
export async function withOptionsAndVariants(
  db: Db,
  siteId: string,
  products: ProductRow[],
): Promise<CatalogProduct[]> {
  if (!products.length) return [];
  const ids = products.map((p) => p.id);
  const [options, variants] = await Promise.all([
    db
      .select()
      .from(storesProductOptions)
      .where(
        and(eq(storesProductOptions.siteId, siteId), inArray(storesProductOptions.productId, ids)),
      )
      .orderBy(asc(storesProductOptions.position)),
    db
      .select()
      .from(storesVariants)
      .where(and(eq(storesVariants.siteId, siteId), inArray(storesVariants.productId, ids)))
      .orderBy(asc(storesVariants.position)),
  ]);
  return products.map((product) => ({
    product,
    options: options.filter((o) => o.productId === product.id),
    variants: variants.filter((v) => v.productId === product.id),
  }));
}

/** The site's products among `ids`; ids that are not uuids match nothing. */
export async function findProducts(
  db: Db,
  siteId: string,
  ids: string[],
): Promise<CatalogProduct[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (!wanted.length) return [];
  // One round trip: carts look products up on every call (see withOptionsAndVariants for lists).
  const rows = await db
    .select(catalogProductColumns())
    .from(storesProducts)
    .where(and(eq(storesProducts.siteId, siteId), inArray(storesProducts.id, wanted)));
  return rows.map(toCatalogProduct);
}

/** Select these (with `stores_products` in the query) to read whole catalog products in one go. */
export const catalogProductColumns = () => ({
  product: storesProducts,
  options: productOptionsJson,
  variants: productVariantsJson,
});

export function toCatalogProduct(row: {
  product: ProductRow;
  options: Record<string, unknown>[];
  variants: Record<string, unknown>[];
}): CatalogProduct {
  return {
    product: row.product,
    options: row.options.map((o) => fromJsonRow(storesProductOptions, o)),
    variants: row.variants.map((v) => fromJsonRow(storesVariants, v)),
  };
}

type JsonRows = SQL<Record<string, unknown>[]>;

/**
 * The selected product's rows of `table` (options, variants) as a JSON array, ordered as
 * `withOptionsAndVariants` orders them. Raw text built once, with the product's columns qualified:
 * drizzle writes columns unqualified in single-table selects.
 */
function productRowsJson(table: typeof storesProductOptions | typeof storesVariants): JsonRows {
  const inner = (column: { name: string }) =>
    `${quoted(getTableName(table))}.${quoted(column.name)}`;
  const outer = (column: { name: string }) =>
    `${quoted(getTableName(storesProducts))}.${quoted(column.name)}`;
  const text = `coalesce((
    select json_agg(${jsonRowObject(table)} order by ${inner(table.position)})
    from ${quoted(getTableName(table))}
    where ${inner(table.siteId)} = ${outer(storesProducts.siteId)}
      and ${inner(table.productId)} = ${outer(storesProducts.id)}
  ), '[]'::json)`;
  return sql<Record<string, unknown>[]>`${sql.raw(text)}`;
}

const productOptionsJson = productRowsJson(storesProductOptions);
const productVariantsJson = productRowsJson(storesVariants);

export async function findProduct(
  db: Db,
  siteId: string,
  id: string,
): Promise<CatalogProduct | undefined> {
  const [found] = await findProducts(db, siteId, [id]);
  return found;
}
