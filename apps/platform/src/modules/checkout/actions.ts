import { CheckoutErrorCode, type GetCheckoutResponse } from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { saveCheckoutChanges } from './save';
import { assertReadable, viewOf } from './service';
import { findCheckoutOfCart, type CheckoutRow } from './store';
import { checkoutToWire } from './to-wire';
import { openCheckoutOf } from './update';

/**
 * Checkout V1's small visitor calls (docs/protocol.md §2.4), on the buyer's open checkout: its
 * coupon off; no gift card and no override URL is ever held here (update refuses both), so
 * removing them answers the checkout as it is.
 */

const answer = async (db: Db, row: CheckoutRow, now: Date): Promise<GetCheckoutResponse> => ({
  checkout: checkoutToWire(row, await viewOf(db, row, now)),
});

export function removeCheckoutCoupon(
  db: Db,
  caller: Caller,
  checkoutId: string,
): Promise<GetCheckoutResponse> {
  return db.transaction(async (tx) => {
    const row = await openCheckoutOf(tx, caller, checkoutId);
    if (!row.couponCode) return answer(tx, row, caller.now);
    const saved = await saveCheckoutChanges(tx, row, { couponCode: null }, caller.now, { caller });
    return answer(tx, saved ?? row, caller.now);
  });
}

/** Remove Gift Card and Remove Override Checkout URL: nothing to remove, the open checkout. */
export function checkoutAsItIs(
  db: Db,
  caller: Caller,
  checkoutId: string,
): Promise<GetCheckoutResponse> {
  return db.transaction(async (tx) =>
    answer(tx, await openCheckoutOf(tx, caller, checkoutId), caller.now),
  );
}

/** The newest checkout of the cart, for its buyer (or the site owner). */
export async function getCheckoutByCartId(
  db: Db,
  caller: Caller,
  cartId: string,
): Promise<GetCheckoutResponse> {
  const row = await findCheckoutOfCart(db, caller.siteId, cartId);
  if (!row)
    throw notFound(CheckoutErrorCode.checkoutNotFound, `No checkout of cart ${cartId}`, { cartId });
  assertReadable(caller, row);
  return answer(db, row, caller.now);
}
