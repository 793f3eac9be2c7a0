import type { Db } from '../../db/client';
import type { CartRow } from './cart/cart-store';
import { loadPricedLines } from './cart/cart-lines';
import { cartSubtotalMinor } from './wire/to-wire';

/** The cart's subtotal as its wire shows it, read in the caller's transaction. */
export async function cartSubtotal(db: Db, cart: CartRow): Promise<number> {
  return cartSubtotalMinor(cart, await loadPricedLines(db, cart));
}
