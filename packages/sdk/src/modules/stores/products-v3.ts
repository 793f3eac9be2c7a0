import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { fromWire } from '../../core/transforms';
import {
  productV3Transform,
  type ProductV3,
  type ProductV3Field,
  type ProductV3ReadOptions,
  type ProductV3Search,
  type ProductV3Wire,
  type SearchProductsV3Result,
} from './product-v3-types';

// Catalog V3 products, read side (docs/protocol.md §2.3); a V1 site answers 428.
const PATH = '/stores/v3/products';
const fieldsMap = fieldsUnder('options', ['fields']);

export interface ProductsV3Api {
  /** `POST /stores/v3/products/query` (cursor paging) → `{ products, pagingMetadata }`. */
  queryProducts(options?: ProductV3ReadOptions): QueryBuilder<ProductV3, ProductV3Field>;
  /** `POST /stores/v3/products/search` → `{ products, pagingMetadata, aggregationData }`. */
  searchProducts(
    search?: ProductV3Search,
    options?: ProductV3ReadOptions,
  ): Promise<SearchProductsV3Result>;
  /** `POST /stores/v3/products/count` → `{ count }`. */
  countProducts(options?: { filter?: Record<string, unknown> }): Promise<{ count: number }>;
  /** `GET /stores/v3/products/{productId}` → the product, unwrapped, with its variants. */
  getProduct(productId: string, options?: ProductV3ReadOptions): Promise<ProductV3>;
  /** `GET /stores/v3/products/slug/{slug}` → `{ product }`, as the official SDK answers. */
  getProductBySlug(slug: string, options?: ProductV3ReadOptions): Promise<{ product: ProductV3 }>;
}

const toProductV3 = (wire: ProductV3Wire): ProductV3 => fromWire(productV3Transform, wire);

export const productsV3: SdkModule<ProductsV3Api> = {
  create: (ctx) => {
    const getOne = async (path: string, pathParams: Record<string, string>, fields?: string[]) => {
      const { product } = await ctx.request<{ product: ProductV3Wire }>({
        method: 'GET',
        path,
        pathParams,
        data: { fields },
        fieldMap: fieldsMap,
      });
      return toProductV3(product);
    };
    return {
      queryProducts: (options = {}) =>
        new QueryBuilder(ctx, {
          path: `${PATH}/query`,
          resultKey: 'products',
          paging: 'cursor',
          extra: { fields: options.fields },
          fieldMap: fieldsMap,
          fromWire: toProductV3,
        }),
      async searchProducts(search = {}, options = {}) {
        const res = await ctx.request<
          Omit<SearchProductsV3Result, 'products'> & {
            products: ProductV3Wire[];
          }
        >({
          method: 'POST',
          path: `${PATH}/search`,
          data: { search, fields: options.fields },
          fieldMap: fieldsMap,
          idempotent: true,
        });
        return { ...res, products: res.products.map(toProductV3) };
      },
      countProducts: (options = {}) =>
        ctx.request<{ count: number }>({
          method: 'POST',
          path: `${PATH}/count`,
          data: { filter: options.filter },
          fieldMap: fieldsUnder('options', ['filter']),
          idempotent: true,
        }),
      getProduct: (productId, options = {}) =>
        getOne(`${PATH}/{productId}`, { productId }, options.fields),
      getProductBySlug: async (slug, options = {}) => ({
        product: await getOne(`${PATH}/slug/{slug}`, { slug }, options.fields),
      }),
    };
  },
};
