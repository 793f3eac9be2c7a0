'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { invalidArgument, logActionFailure, toActionError } from '@/lib/actions/action-error';
import type { ActionError, ActionResult } from '@/lib/actions/types';
import { visitorClientForChange } from '@/lib/platform/visitor-session';
import { storeReturnUrl } from '@/lib/store/return-url';
import { storeApiFor, type StoreApi } from '@/lib/store/store-api';
import type { CartView } from '@/lib/store/types';
import { QUANTITY_RULE, isQuantity, isChosenOptions } from '@/lib/store/input';

export type CartResult = ActionResult<{ cart: CartView | null }>;

async function run(context: string, change: (store: StoreApi) => Promise<CartView | null>) {
  try {
    return { cart: await change(await storeApiFor(await visitorClientForChange())) };
  } catch (error) {
    logActionFailure(context, error);
    return { error: toActionError(error) };
  }
}

export async function addToCart(
  productId: unknown,
  options: unknown,
  quantity: unknown,
): Promise<CartResult> {
  if (typeof productId !== 'string' || !productId)
    return invalidArgument('Choose a product first.');
  if (!isChosenOptions(options)) return invalidArgument('Choose a value for every option.');
  if (!isQuantity(quantity)) return invalidArgument(QUANTITY_RULE);
  return run('Adding to the cart failed', (s) => s.addItem(productId, options, quantity));
}

export async function changeQuantity(lineId: unknown, quantity: unknown): Promise<CartResult> {
  if (typeof lineId !== 'string' || !lineId) return invalidArgument('That cart line is gone.');
  if (!isQuantity(quantity)) return invalidArgument(QUANTITY_RULE);
  return run('Changing the quantity failed', (s) => s.setQuantity(lineId, quantity));
}

export async function removeFromCart(lineId: unknown): Promise<CartResult> {
  if (typeof lineId !== 'string' || !lineId) return invalidArgument('That cart line is gone.');
  return run('Removing the item failed', (s) => s.removeLine(lineId));
}

export async function applyCoupon(code: unknown): Promise<CartResult> {
  const couponCode = typeof code === 'string' ? code.trim() : '';
  if (!couponCode) return invalidArgument('Enter a coupon code.');
  return run('Applying the coupon failed', (s) => s.applyCoupon(couponCode));
}

export async function removeCoupon(): Promise<CartResult> {
  return run('Removing the coupon failed', (s) => s.removeCoupon());
}

export async function clearCart(): Promise<CartResult> {
  return run('Clearing the cart failed', (s) => s.clearCart());
}

/** Creates the checkout and its redirect session, then sends the browser to the hosted page. */
export async function startCheckout(): Promise<{ error: ActionError }> {
  let fullUrl: string;
  try {
    const store = await storeApiFor(await visitorClientForChange());
    fullUrl = await store.checkoutUrl(storeReturnUrl(await headers()));
  } catch (error) {
    logActionFailure('Starting the hosted checkout failed', error);
    return { error: toActionError(error) };
  }
  redirect(fullUrl);
}
