import type { CartV2, CartV2Response } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { recordOutboxEvent } from '../../../outbox/record';
import type { CartRow } from '../cart/cart-store';
import { cartTransaction } from '../cart/cart-commit';
import { findPricedCart, priceLines } from '../cart/cart-lines';
import type { Synced } from '../../../cache/site-cache';
import { snapshotRows, type CartRowsSnapshot } from '../wire/cart-snapshot';
import { cartOwner } from '../owner';
import { priceCartRow } from '../pricing/price-cart';
import type { PricedLine } from '../wire/to-wire';
import { cartV2ToWire } from '../wire/cart-v2';
import { assertNotOrdered, cartFor, noCurrentCart, type CartKey } from './access';
import { ecomCarts } from '../../../db/schema/ecom';
import { eq } from 'drizzle-orm';

/**
 * The cart in Cart V2's shape, priced by the one engine (the subtotal, the coupon's id); delivery
 * is priced only when a method is chosen (for its title), tax never: that is estimate's job.
 */
export async function renderCartV2(
  db: Db,
  cart: CartRow,
  now: Date,
  lines?: PricedLine[],
): Promise<CartV2> {
  const priced = await priceCartRow(db, cart, {
    now,
    calculateTax: false,
    calculateShipping: !!cart.selectedShippingOption,
    ...(lines && { lines }),
    // The wire shows the lines and the subtotal before discounts; the site's rules are read only
    // for what needs them: the coupon's id, the chosen delivery method's title (the hot path of
    // the cart benchmark reads neither).
    withoutRules: !cart.couponCode && !cart.selectedShippingOption,
  });
  return cartV2ToWire(priced);
}

/** A Cart V2 event's snapshot (add-line-items' one statement) as Cart V2's cart, priced now. */
export async function renderCartV2Snapshot(
  db: Db,
  snapshot: CartRowsSnapshot,
  now: Date,
): Promise<CartV2> {
  const { cart, lines } = snapshotRows(snapshot);
  return renderCartV2(db, cart, now, await priceLines(db, cart.siteId, lines));
}

/**
 * The current cart is read with its lines in one prepared statement and its products from the
 * catalog cache (`synced`: the request's auth already synced it), as Cart V1's get-cart.
 */
export async function getCartV2(
  db: Db,
  caller: Caller,
  key: CartKey,
  synced?: Synced,
): Promise<CartV2Response> {
  if ('current' in key) {
    const found = await findPricedCart(db, cartOwner(caller.siteId, caller.identity), synced);
    if (!found) throw noCurrentCart();
    return { cart: await renderCartV2(db, found.cart, caller.now, found.lines) };
  }
  return { cart: await renderCartV2(db, await cartFor(db, caller, key), caller.now) };
}

/**
 * Runs a change on the named, locked cart; the change returns the row it wrote. The cart is read
 * again (line changes touch other rows), rendered, and recorded as Cart V2's updated event.
 */
export function changeCartV2(
  db: Db,
  caller: Caller,
  key: CartKey,
  work: (tx: Db, cart: CartRow) => Promise<CartRow>,
): Promise<CartV2Response> {
  return cartTransaction(db, async (tx) => {
    const cart = await cartFor(tx, caller, key, true);
    assertNotOrdered(cart);
    const changed = await work(tx, cart);
    const [fresh] = await tx.select().from(ecomCarts).where(eq(ecomCarts.id, changed.id));
    return recordCartV2(tx, caller, fresh ?? changed, 'cart_updated');
  });
}

/** Renders the cart and records Cart V2's event with it, in the changing transaction. */
export async function recordCartV2(
  tx: Db,
  caller: Caller,
  cart: CartRow,
  type: 'cart_created' | 'cart_updated' | 'cart_deleted',
): Promise<CartV2Response> {
  const wire = await renderCartV2(tx, cart, caller.now);
  await recordOutboxEvent(tx, {
    siteId: cart.siteId,
    eventType: `wix.ecom.v2.${type}`,
    entityId: cart.id,
    payload: wire,
    caller,
  });
  return { cart: wire };
}
