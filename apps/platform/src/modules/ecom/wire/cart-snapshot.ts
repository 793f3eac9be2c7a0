import type { Cart } from '@headless/contract';
import type { Db } from '../../../db/client';
import { fromJsonRow } from '../../../db/json-rows';
import { ecomCartLineItems, ecomCarts } from '../../../db/schema/ecom';
import { priceLines } from '../cart/cart-lines';
import type { CartRow, LineRow } from '../cart/cart-store';
import { cartToWire } from './to-wire';
import { withAppliedCoupon } from '../applied-coupon';

/**
 * The payload formats of the cart events add-to-cart writes in its own statement: the cart row
 * and its line rows as JSON (`jsonRowObject`), as that statement left them, rendered on delivery
 * as Cart V1's cart or as Cart V2's.
 */
export const CART_ROWS_FORMAT = 'ecom.cart.rows';
export const CART_V2_ROWS_FORMAT = 'ecom.cart-v2.rows';

export interface CartRowsSnapshot {
  cart: Record<string, unknown>;
  lines: Record<string, unknown>[];
}

/** The snapshot's rows, typed. */
export function snapshotRows(snapshot: CartRowsSnapshot): { cart: CartRow; lines: LineRow[] } {
  return {
    cart: fromJsonRow(ecomCarts, snapshot.cart),
    lines: snapshot.lines.map((l) => fromJsonRow(ecomCartLineItems, l)),
  };
}

/** The rows as the wire cart, priced from the catalog as it is now (as get-cart would show it). */
export async function renderCartSnapshot(
  db: Db,
  snapshot: CartRowsSnapshot,
  now: Date,
): Promise<Cart> {
  const { cart, lines } = snapshotRows(snapshot);
  const wire = cartToWire(cart, await priceLines(db, cart.siteId, lines));
  return withAppliedCoupon(db, cart, wire, now);
}
