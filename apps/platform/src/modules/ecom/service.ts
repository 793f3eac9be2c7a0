import {
  MAX_LINE_ITEM_QUANTITY,
  type AddToCartRequest,
  type CartResponse,
  type CatalogReference,
  type WebhookIdentity,
} from '@headless/contract';
import type { z } from 'zod';
import { cachesFor } from '../../cache/registry';
import type { Synced } from '../../cache/site-cache';
import type { Db } from '../../db/client';
import { invalid } from '../../kernel/errors';
import { deleteCart, lockCart, patchCart, type CartRow, type NewLine } from './cart/cart-store';
import { cartTransaction } from './cart/cart-commit';
import { addLinesAtomically, CART_V1_EVENTS, type CartEvents } from './cart/add-to-cart';
import { addLines, upsertCartWithLines } from './cart/cart-upserts';
import { cartNotFound, findPricedCart, loadPricedLines, priceLines } from './cart/cart-lines';
import { toStoredCustomLines } from './cart/custom-lines';
import { recordOutboxEvent } from '../../outbox/record';
import { cartBuyer, cartOwner, ownerIdentity, type CartOwner } from './owner';
import { resolveItem } from './cart/resolve-item';
import { cartToWire, type PricedLine } from './wire/to-wire';
import { withAppliedCoupon } from './applied-coupon';
import type { Caller } from '../../kernel/caller';
import { eq } from 'drizzle-orm';
import { ecomCarts } from '../../db/schema/ecom';
import { assertNotOrdered, cartFor, CURRENT, type CartKey } from './cart-v2/access';

type AddToCartInput = z.output<typeof AddToCartRequest>;

const tooMany = () =>
  invalid('QUANTITY_LIMIT_EXCEEDED', `A cart line holds at most ${MAX_LINE_ITEM_QUANTITY} items`, {
    maxQuantity: MAX_LINE_ITEM_QUANTITY,
  });

/**
 * One line past the limit is the client's mistake, refused before any write; sums with what the
 * cart holds are refused by the database (the CHECK of migration 0029).
 */
function assertQuantities(lines: NewLine[]): void {
  if (lines.some((l) => l.quantity > MAX_LINE_ITEM_QUANTITY)) throw tooMany();
}

export async function getCurrentCart(
  db: Db,
  caller: Caller,
  synced?: Synced,
): Promise<CartResponse> {
  const { siteId, identity, now } = caller;
  const found = await findPricedCart(db, cartOwner(siteId, identity), synced);
  if (!found) throw cartNotFound();
  const wire = cartToWire(found.cart, found.lines);
  return { cart: await withAppliedCoupon(db, found.cart, wire, now) };
}

/** Resolves every line first (nothing is written for a bad request), then creates or extends the cart. */
export async function addToCurrentCart(
  db: Db,
  caller: Caller,
  input: AddToCartInput,
  synced?: Synced,
): Promise<CartResponse> {
  const { siteId, identity, now } = caller;
  const custom = input.customLineItems ?? [];
  if (!input.lineItems.length && !custom.length) {
    throw invalid('EMPTY_REQUEST', 'Add at least one line item or custom line item');
  }
  if (custom.length) return addWithCustomLines(db, caller, input);
  // Synced by now, if the caches can serve this request at all: the rest need not sync again.
  synced ??= await cachesFor(db).sync();
  const resolved = await resolveLines(db, siteId, input.lineItems, 'lineItems', synced);
  const owner = cartOwner(siteId, identity);
  const added = await addToCartAtomically(db, owner, resolved, CART_V1_EVENTS, {
    identity: ownerIdentity(owner),
    synced,
  });
  const wire = cartToWire(added.cart, added.lines);
  return { cart: await withAppliedCoupon(db, added.cart, wire, now) };
}

/**
 * The hot path of both cart APIs' add (catalog lines only): one statement writes the owner's
 * cart, its lines and the API's created/updated event (`events`), or nothing; the lines come
 * back priced from the catalog cache.
 */
export async function addToCartAtomically(
  db: Db,
  owner: CartOwner,
  { lines, currency }: { lines: NewLine[]; currency: string },
  events: CartEvents,
  { identity, synced }: { identity: WebhookIdentity; synced: Synced },
): Promise<{ cart: CartRow; lines: PricedLine[] }> {
  assertQuantities(lines);
  const added = await addLinesAtomically(db, owner, currency, lines, events, identity);
  if (!added) throw tooMany();
  return { cart: added.cart, lines: await priceLines(db, owner.siteId, added.lines, synced) };
}

/** `addToCurrentCart` with custom lines too (rare): the general path, statement by statement. */
function addWithCustomLines(db: Db, caller: Caller, input: AddToCartInput): Promise<CartResponse> {
  const { siteId, identity, now } = caller;
  const custom = input.customLineItems ?? [];
  // The transaction rolls back on throw, so a refused add leaves the cart as it was.
  return cartTransaction(db, async (tx) => {
    const { lines, currency } = await resolveLines(tx, siteId, input.lineItems, 'lineItems');
    assertQuantities(lines);
    const created = await upsertCartWithLines(tx, cartOwner(siteId, identity), currency, lines);
    if (!created) throw tooMany();
    const stored = toStoredCustomLines(custom, created.currency, 'customLineItems');
    const customLineItems = [...created.customLineItems, ...stored];
    const cart = await patchCart(tx, created, { customLineItems });
    // `cart` is the row as written (patchCart returns it): no reread needed.
    return recordChange(tx, cart, created.revision === 1 ? 'cart_created' : 'cart_updated', now);
  });
}

/** `db` is the app's handle (catalog from the cache) or a transaction (read in it). */
export async function resolveLines(
  tx: Db,
  siteId: string,
  items: { catalogReference: CatalogReference; quantity: number }[],
  field: string,
  synced?: Synced,
): Promise<{ lines: NewLine[]; currency: string }> {
  const lines: NewLine[] = [];
  let currency = 'USD';
  for (const [i, { catalogReference, quantity }] of items.entries()) {
    const at = `${field}.${i}.catalogReference`;
    const r = await resolveItem(tx, siteId, catalogReference, at, synced);
    currency = r.product.currency;
    const { variant, optionsKey } = r;
    lines.push({
      appId: r.appId,
      catalogItemId: r.product.id,
      variantId: variant.id,
      options: r.referenceOptions,
      optionsKey,
      quantity,
    });
  }
  return { lines: mergeLines(lines), currency };
}

/** Adds resolved lines to a locked cart, within the per-line limit. */
export async function addResolved(tx: Db, cart: CartRow, lines: NewLine[]): Promise<CartRow> {
  assertQuantities(lines);
  if (!(await addLines(tx, cart, lines))) throw tooMany();
  return cart;
}

export async function deleteCurrentCart(db: Db, caller: Caller): Promise<Record<string, never>> {
  const { siteId, identity, now } = caller;
  await cartTransaction(db, async (tx) => {
    const owner = cartOwner(siteId, identity);
    const cart = await lockCart(tx, owner);
    if (!cart) return;
    // The deleted event carries the cart as it was.
    const wire = await renderCart(tx, cart, now);
    await deleteCart(tx, owner);
    await recordOutboxEvent(tx, {
      siteId,
      eventType: 'wix.ecom.v1.cart_deleted',
      entityId: cart.id,
      payload: wire,
      identity: ownerIdentity(owner),
    });
  });
  return {};
}

/**
 * Runs a change on the locked cart the call names (the caller's current cart, or one by id:
 * `cart-v2/access.ts` says whose); the change returns the cart as it now is.
 */
export function changeCart(
  db: Db,
  caller: Caller,
  work: (tx: Db, cart: CartRow) => Promise<CartRow>,
  key: CartKey = CURRENT,
): Promise<CartResponse> {
  return cartTransaction(db, async (tx) => {
    const cart = await lockedCart(tx, caller, key);
    const changed = await work(tx, cart);
    return finishChange(tx, changed, 'cart_updated', caller.now);
  });
}

/** Cart V1's cart for a change: the current one (OWNED_CART_NOT_FOUND without one) or by id. */
export async function lockedCart(tx: Db, caller: Caller, key: CartKey): Promise<CartRow> {
  if ('current' in key) {
    const cart = await lockCart(tx, cartOwner(caller.siteId, caller.identity));
    if (!cart) throw cartNotFound();
    return cart;
  }
  const cart = await cartFor(tx, caller, key, true);
  assertNotOrdered(cart);
  return cart;
}

/** Renders the cart as written, read again (line changes touch other rows), and records it. */
async function finishChange(
  tx: Db,
  cart: CartRow,
  type: 'cart_created' | 'cart_updated',
  now: Date,
): Promise<CartResponse> {
  const [fresh] = await tx.select().from(ecomCarts).where(eq(ecomCarts.id, cart.id));
  return recordChange(tx, fresh ?? cart, type, now);
}

/** `finishChange` for a cart row as written. */
export async function recordChange(
  tx: Db,
  cart: CartRow,
  type: 'cart_created' | 'cart_updated',
  now: Date,
): Promise<CartResponse> {
  const wire = await renderCart(tx, cart, now);
  await recordOutboxEvent(tx, {
    siteId: cart.siteId,
    eventType: `wix.ecom.v1.${type}`,
    entityId: cart.id,
    payload: wire,
    identity: ownerIdentity(cartBuyer(cart)),
  });
  return { cart: wire };
}

/** One request may name the same item twice; one INSERT cannot touch a row twice, so merge first. */
function mergeLines(lines: NewLine[]): NewLine[] {
  const byKey = new Map<string, NewLine>();
  for (const line of lines) {
    const key = `${line.catalogItemId}|${line.optionsKey}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...byKey.values()];
}

/** The cart as the wire shows it, its coupon priced at `now`. */
export async function renderCart(db: Db, cart: CartRow, now: Date) {
  return withAppliedCoupon(db, cart, cartToWire(cart, await loadPricedLines(db, cart)), now);
}
