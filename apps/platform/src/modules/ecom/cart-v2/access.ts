import { CartV2ErrorCode } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ecomCarts } from '../../../db/schema/ecom';
import { isAdmin } from '../../../http/auth-context';
import type { Caller } from '../../../kernel/caller';
import { notFound, precondition } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { findCart, lockCart, type CartRow } from '../cart/cart-store';
import { cartBuyer, cartOwner } from '../owner';

/** Which cart a Cart V2 call names: the caller's current cart, or one by its id. */
export type CartKey = { current: true } | { id: string };
export const CURRENT: CartKey = { current: true };

const noCart = (id: string) =>
  notFound(CartV2ErrorCode.cartNotFound, `No cart ${id} on this site`, { cartId: id });

/**
 * No current cart yet. The reference's Get Current Cart (and every current-cart method) lists no
 * error of its own, only the standard ones: the missing cart is Cart V2's one not-found, 404
 * `CART_NOT_FOUND`, as for a cart by id. (Cart V1's current cart keeps `OWNED_CART_NOT_FOUND`.)
 */
export const noCurrentCart = () =>
  notFound(CartV2ErrorCode.cartNotFound, 'The caller has no current cart on this site');

/**
 * A cart by id is the site owner's (API key, apps) and its own buyer's to use; to anyone else it
 * does not exist, so ids cannot be probed. It may be anyone's current cart: one cart store.
 */
export async function cartFor(
  db: Db,
  caller: Caller,
  key: CartKey,
  lock = false,
): Promise<CartRow> {
  if ('current' in key) {
    const owner = cartOwner(caller.siteId, caller.identity);
    const cart = lock ? await lockCart(db, owner) : await findCart(db, owner);
    if (!cart) throw noCurrentCart();
    return cart;
  }
  if (!isUuid(key.id)) throw noCart(key.id);
  const query = db
    .select()
    .from(ecomCarts)
    .where(and(eq(ecomCarts.siteId, caller.siteId), eq(ecomCarts.id, key.id)));
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart || !mayUse(caller, cart)) throw noCart(key.id);
  return cart;
}

function mayUse(caller: Caller, cart: CartRow): boolean {
  const buyer = cartBuyer(cart);
  const own = buyer.type === caller.identity.type && buyer.id === caller.identity.id;
  return own || isAdmin(caller.identity);
}

/** A placed cart is the order's record now: Cart V2 refuses to change it or order it again. */
export function assertNotOrdered(cart: CartRow): void {
  if (cart.orderPlaced)
    throw precondition(CartV2ErrorCode.cartAlreadyOrdered, 'This cart is already ordered', {
      cartId: cart.id,
      ...(cart.orderId ? { orderId: cart.orderId } : {}),
    });
}
