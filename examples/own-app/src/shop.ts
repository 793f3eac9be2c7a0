// The app's every platform call, on the official SDK: list products, add one to the visitor's
// current cart, read the cart, and turn it into a hosted checkout that returns to this app.
import { currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy, type Tokens } from '@wix/sdk';
import { products } from '@wix/stores';

/** The Wix Stores app: a catalog reference's appId for a store product. */
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export type ShopClient = ReturnType<typeof shopClient>;

/** One visitor's client: their tokens (none yet for a new visitor, who gets anonymous ones). */
export function shopClient(clientId: string, tokens?: Tokens) {
  return createClient({
    modules: { products, currentCart, redirects },
    auth: OAuthStrategy({ clientId, ...(tokens ? { tokens } : {}) }),
  });
}

export interface ProductCard {
  id: string;
  name: string;
  price: string;
}

export async function listProducts(client: ShopClient): Promise<ProductCard[]> {
  const { items } = await client.products.queryProducts().limit(20).find();
  return items.map((product) => ({
    id: product._id ?? '',
    name: product.name ?? '',
    price: product.priceData?.formatted?.price ?? '',
  }));
}

export async function addToCart(client: ShopClient, productId: string): Promise<void> {
  await client.currentCart.addToCurrentCart({
    lineItems: [
      { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 },
    ],
  });
}

export interface CartLine {
  name: string;
  quantity: number;
}

/** The visitor's cart lines; a visitor who never added anything has no cart yet. */
export async function cartLines(client: ShopClient): Promise<CartLine[]> {
  try {
    const cart = await client.currentCart.getCurrentCart();
    return (cart.lineItems ?? []).map((line) => ({
      name: line.productName?.translated ?? line.productName?.original ?? '',
      quantity: line.quantity ?? 0,
    }));
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
}

/** A checkout of the current cart on the platform's hosted page, returning to `postFlowUrl`. */
export async function checkoutUrl(client: ShopClient, postFlowUrl: string): Promise<string> {
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
    channelType: currentCart.ChannelType.WEB,
  });
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId: checkoutId ?? '' },
    callbacks: { postFlowUrl },
  });
  if (!redirectSession?.fullUrl) throw new Error('The platform returned no checkout URL.');
  return redirectSession.fullUrl;
}

/** The HTTP status an SDK error carries (its `response`), if any. */
export function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** What the platform said, for the page: its envelope's message, else the error's own. */
export function messageOf(error: unknown): string {
  const data = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data;
  if (typeof data?.message === 'string' && data.message) return data.message;
  return error instanceof Error ? error.message : String(error);
}
