import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storesProductOptions, storesProducts, storesVariants } from '../../db/schema/stores';

export type ProductRow = typeof storesProducts.$inferSelect;
export type OptionRow = typeof storesProductOptions.$inferSelect;
export type VariantRow = typeof storesVariants.$inferSelect;

/** A product with its options and variants, as one unit of the catalog. */
export interface CatalogProduct {
  product: ProductRow;
  options: OptionRow[];
  variants: VariantRow[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

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
  const rows = await db
    .select()
    .from(storesProducts)
    .where(and(eq(storesProducts.siteId, siteId), inArray(storesProducts.id, wanted)));
  return withOptionsAndVariants(db, siteId, rows);
}

export async function findProduct(
  db: Db,
  siteId: string,
  id: string,
): Promise<CatalogProduct | undefined> {
  const [found] = await findProducts(db, siteId, [id]);
  return found;
}
