'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { invalidArgument, logActionFailure, toActionError } from '@/lib/actions/action-error';
import type { ActionError, ActionResult } from '@/lib/actions/types';
import * as cart from '@/lib/store/cart';
import type { PlatformClient } from '@/lib/platform/clients';
import { getVisitorClient } from '@/lib/platform/visitor';
import { storeReturnUrl } from '@/lib/store/return-url';
import type { CartView } from '@/lib/store/types';
import { QUANTITY_RULE, isQuantity, isChosenOptions } from '@/lib/store/input';

export type CartResult = ActionResult<{ cart: CartView | null }>;

async function run(context: string, change: (client: PlatformClient) => Promise<CartView | null>) {
  try {
    return { cart: await change(await getVisitorClient()) };
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
  return run('Adding to the cart failed', (c) => cart.addItem(c, productId, options, quantity));
}

export async function changeQuantity(lineId: unknown, quantity: unknown): Promise<CartResult> {
  if (typeof lineId !== 'string' || !lineId) return invalidArgument('That cart line is gone.');
  if (!isQuantity(quantity)) return invalidArgument(QUANTITY_RULE);
  return run('Changing the quantity failed', (c) => cart.setQuantity(c, lineId, quantity));
}

export async function removeFromCart(lineId: unknown): Promise<CartResult> {
  if (typeof lineId !== 'string' || !lineId) return invalidArgument('That cart line is gone.');
  return run('Removing the item failed', (c) => cart.removeLine(c, lineId));
}

export async function applyCoupon(code: unknown): Promise<CartResult> {
  const couponCode = typeof code === 'string' ? code.trim() : '';
  if (!couponCode) return invalidArgument('Enter a coupon code.');
  return run('Applying the coupon failed', (c) => cart.applyCoupon(c, couponCode));
}

export async function removeCoupon(): Promise<CartResult> {
  return run('Removing the coupon failed', (c) => cart.removeCoupon(c));
}

export async function clearCart(): Promise<CartResult> {
  return run('Clearing the cart failed', (c) => cart.clearCart(c));
}

/** Creates the checkout and its redirect session, then sends the browser to the hosted page. */
export async function startCheckout(): Promise<{ error: ActionError }> {
  let fullUrl: string;
  try {
    const client = await getVisitorClient();
    fullUrl = await cart.checkoutUrl(client, storeReturnUrl(await headers()));
  } catch (error) {
    logActionFailure('Starting the hosted checkout failed', error);
    return { error: toActionError(error) };
  }
  redirect(fullUrl);
}
