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
import { STORE_PATH } from './return-url';
import { redirectIfAppMissing, requireApp } from '../site-info';
import { toConfirmedOrder } from './order-view';
import { storeApiFor } from './store-api';
import type { CartView, ConfirmedOrder, ProductView } from './types';

export type StorePageData =
  | { problem: PlatformProblem }
  | {
      products: ProductView[];
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

async function readPage(client: PlatformClient, orderId: string | undefined) {
  const store = await storeApiFor(client);
  const [products, cart, order] = await Promise.all([
    store.readProducts(),
    softly('Could not load your cart', () => store.readCart()),
    orderId
      ? softly(`Could not load order ${orderId}`, async () =>
          toConfirmedOrder(await client.orders.getOrder(orderId)),
        )
      : undefined,
  ]);
  return {
    products,
    cart: isFailure(cart) ? null : cart,
    ...(isFailure(cart) && { cartError: cart.error }),
    ...(order && (isFailure(order) ? { orderError: order.error } : { order })),
  };
}

/**
 * The /store page's data: products, the visitor's cart with its totals and, back from the hosted
 * checkout, the order just placed. Redirects to /404?app=… when Stores is not installed.
 */
export async function loadStorePage(orderId: string | undefined): Promise<StorePageData> {
  const problem = await requireApp(APPS.STORE);
  if (problem) return { problem };
  try {
    return await readAsVisitor(STORE_PATH, (client) => readPage(client, orderId));
  } catch (error) {
    redirectIfAppMissing(error, APPS.STORE);
    if (problemKindOf(error)) return { problem: toProblem(error, readEnv()) };
    throw error;
  }
}
