import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomCartLineItems, ecomCarts } from '../../db/schema/ecom';
import { storesProducts } from '../../db/schema/stores';
import { notFound } from '../../errors';
import { catalogProductColumns, toCatalogProduct, type ProductRow } from '../stores/catalog';
import { ownedBy, type CartRow, type LineRow } from './cart-store';
import type { CartOwner } from './owner';
import type { PricedLine } from './to-wire';

export const cartNotFound = () =>
  notFound('OWNED_CART_NOT_FOUND', 'Cart not found for the current identity');

/**
 * A line's product, matched as before (`findProducts`, then equal ids): a catalog item id that is
 * not a lowercase uuid matches nothing (and must not fail the cast).
 */
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const lineProduct = and(
  eq(storesProducts.siteId, ecomCartLineItems.siteId),
  sql`${storesProducts.id} = case when ${ecomCartLineItems.catalogItemId} ~ ${UUID_PATTERN}
    then ${ecomCartLineItems.catalogItemId}::uuid end`,
);

/**
 * Lines whose product has since left the catalog are not shown (nothing to price them by).
 * One query for the lines and their products: every cart call renders them.
 */
export async function loadPricedLines(db: Db, cart: CartRow): Promise<PricedLine[]> {
  const rows = await db
    .select({ line: ecomCartLineItems, ...catalogProductColumns() })
    .from(ecomCartLineItems)
    .leftJoin(storesProducts, lineProduct)
    .where(and(eq(ecomCartLineItems.siteId, cart.siteId), eq(ecomCartLineItems.cartId, cart.id)))
    .orderBy(asc(ecomCartLineItems.position));
  return rows.flatMap(toPricedLine);
}

/**
 * The owner's cart and its priced lines in one query (get-cart runs it on every call): the cart
 * comes once per line, or once with no line.
 */
export async function findPricedCart(
  db: Db,
  owner: CartOwner,
): Promise<{ cart: CartRow; lines: PricedLine[] } | undefined> {
  const rows = await db
    .select({ cart: ecomCarts, line: ecomCartLineItems, ...catalogProductColumns() })
    .from(ecomCarts)
    .leftJoin(
      ecomCartLineItems,
      and(
        eq(ecomCartLineItems.siteId, ecomCarts.siteId),
        eq(ecomCartLineItems.cartId, ecomCarts.id),
      ),
    )
    .leftJoin(storesProducts, lineProduct)
    .where(ownedBy(owner))
    .orderBy(asc(ecomCartLineItems.position));
  const [first] = rows;
  return first && { cart: first.cart, lines: rows.flatMap(toPricedLine) };
}

type LineWithProduct = {
  line: LineRow | null;
  product: ProductRow | null;
  options: Record<string, unknown>[];
  variants: Record<string, unknown>[];
};

function toPricedLine({ line, product, options, variants }: LineWithProduct): PricedLine[] {
  if (!line || !product) return [];
  const item = toCatalogProduct({ product, options, variants });
  const variant = item.variants.find((v) => v.id === line.variantId);
  return variant ? [{ line, item, variant }] : [];
}
