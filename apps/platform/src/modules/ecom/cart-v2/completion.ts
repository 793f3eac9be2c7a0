import type { CartV2Response } from '@headless/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ecomCarts } from '../../../db/schema/ecom';
import type { Caller } from '../../../kernel/caller';
import { cartTransaction } from '../cart/cart-commit';
import type { CartRow } from '../cart/cart-store';
import { cartFor } from './access';
import { recordCartV2, renderCartV2 } from './render';

/**
 * Marks the cart as ordered (Cart V2's `orderPlaced`, and `orderId` when known) in the caller's
 * transaction, with its `wix.ecom.v2.cart_updated` event. The cart stays, with its lines, as the
 * record of what was bought; it is nobody's current cart from now on (migration 0036).
 */
export async function markCartOrdered(
  tx: Db,
  caller: Caller,
  cart: CartRow,
  orderId: string | null,
): Promise<CartV2Response> {
  const [row] = await tx
    .update(ecomCarts)
    .set({
      orderPlaced: true,
      orderId,
      updatedAt: sql`now()`,
      revision: sql`${ecomCarts.revision} + 1`,
    })
    .where(eq(ecomCarts.id, cart.id))
    .returning();
  return recordCartV2(tx, caller, row ?? cart, 'cart_updated');
}

/**
 * Mark Cart As Completed: for an order made from the cart elsewhere (the docs name no errors).
 * A cart already marked answers as it is, its first order kept.
 */
export function markCartAsCompletedV2(
  db: Db,
  caller: Caller,
  cartId: string,
  orderId: string | undefined,
): Promise<CartV2Response> {
  return cartTransaction(db, async (tx) => {
    const cart = await cartFor(tx, caller, { id: cartId }, true);
    if (cart.orderPlaced) return { cart: await renderCartV2(tx, cart, caller.now) };
    return markCartOrdered(tx, caller, cart, orderId ?? null);
  });
}
