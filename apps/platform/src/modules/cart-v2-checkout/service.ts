import type { z } from 'zod';
import type { EcomAddress } from '@headless/contract';
import {
  CartV2ErrorCode,
  CheckoutErrorCode,
  type ApplicationErrorCode,
  type GetCheckoutUrlV2Request,
  type GetCheckoutUrlV2Response,
  type PlaceOrderV2Response,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { DomainError, precondition } from '../../kernel/errors';
import { checkoutFromCart } from '../checkout';
import { assertNotOrdered, cartFor, loadPricedLines, type CartRow } from '../ecom';
import { placeOrder } from '../orders';
import { createEcomCheckout, isPremium, requirePremium } from '../redirects';

/**
 * Get Checkout URL: the local hosted checkout for this cart. It is the ecomCheckout redirect
 * session the storefront would open for a checkout of the cart (docs/protocol.md §3.7), so the
 * same rules hold: a premium site takes payments, the caller's own cart (or the owner's any).
 * The premium check comes first, so a refusal leaves no checkout behind. The checkout keeps the
 * cart: paying marks it as ordered (`orderPlaced`, `orderId`) instead of deleting it.
 */
export async function getCheckoutUrl(
  db: Db,
  caller: Caller,
  cartId: string,
  _input: z.output<typeof GetCheckoutUrlV2Request>,
  origin: string,
): Promise<GetCheckoutUrlV2Response> {
  await requirePremium(db, caller.siteId, 'Checkout with payment needs a premium site');
  const { checkoutId } = await db.transaction(async (tx) => {
    const cart = await cartFor(tx, caller, { id: cartId }, true);
    assertNotOrdered(cart);
    return checkoutFromCart(tx, caller, cart, { channelType: 'WEB' }, { keepsCart: true });
  });
  const session = await createEcomCheckout(db, caller, { ecomCheckout: { checkoutId } }, origin);
  return { checkoutUrl: session.redirectSession.fullUrl };
}

/** Checkout's refusals under the names another API gives them: code and message. */
export type Renames = Record<string, { code: ApplicationErrorCode; message: string }>;

/**
 * Places an order through `work` in one transaction, on a site that takes payments (premium); a
 * refusal the table names leaves as a 428 under its new name, its data kept.
 */
export async function orderTransaction<T>(
  db: Db,
  caller: Caller,
  renames: Renames,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  if (!(await isPremium(db, caller.siteId)))
    throw precondition(
      CartV2ErrorCode.siteNotAcceptingPayments,
      'This site takes no payments: it needs a premium plan',
      { siteId: caller.siteId },
    );
  try {
    return await db.transaction(work);
  } catch (error) {
    const renamed = error instanceof DomainError ? renames[error.code] : undefined;
    if (!renamed || !(error instanceof DomainError)) throw error;
    throw precondition(renamed.code, renamed.message, error.data);
  }
}

/** Checkout's refusals under the names Place Order gives them. */
const RENAMED: Renames = {
  [CheckoutErrorCode.cartIsEmpty]: {
    code: CartV2ErrorCode.emptyCart,
    message: 'The cart is empty: add items first',
  },
  [CheckoutErrorCode.outOfStock]: {
    code: CartV2ErrorCode.lineItemsOutOfStock,
    message: 'Some line items are out of stock',
  },
};

/**
 * Place Order: the order of the cart at its delivery address and method, paid as the hosted
 * checkout pays (the local platform charges no one), in one transaction with the checkout it
 * makes on the way, which keeps the cart marked as ordered. The site must take payments.
 */
export async function placeOrderV2(
  db: Db,
  caller: Caller,
  cartId: string,
): Promise<PlaceOrderV2Response> {
  return orderTransaction(db, caller, RENAMED, async (tx) => {
    const cart = await cartFor(tx, caller, { id: cartId }, true);
    assertNotOrdered(cart);
    await assertDeliverable(tx, cart);
    // Stored as Update Cart checked it (checkAddress), in the checkout's address shape.
    const address = cart.contactAddress as EcomAddress | null;
    const method = cart.selectedShippingOption;
    const { checkoutId } = await checkoutFromCart(
      tx,
      caller,
      cart,
      {
        channelType: 'WEB',
        ...(address ? { shippingAddress: address } : {}),
        ...(method ? { selectedShippingOption: method } : {}),
      },
      { keepsCart: true },
    );
    const { order } = await placeOrder(tx, caller, checkoutId);
    return { orderId: order.id, completed: true };
  });
}

/** Physical goods go somewhere: the cart needs its delivery address first. */
async function assertDeliverable(tx: Db, cart: CartRow): Promise<void> {
  if (cart.contactAddress) return;
  const lines = await loadPricedLines(tx, cart);
  const physical = lines.some((l) => l.item.product.productType === 'physical');
  const customPhysical = cart.customLineItems.some((c) => c.itemType === 'PHYSICAL');
  if (physical || customPhysical)
    throw precondition(
      CartV2ErrorCode.missingDeliveryAddress,
      'Set the delivery address (Update Cart, deliveryInfo.address) before placing the order',
      { cartId: cart.id },
    );
}
