import {
  CheckoutV1ErrorCode,
  PlatformErrorCode,
  type AddToCheckoutRequest,
  type GetCheckoutResponse,
  type RemoveLineItemsRequest as RemoveInput,
  type UpdateLineItemsQuantityRequest as QtyInput,
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
import { viewOf } from './service';
import { updateCheckout, type CheckoutRow } from './store';
import { openCheckoutOf } from './update';
import { checkoutToWire } from './to-wire';

/**
 * Checkout V1's line calls (docs/protocol.md §2.4): a checkout's lines are its cart's, so Add To
 * Checkout, Remove Line Items and Update Line Items Quantity change that cart under the cart's
 * own rules (catalog resolution, stock at add, the per-line limit), in one transaction that
 * records `cart_updated` and `checkout_updated`. A completed checkout no longer changes.
 */

const isComplete = (checkoutId: string) =>
  precondition(CheckoutV1ErrorCode.checkoutIsComplete, 'This checkout is complete', { checkoutId });

/** The cart of an open checkout, locked; Cart V2 keeps an ordered cart, which no longer changes. */
async function lockCartOf(tx: Db, row: CheckoutRow): Promise<CartRow> {
  const [cart] = await tx
    .select()
    .from(ecomCarts)
    .where(and(eq(ecomCarts.siteId, row.siteId), eq(ecomCarts.id, row.cartId)))
    .for('update');
  if (!cart) throw cartNotFound();
  assertNotOrdered(cart);
  return cart;
}

/** Runs a line call's change on the checkout's cart; the checkout is answered priced again. */
function changeLines(
  db: Db,
  caller: Caller,
  checkoutId: string,
  work: (tx: Db, cart: CartRow) => Promise<CartRow>,
): Promise<GetCheckoutResponse> {
  return db.transaction(async (tx) => {
    const row = await openCheckoutOf(tx, caller, checkoutId, isComplete);
    const cart = await work(tx, await lockCartOf(tx, row));
    await recordChange(tx, cart, 'cart_updated', caller.now);
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

export const removeCheckoutLines = (db: Db, caller: Caller, id: string, input: RemoveInput) =>
  changeLines(db, caller, id, (tx, cart) =>
    removeCartLines(tx, cart, input.lineItemIds, lineNotFound),
  );

export const updateCheckoutQuantities = (db: Db, caller: Caller, id: string, input: QtyInput) =>
  changeLines(db, caller, id, (tx, cart) =>
    setCartQuantities(
      tx,
      cart,
      new Map(input.lineItems.map((l) => [l.id, l.quantity])),
      lineNotFound,
    ),
  );
