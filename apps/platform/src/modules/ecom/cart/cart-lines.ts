import { and, asc, eq, sql } from 'drizzle-orm';
import type { Synced } from '../../../cache/site-cache';
import type { Db } from '../../../db/client';
import { fromJsonRow, jsonRowObject } from '../../../db/json-rows';
import { runPrepared } from '../../../db/prepared';
import { ecomCartLineItems, ecomCarts } from '../../../db/schema/ecom';
import { storesProducts } from '../../../db/schema/stores';
import { notFound } from '../../../kernel/errors';
import type { CartRow, LineRow } from './cart-store';
import { catalogProducts } from './catalog-cache';
import type { CartOwner } from '../owner';
import type { PricedLine } from '../wire/to-wire';
import { catalogProductColumns, toCatalogProduct, type ProductRow } from '../../stores/index';

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

/** The owner's cart with its lines as JSON: one row, one round trip, prepared once per connection. */
const FIND_CART_SQL = `select ${jsonRowObject(ecomCarts)} as cart, coalesce((
    select json_agg(${jsonRowObject(ecomCartLineItems)} order by ecom_cart_line_items.position)
    from ecom_cart_line_items
    where ecom_cart_line_items.site_id = ecom_carts.site_id
      and ecom_cart_line_items.cart_id = ecom_carts.id
  ), '[]'::json) as lines
  from ecom_carts where site_id = $1 and owner_type = $2 and owner_id = $3 and not order_placed`;

type CartJson = { cart: Record<string, unknown>; lines: Record<string, unknown>[] };

/** The owner's cart and its priced lines (get-cart runs it on every call). */
export async function findPricedCart(
  db: Db,
  owner: CartOwner,
  synced?: Synced,
): Promise<{ cart: CartRow; lines: PricedLine[] } | undefined> {
  const rows = await runPrepared<CartJson>(db, {
    name: 'ecom_find_cart',
    text: FIND_CART_SQL,
    values: [owner.siteId, owner.type, owner.id],
  });
  const [row] = rows;
  if (!row) return undefined;
  const lines = row.lines.map((l) => fromJsonRow(ecomCartLineItems, l));
  return {
    cart: fromJsonRow(ecomCarts, row.cart),
    lines: await priceLines(db, owner.siteId, lines, synced),
  };
}

/**
 * Lines with their products from the catalog cache (`db` must be the app's handle, not a
 * transaction, for the cache to serve); lines whose product or variant is gone are left out.
 */
export async function priceLines(
  db: Db,
  siteId: string,
  lines: LineRow[],
  synced?: Synced,
): Promise<PricedLine[]> {
  const products = await catalogProducts(
    db,
    siteId,
    lines.map((l) => l.catalogItemId),
    synced,
  );
  return lines.flatMap((line) => {
    const item = products.get(line.catalogItemId);
    const variant = item?.variants.find((v) => v.id === line.variantId);
    return item && variant ? [{ line, item, variant }] : [];
  });
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
