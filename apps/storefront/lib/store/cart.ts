import 'server-only';
import { CartErrorCode } from '@headless/contract/error-codes';
import { STORES_APP_ID } from '../constants';
import type { PlatformClient } from '../platform/clients';
import { errorCode } from '../platform/problems';
import { toCartView } from './cart-view';
import type { CartView, ChosenOptions } from './types';

/** Totals with the platform's default shipping and tax for the site's region. */
const ESTIMATE = { calculateShipping: true, calculateTax: true } as const;

/** The visitor's cart with its estimated totals, or null while they have none. */
export async function readCart(client: PlatformClient): Promise<CartView | null> {
  try {
    return toCartView(await client.currentCart.estimateCurrentCartTotals(ESTIMATE));
  } catch (error) {
    if (errorCode(error) === CartErrorCode.cartNotFound) return null;
    throw error;
  }
}

/** The same product with the same options merges into its line: the platform raises the quantity. */
export async function addItem(
  client: PlatformClient,
  productId: string,
  options: ChosenOptions,
  quantity: number,
): Promise<CartView | null> {
  const catalogReference = {
    appId: STORES_APP_ID,
    catalogItemId: productId,
    ...(Object.keys(options).length > 0 && { options: { options } }),
  };
  await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference, quantity }] });
  return readCart(client);
}

export async function setQuantity(client: PlatformClient, lineId: string, quantity: number) {
  await client.currentCart.updateCurrentCartLineItemQuantity([{ id: lineId, quantity }]);
  return readCart(client);
}

export async function removeLine(client: PlatformClient, lineId: string) {
  await client.currentCart.removeLineItemsFromCurrentCart([lineId]);
  return readCart(client);
}

export async function applyCoupon(client: PlatformClient, couponCode: string) {
  await client.currentCart.updateCurrentCart({ couponCode });
  return readCart(client);
}

export async function removeCoupon(client: PlatformClient) {
  await client.currentCart.removeCouponFromCurrentCart();
  return readCart(client);
}

export async function clearCart(client: PlatformClient): Promise<null> {
  try {
    await client.currentCart.deleteCurrentCart();
  } catch (error) {
    if (errorCode(error) !== CartErrorCode.cartNotFound) throw error;
  }
  return null;
}

/** A checkout from the cart and a redirect session to the hosted page; returns the page's URL. */
export async function checkoutUrl(client: PlatformClient, returnUrl: string): Promise<string> {
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
    channelType: 'WEB',
  });
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: returnUrl, thankYouPageUrl: returnUrl, cartPageUrl: returnUrl },
  });
  return redirectSession.fullUrl;
}
