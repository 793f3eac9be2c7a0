import {
  CheckoutV1ErrorCode,
  PlatformErrorCode,
  type AddToCheckoutRequest,
  type GetCheckoutResponse,
  type RemoveLineItemsRequest,
  type UpdateLineItemsQuantityRequest,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ecomCarts } from '../../db/schema/ecom';
import type { Caller } from '../../kernel/caller';
import { forbidden, precondition } from '../../kernel/errors';
import {
  addItemsToCart,
  assertNotOrdered,
  cartNotFound,
  lineNotFound,
  recordChange,
  removeCartLines,
  setCartQuantities,
  type CartRow,
} from '../ecom';
import { recordCheckoutUpdated } from './save';
import { assertReadable, checkoutNotFound, viewOf } from './service';
import { findCheckout, updateCheckout, type CheckoutRow } from './store';
import { checkoutToWire } from './to-wire';

/**
 * Checkout V1's line calls (docs/protocol.md §2.4): a checkout's lines are its cart's, so Add To
 * Checkout, Remove Line Items and Update Line Items Quantity change that cart under the cart's
 * own rules (catalog resolution, stock at add, the per-line limit), in one transaction that
 * records `cart_updated` and `checkout_updated`. A completed checkout no longer changes.
 */

/** The caller's open checkout and its cart, both locked (the buyer's, or any for the owner). */
async function lockOpen(tx: Db, caller: Caller, checkoutId: string) {
  const row = await findCheckout(tx, caller.siteId, checkoutId, true);
  if (!row) throw checkoutNotFound(checkoutId);
  assertReadable(caller, row);
  if (row.completedAt)
    throw precondition(CheckoutV1ErrorCode.checkoutIsComplete, 'This checkout is complete', {
      checkoutId,
    });
  const [cart] = await tx
    .select()
    .from(ecomCarts)
    .where(and(eq(ecomCarts.siteId, row.siteId), eq(ecomCarts.id, row.cartId)))
    .for('update');
  if (!cart) throw cartNotFound();
  assertNotOrdered(cart);
  return { row, cart };
}

function changeLines(
  db: Db,
  caller: Caller,
  checkoutId: string,
  work: (tx: Db, cart: CartRow) => Promise<CartRow>,
): Promise<GetCheckoutResponse> {
  return db.transaction(async (tx) => {
    const { row, cart } = await lockOpen(tx, caller, checkoutId);
    await recordChange(tx, await work(tx, cart), 'cart_updated', caller.now);
    const touched: CheckoutRow = (await updateCheckout(tx, row, {})) ?? row;
    await recordCheckoutUpdated(tx, touched, caller.now, { caller });
    return { checkout: checkoutToWire(touched, await viewOf(tx, touched, caller.now)) };
  });
}

export function addToCheckout(
  db: Db,
  caller: Caller,
  checkoutId: string,
  input: z.output<typeof AddToCheckoutRequest>,
): Promise<GetCheckoutResponse> {
  if (input.customLineItems?.length && caller.role !== 'ADMIN')
    throw forbidden(PlatformErrorCode.forbidden, 'Only the site owner may add custom line items');
  return changeLines(db, caller, checkoutId, (tx, cart) =>
    addItemsToCart(tx, caller.siteId, cart, input),
  );
}

export function removeCheckoutLines(
  db: Db,
  caller: Caller,
  checkoutId: string,
  input: RemoveLineItemsRequest,
): Promise<GetCheckoutResponse> {
  return changeLines(db, caller, checkoutId, (tx, cart) =>
    removeCartLines(tx, cart, input.lineItemIds, lineNotFound),
  );
}

export function updateCheckoutQuantities(
  db: Db,
  caller: Caller,
  checkoutId: string,
  input: UpdateLineItemsQuantityRequest,
): Promise<GetCheckoutResponse> {
  const wanted = new Map(input.lineItems.map((l) => [l.id, l.quantity]));
  return changeLines(db, caller, checkoutId, (tx, cart) =>
    setCartQuantities(tx, cart, wanted, lineNotFound),
  );
}
