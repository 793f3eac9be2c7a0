import type {
  CartResponse,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
} from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { cartFor, renderCart } from '../ecom';
import { assertReadable, checkoutFromCart, checkoutNotFound } from './service';
import { findCheckout } from './store';

/**
 * Cart V1 by id's calls that meet a checkout: Create Checkout of a cart named by id (its buyer's or
 * the site owner's, as every call by id), and Get Cart By Checkout Id (the checkout's buyer's).
 */
export function createCheckoutFromCartId(
  db: Db,
  caller: Caller,
  cartId: string,
  input: z.output<typeof CreateCheckoutRequest>,
): Promise<CreateCheckoutResponse> {
  return db.transaction(async (tx) => {
    const cart = await cartFor(tx, caller, { id: cartId });
    return checkoutFromCart(tx, caller, cart, input);
  });
}

/** The checkout's cart while it exists (Checkout V1 deletes it when the order is placed). */
export async function getCartByCheckoutId(
  db: Db,
  caller: Caller,
  checkoutId: string,
): Promise<CartResponse> {
  const checkout = await findCheckout(db, caller.siteId, checkoutId);
  if (!checkout) throw checkoutNotFound(checkoutId);
  assertReadable(caller, checkout);
  const cart = await cartFor(db, caller, { id: checkout.cartId });
  return { cart: await renderCart(db, cart, caller.now) };
}
