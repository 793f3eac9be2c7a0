import type { Db } from '../../db/client';
import type { CartRow } from './cart/cart-store';
import { loadPricedLines } from './cart/cart-lines';
import { linePriceMinor } from './wire/to-wire';

/** Catalog lines at today's prices plus custom lines, before any discount. */
export async function cartSubtotal(db: Db, cart: CartRow): Promise<number> {
  const lines = await loadPricedLines(db, cart);
  return (
    lines.reduce((sum, l) => sum + linePriceMinor(l) * l.line.quantity, 0) +
    cart.customLineItems.reduce((sum, c) => sum + c.priceMinor * c.quantity, 0)
  );
}
