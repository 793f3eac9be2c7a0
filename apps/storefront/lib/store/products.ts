import 'server-only';
import type { PlatformClient } from '../platform/clients';
import { toProductView } from './product-view';
import { priceVaries, toProductViewV3 } from './product-view-v3';
import type { ProductView } from './types';

const PRODUCTS_LIMIT = 50;

/** Catalog V1: one query; its products carry their variants. */
export async function readProductsV1(client: PlatformClient): Promise<ProductView[]> {
  const { items } = await client.products.queryProducts().limit(PRODUCTS_LIMIT).find();
  return items.filter((product) => product.visible !== false).map(toProductView);
}

/**
 * Catalog V3: one query, then a read by id of each product whose price depends on its options
 * (lists leave variants out), so the card can price the chosen ones.
 */
export async function readProductsV3(client: PlatformClient): Promise<ProductView[]> {
  const { items } = await client.productsV3.queryProducts().limit(PRODUCTS_LIMIT).find();
  const whole = await Promise.all(
    items
      .filter((product) => product.visible)
      .map((product) =>
        priceVaries(product) ? client.productsV3.getProduct(product.id) : product,
      ),
  );
  return whole.map(toProductViewV3);
}
