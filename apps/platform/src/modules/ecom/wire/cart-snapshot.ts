import type { Cart } from '@headless/contract';
import type { Db } from '../../../db/client';
import { fromJsonRow } from '../../../db/json-rows';
import { ecomCartLineItems, ecomCarts } from '../../../db/schema/ecom';
import { priceLines } from '../cart/cart-lines';
import { cartToWire } from './to-wire';
import { withAppliedCoupon } from '../applied-coupon';

/**
 * The payload format of a cart event that add-to-cart writes in its own statement: the cart row
 * and its line rows as JSON (`jsonRowObject`), as that statement left them.
 */
export const CART_ROWS_FORMAT = 'ecom.cart.rows';

export interface CartRowsSnapshot {
  cart: Record<string, unknown>;
  lines: Record<string, unknown>[];
}

/** The rows as the wire cart, priced from the catalog as it is now (as get-cart would show it). */
export async function renderCartSnapshot(
  db: Db,
  snapshot: CartRowsSnapshot,
  now: Date,
): Promise<Cart> {
  const cart = fromJsonRow(ecomCarts, snapshot.cart);
  const lines = snapshot.lines.map((l) => fromJsonRow(ecomCartLineItems, l));
  const wire = cartToWire(cart, await priceLines(db, cart.siteId, lines));
  return withAppliedCoupon(db, cart, wire, now);
}
