import 'server-only';
import { PlatformErrorCode } from '@headless/contract/error-codes';
import { APPS } from '../constants';
import { readEnv } from '../env';
import type { PlatformClient } from '../platform/clients';
import {
  errorCode,
  isUnauthenticated,
  logPlatformFailure,
  problemKindOf,
  toProblem,
} from '../platform/problems';
import type { PlatformProblem } from '../platform/problems';
import { readAsVisitor } from '../platform/visitor';
import { redirectIfAppMissing, requireApp } from '../site-info';
import { toConfirmedOrder } from './order-view';
import { listHref, mayBeSlug, productHref, type ListQuery, type ProductPage } from './list-query';
import { storeApiFor, type StoreApi } from './store-api';
import type { CartView, ConfirmedOrder, ProductDetailView } from './types';

export type StorePageData =
  | { problem: PlatformProblem }
  | {
      page: ProductPage;
      cart: CartView | null;
      /** The cart could not be read; the products still show. */
      cartError?: string;
      order?: ConfirmedOrder;
      orderError?: string;
    };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Anything but an outage or an uninstalled app becomes a message beside the products. */
async function softly<T>(context: string, read: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await read();
  } catch (error) {
    if (problemKindOf(error) || errorCode(error) === PlatformErrorCode.appNotInstalled) throw error;
    if (isUnauthenticated(error)) throw error;
    logPlatformFailure(context, error);
    return { error: `${context}: ${reasonOf(error)}` };
  }
}

const isFailure = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && 'error' in value;

const readCartSoftly = async (store: StoreApi) => {
  const cart = await softly('Could not load your cart', () => store.readCart());
  return isFailure(cart) ? { cart: null, cartError: cart.error } : { cart };
};

async function readPage(client: PlatformClient, query: ListQuery, orderId: string | undefined) {
  const store = await storeApiFor(client);
  const [page, cart, order] = await Promise.all([
    store.readProducts(query),
    readCartSoftly(store),
    orderId
      ? softly(`Could not load order ${orderId}`, async () =>
          toConfirmedOrder(await client.orders.getOrder(orderId)),
        )
      : undefined,
  ]);
  return {
    page,
    ...cart,
    ...(order && (isFailure(order) ? { orderError: order.error } : { order })),
  };
}

/** Reads as the visitor on a Stores page; redirects to /404?app=… when Stores is not installed. */
async function loadForStore<T>(
  path: string,
  read: (client: PlatformClient) => Promise<T>,
): Promise<T | { problem: PlatformProblem }> {
  const problem = await requireApp(APPS.STORE);
  if (problem) return { problem };
  try {
    return await readAsVisitor(path, read);
  } catch (error) {
    redirectIfAppMissing(error, APPS.STORE);
    if (problemKindOf(error)) return { problem: toProblem(error, readEnv()) };
    throw error;
  }
}

/**
 * The /store page's data: a page of products, the visitor's cart with its totals and, back from
 * the hosted checkout, the order just placed.
 */
export function loadStorePage(query: ListQuery, orderId: string | undefined) {
  return loadForStore<StorePageData>(listHref(query), (client) => readPage(client, query, orderId));
}

export type ProductPageData =
  | { problem: PlatformProblem }
  | { product: ProductDetailView | null; cart: CartView | null; cartError?: string };

/** A product's page: the product (null for an unknown slug) and the visitor's cart beside it. */
export function loadProductPage(slug: string) {
  return loadForStore<ProductPageData>(productHref(slug), async (client) => {
    const store = await storeApiFor(client);
    const [product, cart] = await Promise.all([
      mayBeSlug(slug) ? store.readProduct(slug) : null,
      readCartSoftly(store),
    ]);
    return { product, ...cart };
  });
}
