import 'server-only';
import { ALL_PRODUCTS_COLLECTION_ID } from '@headless/contract/constants';
import type { PlatformClient } from '../platform/clients';

/**
 * One entry of the store list's chooser: a Catalog V1 collection, or a Catalog V3 store's
 * category (the Categories API's Stores tree). Chosen by slug in the URL (`?collection=apparel`).
 */
export interface CollectionView {
  id: string;
  slug: string;
  name: string;
  /** The visible products in it, as the platform counts them. */
  productCount: number;
}

/** More than a shop's chooser shows; the platform's page limit. */
const MAX_COLLECTIONS = 100;

/** "All Products" is the list without a choice: the chooser's first entry says it once. */
const chooseable = (c: { id?: string | null; visible?: boolean | null }) =>
  c.id !== ALL_PRODUCTS_COLLECTION_ID && c.visible !== false;

/** Catalog V1: the collections query, in the site's own order. */
export async function readCollectionsV1(client: PlatformClient): Promise<CollectionView[]> {
  const { items } = await client.collections.queryCollections().limit(MAX_COLLECTIONS).find();
  return items.filter(chooseable).map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    productCount: c.numberOfProducts,
  }));
}

/** Catalog V3: the store's categories; the products report the same ids. */
export async function readCollectionsV3(client: PlatformClient): Promise<CollectionView[]> {
  const { items } = await client.categories.queryCategories().limit(MAX_COLLECTIONS).find();
  return items.filter(chooseable).map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    productCount: c.itemCounter,
  }));
}
