import type { Collection } from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { fromWire } from '../../core/transforms';
import {
  productTransform,
  type Product,
  type ProductField,
  type ProductWire,
} from './product-types';

// The read side of catalog v1 lives under /stores-reader (docs/protocol.md §2.3,
// docs/interfaces.md).
const PATH = '/stores-reader/v1/products';

export interface ProductsApi {
  /** `GET /stores-reader/v1/products/query-platformized?.r=…` (POST when long) → `{ products, metadata }`. */
  queryProducts(): QueryBuilder<Product, ProductField>;
  /** `GET /stores-reader/v1/products/{id}` → `{ product }` (not unwrapped, as the official SDK). */
  getProduct(id: string): Promise<{ product: Product }>;
  /** `GET /stores-reader/v1/collections/slug/{slug}` → `{ collection }` (the reader's path). */
  getCollectionBySlug(slug: string): Promise<{ collection: Collection }>;
}

const toProduct = (wire: ProductWire): Product => fromWire(productTransform, wire);

export const products: SdkModule<ProductsApi> = {
  create: (ctx) => ({
    queryProducts: () =>
      new QueryBuilder(ctx, {
        path: `${PATH}/query-platformized`,
        resultKey: 'products',
        metadataKey: 'metadata',
        dotR: true,
        fromWire: toProduct,
      }),
    async getProduct(id) {
      const { product } = await ctx.request<{ product: ProductWire }>({
        method: 'GET',
        path: `${PATH}/{id}`,
        pathParams: { id },
      });
      return { product: toProduct(product) };
    },
    getCollectionBySlug: (slug) =>
      ctx.request<{ collection: Collection }>({
        method: 'GET',
        path: '/stores-reader/v1/collections/slug/{slug}',
        pathParams: { slug },
      }),
  }),
};
