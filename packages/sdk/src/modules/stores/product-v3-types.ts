import type {
  SearchProductsV3Response,
  V3Product as ProductV3Wire,
  V3Variant,
} from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { ProductV3Wire };
export type VariantV3 = V3Variant;

export const productV3Transform = defineTransform({ dates: ['createdDate', 'updatedDate'] });

/**
 * A Catalog V3 product as the SDK returns it: every field the platform sends (prices as decimal
 * strings with their formatted text, options with their choices, variants on get), dates as `Date`.
 */
export type ProductV3 = Transformed<ProductV3Wire, typeof productV3Transform>;
export type ProductV3Field = FieldPath<ProductV3Wire>;

/** Optional sections a read may ask for (`fields`), as the V3 reference names them. */
export type ProductV3Fields = string[];

export interface ProductV3ReadOptions {
  fields?: ProductV3Fields;
}

/** What searchProducts takes: a cursor query plus the free text to match. */
export interface ProductV3Search {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order?: 'ASC' | 'DESC' }[];
  cursorPaging?: { limit?: number; cursor?: string };
  search?: { expression?: string };
}

export type SearchProductsV3Result = Omit<SearchProductsV3Response, 'products'> & {
  products: ProductV3[];
};
