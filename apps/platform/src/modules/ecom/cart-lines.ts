import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findProducts } from '../stores/catalog';
import { cartLines, type CartRow } from './cart-store';
import type { PricedLine } from './to-wire';

export const cartNotFound = () =>
  notFound('OWNED_CART_NOT_FOUND', 'Cart not found for the current identity');

/** Lines whose product has since left the catalog are not shown (nothing to price them by). */
export async function loadPricedLines(db: Db, cart: CartRow): Promise<PricedLine[]> {
  const lines = await cartLines(db, cart);
  const items = await findProducts(
    db,
    cart.siteId,
    lines.map((l) => l.catalogItemId),
  );
  return lines.flatMap((line): PricedLine[] => {
    const item = items.find((i) => i.product.id === line.catalogItemId);
    const variant = item?.variants.find((v) => v.id === line.variantId);
    return item && variant ? [{ line, item, variant }] : [];
  });
}
