import { firstParam, type SearchParams } from '../search-params';
import type { ProductView } from './types';

/** Products per page of the store list: the seed's seven visible products make two pages. */
export const PAGE_SIZE = 6;

/** The longest search the list sends; a longer one is cut (the platform bounds its strings). */
export const MAX_SEARCH_LENGTH = 100;
/** The catalog's slugs are at most 100 characters; a longer `collection` names none. */
const MAX_COLLECTION_LENGTH = 100;
/** A V3 cursor is long; anything longer than this is not one. */
const MAX_PAGE_LENGTH = 2000;

/**
 * What the store list shows, from its URL (`/store?collection=apparel&q=mug&page=…`), so a
 * choice, a search or a page is a link and works without JavaScript (a GET form). `collection`
 * is a collection's (V3: a category's) slug. `page` is the catalog's own: a page number on
 * Catalog V1, a cursor on Catalog V3.
 */
export interface ListQuery {
  collection?: string;
  search?: string;
  page?: string;
}

/** One page of the list and the `page` values of its neighbours, where there are any. */
export interface ProductPage {
  products: ProductView[];
  next?: string;
  prev?: string;
}

export function listQueryOf(params: SearchParams): ListQuery {
  const search = (firstParam(params.q) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const page = (firstParam(params.page) ?? '').trim();
  const collection = (firstParam(params.collection) ?? '').trim();
  return {
    ...(collection && collection.length <= MAX_COLLECTION_LENGTH && { collection }),
    ...(search && { search }),
    ...(page && page.length <= MAX_PAGE_LENGTH && { page }),
  };
}

/** The list's URL for a query: the choice and the search kept, a page only when there is one. */
export function listHref({ collection, search, page }: ListQuery): string {
  const params = new URLSearchParams();
  if (collection) params.set('collection', collection);
  if (search) params.set('q', search);
  if (page) params.set('page', page);
  const query = params.toString();
  return query ? `/store?${query}` : '/store';
}

/** A product's page. */
export const productHref = (slug: string) => `/store/${encodeURIComponent(slug)}`;

/** The catalog's slugs are at most 100 characters (Catalog V1's bound); longer is no product. */
const MAX_SLUG_LENGTH = 100;

/** Whether a path segment can name a product at all: worth asking the catalog about. */
export const mayBeSlug = (slug: string) => slug.length > 0 && slug.length <= MAX_SLUG_LENGTH;
