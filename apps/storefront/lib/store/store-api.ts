import 'server-only';
import type { PlatformClient } from '../platform/clients';
import * as v1 from './cart';
import * as v2 from './cart-v2';
import { catalogVersionOf } from './catalog-version';
import { readCollectionsV1, readCollectionsV3, type CollectionView } from './collections';
import type { ListQuery, ProductPage } from './list-query';
import { readProductV1, readProductV3, readProductsV1, readProductsV3 } from './products';
import type { CartView, ChosenOptions, ProductDetailView } from './types';

/** Every step /store takes, on whichever APIs the site's catalog answers. */
export interface StoreApi {
  /** What the catalog calls the groups the list's chooser offers: V1 collections, V3 categories. */
  collectionsLabel: 'Collections' | 'Categories';
  /** The groups a visitor may choose, "All Products" left out (no choice is all of them). */
  readCollections(): Promise<CollectionView[]>;
  /**
   * One page of the list, searched, in one collection when `collectionId` names one; `query.page`
   * is the catalog's own page value.
   */
  readProducts(query: ListQuery, collectionId?: string): Promise<ProductPage>;
  /** A product's page by its slug; null when no visible product has it. */
  readProduct(slug: string): Promise<ProductDetailView | null>;
  readCart(): Promise<CartView | null>;
  addItem(productId: string, options: ChosenOptions, quantity: number): Promise<CartView | null>;
  setQuantity(lineId: string, quantity: number): Promise<CartView | null>;
  removeLine(lineId: string): Promise<CartView | null>;
  applyCoupon(code: string): Promise<CartView | null>;
  removeCoupon(): Promise<CartView | null>;
  clearCart(): Promise<null>;
  /** The hosted checkout's URL; `returnUrl` is where it sends the buyer back, where the API can say. */
  checkoutUrl(returnUrl: string): Promise<string>;
}

/** Catalog V1 and Cart V1: the seed's calls, unchanged. */
const catalogV1 = (client: PlatformClient): StoreApi => ({
  collectionsLabel: 'Collections',
  readCollections: () => readCollectionsV1(client),
  readProducts: (query, collectionId) => readProductsV1(client, query, collectionId),
  readProduct: (slug) => readProductV1(client, slug),
  readCart: () => v1.readCart(client),
  addItem: (productId, options, quantity) => v1.addItem(client, productId, options, quantity),
  setQuantity: (lineId, quantity) => v1.setQuantity(client, lineId, quantity),
  removeLine: (lineId) => v1.removeLine(client, lineId),
  applyCoupon: (code) => v1.applyCoupon(client, code),
  removeCoupon: () => v1.removeCoupon(client),
  clearCart: () => v1.clearCart(client),
  checkoutUrl: (returnUrl) => v1.checkoutUrl(client, returnUrl),
});

/** Catalog V3 and Cart V2: what a store created today answers. */
const catalogV3 = (client: PlatformClient): StoreApi => ({
  collectionsLabel: 'Categories',
  readCollections: () => readCollectionsV3(client),
  readProducts: (query, categoryId) => readProductsV3(client, query, categoryId),
  readProduct: (slug) => readProductV3(client, slug),
  readCart: () => v2.readCartV2(client),
  addItem: (productId, options, quantity) => v2.addItemV2(client, productId, options, quantity),
  setQuantity: (lineId, quantity) => v2.setQuantityV2(client, lineId, quantity),
  removeLine: (lineId) => v2.removeLineV2(client, lineId),
  applyCoupon: (code) => v2.applyCouponV2(client, code),
  removeCoupon: () => v2.removeCouponV2(client),
  clearCart: () => v2.clearCartV2(client),
  checkoutUrl: () => v2.checkoutUrlV2(client),
});

/** The site's catalog version picks the APIs; a site without Stores meets V1's app check. */
export async function storeApiFor(client: PlatformClient): Promise<StoreApi> {
  const version = await catalogVersionOf(client);
  return version === 'V3_CATALOG' ? catalogV3(client) : catalogV1(client);
}
