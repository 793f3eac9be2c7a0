import type { InventoryStatus } from '@headless/contract';
import { sql, type SQL } from 'drizzle-orm';
import { storesProducts as p, storesVariants as v } from '../../db/schema/stores';

type ProductStockRow = Pick<typeof p.$inferSelect, 'trackInventory'>;
type VariantStockRow = Pick<typeof v.$inferSelect, 'quantity' | 'inStock' | 'visible'>;

/** A tracked variant is in stock while it has quantity; an untracked one by its flag. */
export function variantInStock(product: ProductStockRow, variant: VariantStockRow): boolean {
  return product.trackInventory ? (variant.quantity ?? 0) > 0 : variant.inStock;
}

export function inventoryStatus(
  product: ProductStockRow,
  variants: VariantStockRow[],
): InventoryStatus {
  const visible = variants.filter((x) => x.visible);
  const inStock = visible.filter((x) => variantInStock(product, x)).length;
  if (inStock === 0) return 'OUT_OF_STOCK';
  return inStock === visible.length ? 'IN_STOCK' : 'PARTIALLY_OUT_OF_STOCK';
}

/** The same rules in SQL, for filters over `stock.*`. */
export const variantInStockSql = sql`CASE WHEN ${p.trackInventory} THEN coalesce(${v.quantity}, 0) > 0 ELSE ${v.inStock} END`;

const anyVariant = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${v} WHERE ${v.productId} = ${p.id} AND ${v.visible} AND ${condition})`;

export const productInStockSql = anyVariant(variantInStockSql);

export const inventoryStatusSql = sql`CASE
  WHEN NOT ${productInStockSql} THEN 'OUT_OF_STOCK'
  WHEN ${anyVariant(sql`NOT (${variantInStockSql})`)} THEN 'PARTIALLY_OUT_OF_STOCK'
  ELSE 'IN_STOCK' END`;
