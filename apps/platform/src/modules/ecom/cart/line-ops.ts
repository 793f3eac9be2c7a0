import type {
  CartResponse,
  RemoveLineItemsRequest,
  UpdateLineItemsQuantityRequest,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../kernel/errors';
import { patchCart, removeLines, setLineQuantity, type CartRow } from './cart-store';
import { changeCart } from '../service';
import type { Caller } from '../../../kernel/caller';

const lineNotFound = (ids: string[]) =>
  notFound('LINE_ITEM_NOT_FOUND', `No line item ${ids.join(', ')} in the cart`, { ids });

/** Every named line must be in the cart; otherwise nothing is removed. */
export function removeLineItems(
  db: Db,
  caller: Caller,
  input: RemoveLineItemsRequest,
): Promise<CartResponse> {
  return changeCart(db, caller, async (tx, cart) => {
    const ids = [...new Set(input.lineItemIds)];
    const customIds = new Set(cart.customLineItems.map((c) => c.id));
    const removed = await removeLines(
      tx,
      cart,
      ids.filter((id) => !customIds.has(id)),
    );
    const missing = ids.filter((id) => !customIds.has(id) && !removed.includes(id));
    if (missing.length) throw lineNotFound(missing);
    const customLineItems = cart.customLineItems.filter((c) => !ids.includes(c.id));
    return patchCart(tx, cart, { customLineItems });
  });
}

export function updateLineItemsQuantity(
  db: Db,
  caller: Caller,
  input: UpdateLineItemsQuantityRequest,
): Promise<CartResponse> {
  return changeCart(db, caller, async (tx, cart) => {
    const wanted = new Map(input.lineItems.map((l) => [l.id, l.quantity]));
    const missing: string[] = [];
    for (const [id, quantity] of wanted) {
      if (cart.customLineItems.some((c) => c.id === id)) continue;
      if (!(await setLineQuantity(tx, cart, id, quantity))) missing.push(id);
    }
    if (missing.length) throw lineNotFound(missing);
    return patchCart(tx, cart, { customLineItems: withQuantities(cart, wanted) });
  });
}

function withQuantities(cart: CartRow, wanted: Map<string, number>) {
  return cart.customLineItems.map((c) => ({ ...c, quantity: wanted.get(c.id) ?? c.quantity }));
}

export function removeCoupon(db: Db, caller: Caller): Promise<CartResponse> {
  return changeCart(db, caller, (tx, cart) => patchCart(tx, cart, { couponCode: null }));
}
