import type { AddToCartRequest, CartResponse, UpdateCartRequest } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { ecomCarts } from '../../../db/schema/ecom';
import type { Caller } from '../../../kernel/caller';
import { recordOutboxEvent } from '../../../outbox/record';
import { cartFor } from '../cart-v2/access';
import { cartBuyer, DEDICATED_CART_PREFIX, ownerIdentity } from '../owner';
import { changeCart, recordChange, renderCart, resolveLines, addResolved } from '../service';
import { cartTransaction } from './cart-commit';
import { patchCart, type CartRow } from './cart-store';
import { toStoredCustomLines } from './custom-lines';
import { applyCartUpdate, checkCartUpdate } from './update';

/**
 * Cart V1 by id (docs/protocol.md §2.4): the same cart store, line rules and pricing as the
 * current cart, on a cart the call names. A cart by id is its buyer's and the site owner's (an API
 * key, an app) to read and change; to anyone else it does not exist (`cart-v2/access.ts`).
 */

type Update = z.output<typeof UpdateCartRequest>;

export async function getCartById(db: Db, caller: Caller, id: string): Promise<CartResponse> {
  const cart = await cartFor(db, caller, { id });
  return { cart: await renderCart(db, cart, caller.now) };
}

/**
 * Create Cart: a new cart that is nobody's current cart (the caller's current cart stays as it
 * is), with the fields PATCH takes, recorded as created. A visitor or member who makes it is its
 * buyer.
 */
export function createCartV1(db: Db, caller: Caller, input: Update): Promise<CartResponse> {
  checkCartUpdate(caller, input);
  const { type, id } = caller.identity;
  const buyer = type === 'ANONYMOUS_VISITOR' || type === 'MEMBER' ? { type, id } : undefined;
  return cartTransaction(db, async (tx) => {
    const { currency } = await resolveLines(tx, caller.siteId, input.lineItems ?? [], 'lineItems');
    const [row] = await tx
      .insert(ecomCarts)
      .values({
        siteId: caller.siteId,
        ownerType: 'APP',
        ownerId: `${DEDICATED_CART_PREFIX}${randomUUID()}`,
        currency,
        ...(buyer ? { buyerType: buyer.type, buyerId: buyer.id } : {}),
      })
      .returning();
    if (!row) throw new Error('cart insert returned no row');
    const cart = await applyCartUpdate(tx, caller, row, input);
    return recordChange(tx, cart, 'cart_created', caller.now);
  });
}

type AddedItems = Pick<z.output<typeof AddToCartRequest>, 'lineItems' | 'customLineItems'>;

/**
 * Catalog lines and custom lines onto a locked cart, as the current cart's add takes them: Add To
 * Cart by id, and Checkout V1's Add To Checkout (a checkout's lines are its cart's).
 */
export async function addItemsToCart(
  tx: Db,
  siteId: string,
  cart: CartRow,
  input: AddedItems,
): Promise<CartRow> {
  const { lines } = await resolveLines(tx, siteId, input.lineItems, 'lineItems');
  await addResolved(tx, cart, lines);
  const custom = input.customLineItems ?? [];
  if (!custom.length) return cart;
  const stored = toStoredCustomLines(custom, cart.currency, 'customLineItems');
  return patchCart(tx, cart, { customLineItems: [...cart.customLineItems, ...stored] });
}

/** Add To Cart by id. */
export function addToCartById(
  db: Db,
  caller: Caller,
  id: string,
  input: z.output<typeof AddToCartRequest>,
): Promise<CartResponse> {
  return changeCart(db, caller, (tx, cart) => addItemsToCart(tx, caller.siteId, cart, input), {
    id,
  });
}

/** The cart carries no business location here (no multi-location sites): nothing to remove. */
export function removeBusinessLocation(db: Db, caller: Caller, id: string): Promise<CartResponse> {
  return changeCart(db, caller, (tx, cart) => patchCart(tx, cart, {}), { id });
}

export async function deleteCartById(
  db: Db,
  caller: Caller,
  id: string,
): Promise<Record<string, never>> {
  await cartTransaction(db, async (tx) => {
    const cart = await cartFor(tx, caller, { id }, true);
    // The deleted event carries the cart as it was.
    const wire = await renderCart(tx, cart, caller.now);
    await tx.delete(ecomCarts).where(eq(ecomCarts.id, cart.id));
    await recordOutboxEvent(tx, {
      siteId: cart.siteId,
      eventType: 'wix.ecom.v1.cart_deleted',
      entityId: cart.id,
      payload: wire,
      identity: ownerIdentity(cartBuyer(cart)),
    });
  });
  return {};
}
