import {
  MAX_LINE_ITEM_QUANTITY,
  type AddToCartRequest,
  type CartResponse,
  type UpdateCartRequest,
} from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../errors';
import type { AuthContext } from '../../http/auth-context';
import { findProducts } from '../stores/catalog';
import {
  addLines,
  cartLines,
  deleteCart,
  ensureCart,
  findCart,
  setBuyerNote,
  type CartRow,
  type NewLine,
} from './cart-store';
import { cartOwner } from './owner';
import { resolveItem } from './resolve-item';
import { cartToWire, type PricedLine } from './to-wire';

type Identity = AuthContext['identity'];
type AddToCartInput = z.output<typeof AddToCartRequest>;

const cartNotFound = () =>
  notFound('OWNED_CART_NOT_FOUND', 'Cart not found for the current identity');

const tooMany = () =>
  invalid('QUANTITY_LIMIT_EXCEEDED', `A cart line holds at most ${MAX_LINE_ITEM_QUANTITY} items`, {
    maxQuantity: MAX_LINE_ITEM_QUANTITY,
  });

export async function getCurrentCart(
  db: Db,
  siteId: string,
  identity: Identity,
): Promise<CartResponse> {
  const cart = await findCart(db, cartOwner(siteId, identity));
  if (!cart) throw cartNotFound();
  return { cart: await renderCart(db, cart) };
}

/** Resolves every line first (nothing is written for a bad request), then creates or extends the cart. */
export async function addToCurrentCart(
  db: Db,
  siteId: string,
  identity: Identity,
  input: AddToCartInput,
): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    const lines: NewLine[] = [];
    let currency = 'USD';
    for (const [i, { catalogReference, quantity }] of input.lineItems.entries()) {
      const r = await resolveItem(tx, siteId, catalogReference, `lineItems.${i}.catalogReference`);
      currency = r.product.currency;
      const { variant, optionsKey } = r;
      lines.push({
        appId: r.appId,
        catalogItemId: r.product.id,
        variantId: variant.id,
        options: variant.choices,
        optionsKey,
        quantity,
      });
    }
    const merged = mergeLines(lines);
    // The transaction rolls back on throw, so a refused add leaves the cart as it was.
    if (merged.some((l) => l.quantity > MAX_LINE_ITEM_QUANTITY)) throw tooMany();
    const cart = await ensureCart(tx, cartOwner(siteId, identity), currency);
    if (!(await addLines(tx, cart, merged, MAX_LINE_ITEM_QUANTITY))) throw tooMany();
    return { cart: await renderCart(tx, cart) };
  });
}

export async function updateCurrentCart(
  db: Db,
  siteId: string,
  identity: Identity,
  input: UpdateCartRequest,
): Promise<CartResponse> {
  const owner = cartOwner(siteId, identity);
  const cart = input.cartInfo
    ? await setBuyerNote(db, owner, input.cartInfo.buyerNote)
    : await findCart(db, owner);
  if (!cart) throw cartNotFound();
  return { cart: await renderCart(db, cart) };
}

export async function deleteCurrentCart(
  db: Db,
  siteId: string,
  identity: Identity,
): Promise<Record<string, never>> {
  await deleteCart(db, cartOwner(siteId, identity));
  return {};
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

/** Lines whose product has since left the catalog are not shown (nothing to price them by). */
async function renderCart(db: Db, cart: CartRow) {
  const lines = await cartLines(db, cart);
  const items = await findProducts(
    db,
    cart.siteId,
    lines.map((l) => l.catalogItemId),
  );
  const priced = lines.flatMap((line): PricedLine[] => {
    const item = items.find((i) => i.product.id === line.catalogItemId);
    const variant = item?.variants.find((v) => v.id === line.variantId);
    return item && variant ? [{ line, item, variant }] : [];
  });
  return cartToWire(cart, priced);
}
