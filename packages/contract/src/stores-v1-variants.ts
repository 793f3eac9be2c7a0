import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { Paging } from './paging';
import { QueryRequest, StoresQueryMetadata } from './query';
import { PriceData, ProductMedia, ProductOption, Variant } from './stores';

/**
 * Catalog V1 variant reads (docs/protocol.md §2.3): a store variant (`{productId}-{variantId}`),
 * a product's variants by choices or ids, and which choices a selection leaves available. The
 * same rows the product's `variants` render.
 */
const Id = z.string().max(MAX_ID_LENGTH * 2 + 1);
const Choices = z.record(z.string().max(MAX_TEXT_LENGTH), z.string().max(MAX_TEXT_LENGTH));

export const StoreVariant = z.object({
  id: z.string(),
  variantId: z.string(),
  productId: z.string(),
  variantName: z.string(),
  productName: z.string(),
  managedVariant: z.boolean(),
  sku: z.string().optional(),
  stock: z.object({
    trackQuantity: z.boolean(),
    quantity: z.number().int().optional(),
    inStock: z.boolean(),
  }),
  choices: z.record(z.string(), z.string()),
  collectionIds: z.array(z.string()),
});
export type StoreVariant = z.infer<typeof StoreVariant>;

export const GetStoreVariantParams = z.object({ id: Id });
export const GetStoreVariantResponse = z.object({ variant: StoreVariant });

export const QueryStoreVariantsRequest = z.object({ query: QueryRequest.shape.query });
export type QueryStoreVariantsRequest = z.infer<typeof QueryStoreVariantsRequest>;
export const QueryStoreVariantsResponse = z.object({
  variants: z.array(StoreVariant),
  metadata: StoresQueryMetadata,
});

export const ProductIdParams = z.object({ id: z.string().max(MAX_ID_LENGTH) });
export const QueryProductVariantsRequest = z.object({
  choices: Choices.optional(),
  variantIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  paging: Paging.optional(),
  includeMerchantSpecificData: z.boolean().optional(),
});
export type QueryProductVariantsRequest = z.infer<typeof QueryProductVariantsRequest>;
export const QueryProductVariantsResponse = z.object({
  variants: z.array(Variant),
  metadata: z.object({ items: z.number().int(), offset: z.number().int() }),
  totalResults: z.number().int(),
});

export const ProductOptionsAvailabilityRequest = z.object({
  options: z.record(z.string().max(MAX_NAME_LENGTH), z.string().max(MAX_TEXT_LENGTH)).optional(),
});
export const ProductOptionsAvailabilityResponse = z.object({
  selectedVariant: z
    .object({
      price: PriceData,
      convertedPriceData: PriceData,
      weight: z.number().optional(),
      sku: z.string().optional(),
      quantity: z.number().int().optional(),
      inStock: z.boolean(),
      visible: z.boolean(),
    })
    .optional(),
  media: ProductMedia,
  productOptions: z.array(ProductOption),
  availableForPurchase: z.boolean(),
});
