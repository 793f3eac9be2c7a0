import {
  CartV2ErrorCode,
  type AddLineItemsV2Request,
  type CartV2Response,
  type RemoveLineItemsV2Request,
  type UpdateLineItemsV2Request,
} from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { DomainError, invalid, notFound } from '../../../kernel/errors';
import { patchCart, type CartRow } from '../cart/cart-store';
import { toStoredCustomLines } from '../cart/custom-lines';
import { removeCartLines, setCartQuantities, type LinesNotFound } from '../cart/line-ops';
import { addResolved, addToCartAtomically, resolveLines } from '../service';
import { changeCartV2, recordCartV2, renderCartV2 } from './render';
import { CART_V2_EVENTS } from '../cart/add-to-cart';
import { cachesFor } from '../../../cache/registry';
import type { Synced } from '../../../cache/site-cache';
import { identityOf } from '../../../kernel/caller';
import { cartFor, CURRENT, type CartKey } from './access';
import { cartTransaction } from '../cart/cart-commit';
import { ecomCarts } from '../../../db/schema/ecom';
import { cartOwner } from '../owner';

type Items = z.output<typeof AddLineItemsV2Request>;

const missingLines: LinesNotFound = (ids) =>
  notFound(CartV2ErrorCode.lineItemNotFoundInCart, `No line item ${ids.join(', ')} in the cart`, {
    lineItemIds: ids,
  });

const NOT_IN_CATALOG = new Set(['PRODUCT_NOT_FOUND', 'VARIANT_NOT_FOUND']);

/**
 * Cart V2 names an unknown product or variant by one code; the rest of the refusals are shared.
 * `db` the app's handle with `synced`: the catalog from the cache; a transaction: read in it.
 */
export async function resolveCatalogItems(
  tx: Db,
  caller: Caller,
  items: Items['catalogItems'],
  synced?: Synced,
) {
  try {
    return await resolveLines(tx, caller.siteId, items ?? [], 'catalogItems', synced);
  } catch (error) {
    if (error instanceof DomainError && NOT_IN_CATALOG.has(error.code))
      throw invalid(CartV2ErrorCode.itemNotFoundInCatalog, error.message, error.data);
    throw error;
  }
}

/** Catalog items (resolved like Cart V1's) and custom items, added to the locked cart. */
export async function addItems(tx: Db, caller: Caller, cart: CartRow, items: Items) {
  const { lines } = await resolveCatalogItems(tx, caller, items.catalogItems);
  await addResolved(tx, cart, lines);
  const custom = (items.customItems ?? []).map((c) => ({
    productName: { original: c.name.original },
    price: c.pricing.price.amount,
    quantity: c.quantityInfo?.requestedQuantity ?? 1,
    itemType: { preset: c.attributes?.itemType?.preset ?? 'PHYSICAL' },
  }));
  const stored = toStoredCustomLines(custom, cart.currency, 'customItems');
  return patchCart(tx, cart, { customLineItems: [...cart.customLineItems, ...stored] });
}

export const hasItems = (items: Items) =>
  !!(items.catalogItems?.length || items.customItems?.length);

export function addLineItemsV2(
  db: Db,
  caller: Caller,
  key: CartKey,
  items: Items,
  synced?: Synced,
): Promise<CartV2Response> {
  if (!hasItems(items))
    throw invalid(CartV2ErrorCode.noLineItemsToAdd, 'Add at least one catalog or custom item');
  if ('current' in key)
    return items.customItems?.length
      ? addToCurrentCartV2(db, caller, items)
      : addCatalogItemsToCurrentCartV2(db, caller, items, synced);
  return changeCartV2(db, caller, key, (tx, cart) => addItems(tx, caller, cart, items));
}

/**
 * The storefront's add (catalog items to the current cart) is Cart V1's hot path with Cart V2's
 * events and shape: the items resolved against the catalog cache, then one statement writes the
 * cart, its lines and `wix.ecom.v2.cart_created`/`_updated` (cart/add-to-cart.ts).
 */
async function addCatalogItemsToCurrentCartV2(
  db: Db,
  caller: Caller,
  items: Items,
  synced?: Synced,
): Promise<CartV2Response> {
  synced ??= await cachesFor(db).sync();
  const resolved = await resolveCatalogItems(db, caller, items.catalogItems, synced);
  const owner = cartOwner(caller.siteId, caller.identity);
  const added = await addToCartAtomically(db, owner, resolved, CART_V2_EVENTS, {
    identity: identityOf(caller),
    synced,
  });
  return { cart: await renderCartV2(db, added.cart, caller.now, added.lines) };
}

/**
 * With custom items, the general path: the current cart is created by its first add when there
 * is none; two first adds at once both land in the one cart (the insert yields to the other's
 * row, then waits for its lock).
 */
function addToCurrentCartV2(db: Db, caller: Caller, items: Items): Promise<CartV2Response> {
  return cartTransaction(db, async (tx) => {
    const { currency } = await resolveCatalogItems(tx, caller, items.catalogItems);
    const owner = cartOwner(caller.siteId, caller.identity);
    const [created] = await tx
      .insert(ecomCarts)
      .values({ siteId: owner.siteId, ownerType: owner.type, ownerId: owner.id, currency })
      .onConflictDoNothing()
      .returning();
    const cart = created ?? (await cartFor(tx, caller, CURRENT, true));
    const changed = await addItems(tx, caller, cart, items);
    return recordCartV2(tx, caller, changed, created ? 'cart_created' : 'cart_updated');
  });
}

export function removeLineItemsV2(
  db: Db,
  caller: Caller,
  key: CartKey,
  input: z.output<typeof RemoveLineItemsV2Request>,
): Promise<CartV2Response> {
  return changeCartV2(db, caller, key, (tx, cart) =>
    removeCartLines(tx, cart, input.lineItemIds, missingLines),
  );
}

/** Quantity is the one line field a storefront changes here (memberships are not served). */
export function updateLineItemsV2(
  db: Db,
  caller: Caller,
  key: CartKey,
  input: z.output<typeof UpdateLineItemsV2Request>,
): Promise<CartV2Response> {
  const updates = input.lineItems ?? [];
  if (!updates.length)
    throw invalid(CartV2ErrorCode.emptyLineItemUpdates, 'Name at least one line item to update');
  const wanted = new Map(
    updates.flatMap((u) => (u.quantity ? [[u.lineItemId, u.quantity.newQuantity] as const] : [])),
  );
  return changeCartV2(db, caller, key, (tx, cart) =>
    setCartQuantities(tx, cart, wanted, missingLines),
  );
}
