import 'server-only';
import { CartErrorCode, CartV2ErrorCode } from '@headless/contract/error-codes';
import { STORES_APP_ID } from '../constants';
import type { PlatformClient } from '../platform/clients';
import { errorCode } from '../platform/problems';
import { toCartViewV2 } from './cart-v2-view';
import type { CartView, ChosenOptions } from './types';

/**
 * The visitor's cart on a Catalog V3 site, through Cart V2 (docs/protocol.md §2.4a): the same
 * steps as cart.ts does through Cart V1, answered as the same CartView.
 */
const ESTIMATE = { calculateDelivery: true, calculateTax: true } as const;

/** No current cart yet: the current cart V2 and a cart by id answer CART_NOT_FOUND (OWNED_CART_NOT_FOUND is Cart V1's). */
const isNoCart = (error: unknown) =>
  [CartErrorCode.cartNotFound, CartV2ErrorCode.cartNotFound].some((c) => c === errorCode(error));

export async function readCartV2(client: PlatformClient): Promise<CartView | null> {
  try {
    return toCartViewV2(await client.currentCartV2.estimateCurrentCart(ESTIMATE));
  } catch (error) {
    if (isNoCart(error)) return null;
    throw error;
  }
}

/**
 * A Catalog V3 line names its variant by id, always (a product without options has its one
 * variant); the card chose by option names, so the product is read whole (its variants come only
 * with a read by id) to find the one the choices name.
 */
export async function variantIdFor(
  client: PlatformClient,
  productId: string,
  options: ChosenOptions,
): Promise<string | undefined> {
  const product = await client.productsV3.getProduct(productId);
  const variant = product.variantsInfo?.variants.find((v) =>
    v.choices.every(
      (c) => options[c.optionChoiceNames.optionName] === c.optionChoiceNames.choiceName,
    ),
  );
  return variant?.id;
}

export async function addItemV2(
  client: PlatformClient,
  productId: string,
  options: ChosenOptions,
  quantity: number,
): Promise<CartView | null> {
  const variantId = await variantIdFor(client, productId, options);
  const catalogReference = {
    appId: STORES_APP_ID,
    catalogItemId: productId,
    ...(variantId && { options: { variantId } }),
  };
  await client.currentCartV2.addLineItemsToCurrentCart({
    catalogItems: [{ catalogReference, quantity }],
  });
  return readCartV2(client);
}

export async function setQuantityV2(client: PlatformClient, lineId: string, quantity: number) {
  await client.currentCartV2.updateLineItemsInCurrentCart({
    lineItems: [{ lineItemId: lineId, quantity: { newQuantity: quantity } }],
  });
  return readCartV2(client);
}

export async function removeLineV2(client: PlatformClient, lineId: string) {
  await client.currentCartV2.removeLineItemsFromCurrentCart([lineId]);
  return readCartV2(client);
}

export async function applyCouponV2(client: PlatformClient, code: string) {
  await client.currentCartV2.addCouponToCurrentCart({ code });
  return readCartV2(client);
}

/** Cart V2 removes a coupon by its id: the cart says which one it holds. */
export async function removeCouponV2(client: PlatformClient) {
  const { cart } = await client.currentCartV2.getCurrentCart();
  const coupon = cart.coupons[0];
  if (coupon) await client.currentCartV2.removeCouponFromCurrentCart(coupon.id);
  return readCartV2(client);
}

export async function clearCartV2(client: PlatformClient): Promise<null> {
  try {
    await client.currentCartV2.deleteCurrentCart();
  } catch (error) {
    if (!isNoCart(error)) throw error;
  }
  return null;
}

/**
 * Cart V2 has no checkout step: its checkout URL opens the hosted checkout for the cart. It takes
 * no return URL (as the real platform's), so the hosted page thanks the buyer itself.
 */
export async function checkoutUrlV2(client: PlatformClient): Promise<string> {
  const { cart } = await client.currentCartV2.getCurrentCart();
  const { checkoutUrl } = await client.cartV2.getCheckoutUrl(cart.id);
  return checkoutUrl;
}
