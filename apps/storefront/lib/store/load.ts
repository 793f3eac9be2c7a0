import 'server-only';
import { PlatformErrorCode } from '@headless/contract/error-codes';
import { unstable_rethrow } from 'next/navigation';
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
import { readAsVisitor, readSessionTokens, type Reader } from '../platform/visitor';
import { redirectIfAppMissing, requireApp } from '../site-info';
import { toConfirmedOrder } from './order-view';
import { listHref, mayBeSlug, productHref, type ListQuery, type ProductPage } from './list-query';
import type { CollectionView } from './collections';
import { storeApiFor, type StoreApi } from './store-api';
import type { CartView, ConfirmedOrder, ProductDetailView } from './types';

export type StorePageData =
  | { problem: PlatformProblem }
  | {
      page: ProductPage;
      chooser: ChooserData;
      cart: CartView | null;
      /** The cart could not be read; the products still show. */
      cartError?: string;
      order?: ConfirmedOrder;
      orderError?: string;
    };

/** The list's collection (V3: category) chooser and what the URL chose. */
export interface ChooserData {
  label: StoreApi['collectionsLabel'];
  collections: CollectionView[];
  /** The collection `?collection=` names, when the site has it. */
  chosen?: CollectionView;
  /** `?collection=` names none of the site's: the list is empty and says so. */
  unknown?: string;
}

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

export interface CartRead {
  cart: CartView | null;
  /** The cart could not be read; the products still show. */
  cartError?: string;
}

/** A visitor without a session has no cart: nothing to ask. */
const readCartSoftly = async (store: StoreApi, reader: Reader): Promise<CartRead> => {
  if (!reader.session) return { cart: null };
  const cart = await softly('Could not load your cart', () => store.readCart());
  return isFailure(cart) ? { cart: null, cartError: cart.error } : { cart };
};

/** The chooser's collections first: the URL names one by slug, the products query by id. */
async function readChosenPage(store: StoreApi, query: ListQuery) {
  const collections = await store.readCollections();
  const chosen = collections.find((c) => c.slug === query.collection);
  const chooser: ChooserData = { label: store.collectionsLabel, collections };
  if (query.collection && !chosen) {
    return { page: { products: [] }, chooser: { ...chooser, unknown: query.collection } };
  }
  const page = await store.readProducts(query, chosen?.id);
  return { page, chooser: { ...chooser, ...(chosen && { chosen }) } };
}

async function readPage(
  client: PlatformClient,
  reader: Reader,
  query: ListQuery,
  orderId: string | undefined,
) {
  const store = await storeApiFor(client);
  const [{ page, chooser }, cart, order] = await Promise.all([
    readChosenPage(store, query),
    readCartSoftly(store, reader),
    orderId
      ? softly(`Could not load order ${orderId}`, async () =>
          toConfirmedOrder(await client.orders.getOrder(orderId)),
        )
      : undefined,
  ]);
  return {
    page,
    chooser,
    ...cart,
    ...(order && (isFailure(order) ? { orderError: order.error } : { order })),
  };
}

/** Reads as the visitor on a Stores page; redirects to /404?app=… when Stores is not installed. */
async function loadForStore<T>(
  path: string,
  read: (client: PlatformClient, reader: Reader) => Promise<T>,
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
  return loadForStore<StorePageData>(listHref(query), (client, reader) =>
    readPage(client, reader, query, orderId),
  );
}

export type ProductPageData = { problem: PlatformProblem } | { product: ProductDetailView | null };

/** A product's page: the product, null for an unknown slug. Its first byte waits for this only. */
export function loadProductPage(slug: string) {
  return loadForStore<ProductPageData>(productHref(slug), async (client) => ({
    product: mayBeSlug(slug) ? await (await storeApiFor(client)).readProduct(slug) : null,
  }));
}

/**
 * The visitor's cart beside a product, streamed into the page after the product: never a reason
 * for the product not to show. A visitor without a session has none, and nothing is asked.
 */
export async function loadProductCart(slug: string): Promise<CartRead> {
  if (!(await readSessionTokens())) return { cart: null };
  try {
    return await readAsVisitor(productHref(slug), async (client, reader) =>
      readCartSoftly(await storeApiFor(client), reader),
    );
  } catch (error) {
    // The reset route's redirect when the platform refused the session's token.
    unstable_rethrow(error);
    logPlatformFailure('Could not load your cart', error);
    return { cart: null, cartError: `Could not load your cart: ${reasonOf(error)}` };
  }
}
