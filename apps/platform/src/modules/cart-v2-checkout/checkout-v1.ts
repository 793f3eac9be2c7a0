import {
  CheckoutErrorCode,
  CheckoutV1ErrorCode,
  type CreateOrderFromCheckoutResponse,
  type GetCheckoutUrlResponse,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { conflict, precondition } from '../../kernel/errors';
import { openCheckoutOf, priceCheckout } from '../checkout';
import type { CheckoutRow } from '../checkout';
import { placeOrder } from '../orders';
import { createEcomCheckout } from '../redirects';
import { orderTransaction, type Renames } from './service';

/**
 * Checkout V1's way to the order (docs/protocol.md §2.4), over the path Cart V2's takes: the
 * checkout URL is the ecomCheckout redirect session of the checkout (a premium site, the caller's
 * own open checkout, the allowed redirect domains), and Create Order places the order as Cart
 * V2's Place Order does (`orders/place-order.ts`: stock taken under the database's conditional
 * update, the coupon used, the cart deleted), under the names the reference gives its refusals.
 */

export async function getCheckoutUrlV1(
  db: Db,
  caller: Caller,
  checkoutId: string,
  origin: string,
): Promise<GetCheckoutUrlResponse> {
  const request = { ecomCheckout: { checkoutId } };
  const session = await createEcomCheckout(db, caller, request, origin);
  return { checkoutUrl: session.redirectSession.fullUrl };
}

const alreadyPaid = (checkoutId: string) =>
  conflict(CheckoutV1ErrorCode.checkoutAlreadyPaid, 'This checkout is already paid', {
    checkoutId,
  });

const RENAMED: Renames = {
  [CheckoutErrorCode.cartIsEmpty]: {
    code: CheckoutV1ErrorCode.emptyCheckout,
    message: 'This checkout has nothing left to buy',
  },
  [CheckoutErrorCode.outOfStock]: {
    code: CheckoutV1ErrorCode.fullOutOfStock,
    message: 'Some line items are out of stock',
  },
};

/**
 * Create Order: the reference's headless flow creates the order and hands back a payment id for
 * Wix Pay; the local platform charges no one, so the order is placed paid, as the hosted checkout
 * and Cart V2's Place Order place it (no `paymentGatewayOrderId`: nothing is left to charge).
 */
export async function createOrderV1(
  db: Db,
  caller: Caller,
  checkoutId: string,
): Promise<CreateOrderFromCheckoutResponse> {
  return orderTransaction(db, caller, RENAMED, async (tx) => {
    // Locked first: a second Create Order of the checkout waits here, then finds it completed.
    const row = await openCheckoutOf(tx, caller, checkoutId, alreadyPaid);
    await assertDeliverable(tx, row, caller.now);
    const { order } = await placeOrder(tx, caller, checkoutId);
    return { orderId: order.id };
  });
}

/** Goods to ship need the delivery address and a method the engine offers for it. */
async function assertDeliverable(tx: Db, row: CheckoutRow, now: Date): Promise<void> {
  const pricing = await priceCheckout(tx, row, now);
  if (!pricing?.needsShipping) return;
  if (row.shippingInfo.address && pricing.selectedShipping) return;
  throw precondition(
    CheckoutV1ErrorCode.noSelectedCarrierServiceOption,
    'Set shippingInfo.shippingDestination.address (Update Checkout) before creating the order',
    { checkoutId: row.id },
  );
}
