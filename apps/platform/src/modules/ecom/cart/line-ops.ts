import type {
  CartResponse,
  RemoveLineItemsRequest,
  UpdateLineItemsQuantityRequest,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import type { DomainError } from '../../../kernel/errors';
import { notFound } from '../../../kernel/errors';
import { patchCart, removeLines, setLineQuantity, type CartRow } from './cart-store';
import { changeCart } from '../service';
import type { Caller } from '../../../kernel/caller';
import { CURRENT, type CartKey } from '../cart-v2/access';

/** How each cart API names lines the cart does not hold (V1 and V2 differ). */
export type LinesNotFound = (ids: string[]) => DomainError;

export const lineNotFound: LinesNotFound = (ids) =>
  notFound('LINE_ITEM_NOT_FOUND', `No line item ${ids.join(', ')} in the cart`, { ids });

/** Every named line must be in the cart; otherwise nothing is removed. Both cart APIs use it. */
export async function removeCartLines(
  tx: Db,
  cart: CartRow,
  lineItemIds: string[],
  missingLines: LinesNotFound,
): Promise<CartRow> {
  const ids = [...new Set(lineItemIds)];
  const customIds = new Set(cart.customLineItems.map((c) => c.id));
  const removed = await removeLines(
    tx,
    cart,
    ids.filter((id) => !customIds.has(id)),
  );
  const missing = ids.filter((id) => !customIds.has(id) && !removed.includes(id));
  if (missing.length) throw missingLines(missing);
  const customLineItems = cart.customLineItems.filter((c) => !ids.includes(c.id));
  return patchCart(tx, cart, { customLineItems });
}

/** Sets each named line's quantity; every line must be in the cart. Both cart APIs use it. */
export async function setCartQuantities(
  tx: Db,
  cart: CartRow,
  wanted: Map<string, number>,
  missingLines: LinesNotFound,
): Promise<CartRow> {
  const missing: string[] = [];
  for (const [id, quantity] of wanted) {
    if (cart.customLineItems.some((c) => c.id === id)) continue;
    if (!(await setLineQuantity(tx, cart, id, quantity))) missing.push(id);
  }
  if (missing.length) throw missingLines(missing);
  return patchCart(tx, cart, { customLineItems: withQuantities(cart, wanted) });
}

export function removeLineItems(
  db: Db,
  caller: Caller,
  input: RemoveLineItemsRequest,
  key: CartKey = CURRENT,
): Promise<CartResponse> {
  return changeCart(
    db,
    caller,
    (tx, cart) => removeCartLines(tx, cart, input.lineItemIds, lineNotFound),
    key,
  );
}

export function updateLineItemsQuantity(
  db: Db,
  caller: Caller,
  input: UpdateLineItemsQuantityRequest,
  key: CartKey = CURRENT,
): Promise<CartResponse> {
  const wanted = new Map(input.lineItems.map((l) => [l.id, l.quantity]));
  return changeCart(
    db,
    caller,
    (tx, cart) => setCartQuantities(tx, cart, wanted, lineNotFound),
    key,
  );
}

function withQuantities(cart: CartRow, wanted: Map<string, number>) {
  return cart.customLineItems.map((c) => ({ ...c, quantity: wanted.get(c.id) ?? c.quantity }));
}

export function removeCoupon(
  db: Db,
  caller: Caller,
  key: CartKey = CURRENT,
): Promise<CartResponse> {
  return changeCart(db, caller, (tx, cart) => patchCart(tx, cart, { couponCode: null }), key);
}
