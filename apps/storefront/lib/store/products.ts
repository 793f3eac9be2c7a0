import 'server-only';
import { CartErrorCode } from '@headless/contract/error-codes';
import type { PlatformClient } from '../platform/clients';
import { errorCode } from '../platform/problems';
import { toProductDetailView, toProductView } from './product-view';
import { priceVaries, toProductDetailViewV3, toProductViewV3 } from './product-view-v3';
import { PAGE_SIZE, type ListQuery, type ProductPage } from './list-query';
import type { ProductDetailView } from './types';

/**
 * Catalog V1: an offset query, a page number in the URL. Its documented text operator on `name`
 * is `startsWith`, so a search finds products whose name starts with the words typed. A chosen
 * collection is a filter on the product's `collectionIds`.
 */
export async function readProductsV1(
  client: PlatformClient,
  { search, page }: ListQuery,
  collectionId?: string,
): Promise<ProductPage> {
  const number = Math.max(1, Number.parseInt(page ?? '1', 10) || 1);
  let query = client.products
    .queryProducts()
    .limit(PAGE_SIZE)
    .skip((number - 1) * PAGE_SIZE);
  if (search) query = query.startsWith('name', search);
  if (collectionId) query = query.hasSome('collectionIds', [collectionId]);
  const result = await query.find();
  return {
    products: result.items.filter((product) => product.visible !== false).map(toProductView),
    ...(result.hasNext() && { next: String(number + 1) }),
    ...(number > 1 && { prev: String(number - 1) }),
  };
}

/**
 * Catalog V3: a search (its expression matches names and descriptions) paged by cursor, the
 * cursor in the URL: it carries the whole search, so a cursor is sent alone. Then a read by id of
 * each product whose price depends on its options (lists leave variants out), so the card can
 * price the chosen ones. A chosen category filters on the categories each product reports.
 */
export async function readProductsV3(
  client: PlatformClient,
  { search, page }: ListQuery,
  categoryId?: string,
): Promise<ProductPage> {
  const first = {
    cursorPaging: { limit: PAGE_SIZE },
    ...(categoryId && {
      filter: { 'allCategoriesInfo.categories.id': { $hasSome: [categoryId] } },
    }),
    ...(search && { search: { expression: search } }),
  };
  const { products, pagingMetadata } = await client.productsV3
    .searchProducts(page ? { cursorPaging: { limit: PAGE_SIZE, cursor: page } } : first)
    // A cursor from an old link, or typed: the platform refuses it, the list starts over.
    .catch((error: unknown) => {
      if (!page || !isCursorRefused(error)) throw error;
      return client.productsV3.searchProducts(first);
    });
  const whole = await Promise.all(
    products
      .filter((product) => product.visible)
      .map((product) =>
        priceVaries(product) ? client.productsV3.getProduct(product.id) : product,
      ),
  );
  const { next, prev } = pagingMetadata?.cursors ?? {};
  return {
    products: whole.map(toProductViewV3),
    ...(pagingMetadata?.hasNext && next && { next }),
    ...(prev && { prev }),
  };
}

/** A 400 whose field violation names the cursor (the SDK's ValidationError, read structurally). */
function isCursorRefused(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('fieldViolations' in error)) return false;
  const violations = error.fieldViolations;
  return (
    Array.isArray(violations) &&
    violations.some(
      (v: { field?: unknown }) => typeof v.field === 'string' && /cursor$/.test(v.field),
    )
  );
}

/** Catalog V1 has no read by slug for visitors: a query on `slug`, one product or none. */
export async function readProductV1(
  client: PlatformClient,
  slug: string,
): Promise<ProductDetailView | null> {
  const { items } = await client.products.queryProducts().eq('slug', slug).limit(1).find();
  const product = items[0];
  return product && product.visible !== false ? toProductDetailView(product) : null;
}

/** Catalog V3 reads by slug, variants included; an unknown slug is PRODUCT_NOT_FOUND. */
export async function readProductV3(
  client: PlatformClient,
  slug: string,
): Promise<ProductDetailView | null> {
  try {
    const { product } = await client.productsV3.getProductBySlug(slug);
    return product.visible ? toProductDetailViewV3(product) : null;
  } catch (error) {
    if (errorCode(error) === CartErrorCode.productNotFound) return null;
    throw error;
  }
}
