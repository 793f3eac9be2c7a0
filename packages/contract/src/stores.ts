import { z } from 'zod';
import { PageUrl, Timestamp } from './common';
import { Filter, Paging } from './paging';
import { QueryRequest, StoresQueryMetadata } from './query';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';

/** Stores catalog v1 (docs/protocol.md §2.3, §3.3). Prices are numbers here, unlike other areas. */
export const ProductType = z.enum(['physical', 'digital']);
export type ProductType = z.infer<typeof ProductType>;

export const OptionType = z.enum(['drop_down', 'color']);
export type OptionType = z.infer<typeof OptionType>;

export const InventoryStatus = z.enum(['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK']);
export type InventoryStatus = z.infer<typeof InventoryStatus>;

export const MediaType = z.enum(['image', 'video']);
export const DiscountType = z.enum(['NONE', 'AMOUNT', 'PERCENT']);

export const PriceData = z.object({
  currency: z.string().max(MAX_NAME_LENGTH),
  price: z.number(),
  discountedPrice: z.number(),
  pricePerUnit: z.number().optional(),
  formatted: z.object({
    price: z.string().max(MAX_TEXT_LENGTH),
    discountedPrice: z.string().max(MAX_TEXT_LENGTH),
    pricePerUnit: z.string().max(MAX_TEXT_LENGTH).optional(),
  }),
});
export type PriceData = z.infer<typeof PriceData>;

export const ProductImage = z.object({
  url: z.string().max(MAX_URL_LENGTH),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string().max(MAX_TEXT_LENGTH).optional(),
  altText: z.string().max(MAX_TEXT_LENGTH).optional(),
});

export const ProductMediaItem = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  title: z.string().max(MAX_NAME_LENGTH).optional(),
  mediaType: MediaType,
  image: ProductImage.optional(),
  thumbnail: ProductImage.optional(),
});
export type ProductMediaItem = z.infer<typeof ProductMediaItem>;

export const ProductMedia = z.object({
  mainMedia: ProductMediaItem.optional(),
  items: z.array(ProductMediaItem).max(MAX_LIST_ITEMS),
});

export const ProductChoice = z.object({
  value: z.string().max(MAX_TEXT_LENGTH),
  description: z.string().max(MAX_TEXT_LENGTH),
  media: ProductMedia.optional(),
  inStock: z.boolean(),
  visible: z.boolean(),
});
export type ProductChoice = z.infer<typeof ProductChoice>;

export const ProductOption = z.object({
  optionType: OptionType,
  name: z.string().max(MAX_NAME_LENGTH),
  choices: z.array(ProductChoice),
});
export type ProductOption = z.infer<typeof ProductOption>;

export const ProductStock = z.object({
  trackInventory: z.boolean(),
  quantity: z.number().int().optional(),
  inStock: z.boolean(),
  inventoryStatus: InventoryStatus,
});

export const Variant = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  /** Option name → choice description, e.g. `{Size: "M", Color: "Black"}`. */
  choices: z.record(z.string().max(MAX_TEXT_LENGTH), z.string().max(MAX_TEXT_LENGTH)),
  variant: z.object({
    priceData: PriceData,
    convertedPriceData: PriceData,
    weight: z.number().optional(),
    sku: z.string().max(MAX_ID_LENGTH).optional(),
    visible: z.boolean(),
  }),
  stock: z.object({
    trackQuantity: z.boolean(),
    quantity: z.number().int().optional(),
    inStock: z.boolean(),
  }),
});
export type Variant = z.infer<typeof Variant>;

export const Product = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  slug: z.string().max(MAX_ID_LENGTH),
  visible: z.boolean(),
  productType: ProductType,
  description: z.string().max(MAX_TEXT_LENGTH),
  sku: z.string().max(MAX_ID_LENGTH).optional(),
  weight: z.number().optional(),
  stock: ProductStock,
  price: PriceData,
  priceData: PriceData,
  convertedPriceData: PriceData,
  priceRange: z.object({ minValue: z.number(), maxValue: z.number() }),
  media: ProductMedia,
  productOptions: z.array(ProductOption),
  manageVariants: z.boolean(),
  customTextFields: z.array(
    z.object({
      title: z.string().max(MAX_NAME_LENGTH),
      maxLength: z.number().int(),
      mandatory: z.boolean(),
    }),
  ),
  additionalInfoSections: z.array(
    z.object({
      title: z.string().max(MAX_NAME_LENGTH),
      description: z.string().max(MAX_TEXT_LENGTH),
    }),
  ),
  ribbons: z.array(z.object({ text: z.string().max(MAX_TEXT_LENGTH) })),
  ribbon: z.string().max(MAX_TEXT_LENGTH).optional(),
  brand: z.string().max(MAX_TEXT_LENGTH).optional(),
  discount: z.object({ type: DiscountType, value: z.number() }),
  collectionIds: z.array(z.string().max(MAX_ID_LENGTH)),
  productPageUrl: PageUrl,
  numericId: z.string().max(MAX_ID_LENGTH),
  variants: z.array(Variant),
  lastUpdated: Timestamp,
  createdDate: Timestamp,
});
export type Product = z.infer<typeof Product>;

/** The body of `query-platformized`, whether it came as `.r`, flat GET parameters or a POST body. */
export const QueryProductsRequest = QueryRequest.extend({
  includeVariants: z.boolean().optional(),
  includeHiddenProducts: z.boolean().optional(),
  includeMerchantSpecificData: z.boolean().optional(),
});
export type QueryProductsRequest = z.infer<typeof QueryProductsRequest>;

export const QueryProductsResponse = z.object({
  products: z.array(Product),
  metadata: StoresQueryMetadata,
});
export type QueryProductsResponse = z.infer<typeof QueryProductsResponse>;

/** A field of JSON text that holds `shape` (the Catalog V1 reference's `filter` and `sort`). */
export const jsonText = <T extends z.ZodType>(shape: T) =>
  z
    .string()
    .max(MAX_TEXT_LENGTH)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON text' });
        return z.NEVER;
      }
    })
    .pipe(shape);

/**
 * The REST reference's Catalog V1 query, `POST /stores-reader/v1/products/query`: the same query
 * as query-platformized, with `filter` and `sort` as JSON text (`sort` `[{"name":"asc"}]`).
 */
/** Catalog V1's reference query (products, inventory): JSON-text `filter` and `sort`, `paging`. */
export const ReferenceV1Query = z.object({
  filter: jsonText(Filter).optional(),
  sort: jsonText(
    z.array(z.record(z.string().max(MAX_NAME_LENGTH), z.enum(['asc', 'desc']))).max(MAX_LIST_ITEMS),
  ).optional(),
  paging: Paging.optional(),
});

export const ReferenceQueryProductsRequest = z.object({
  query: ReferenceV1Query.optional(),
  includeVariants: z.boolean().optional(),
  includeHiddenProducts: z.boolean().optional(),
  includeMerchantSpecificData: z.boolean().optional(),
});
export type ReferenceQueryProductsRequest = z.infer<typeof ReferenceQueryProductsRequest>;

/** Its answer: the page's size in `metadata.items`, the count of all matches in `totalResults`. */
export const ReferenceQueryProductsResponse = z.object({
  products: z.array(Product),
  metadata: z.object({ items: z.number().int(), offset: z.number().int() }),
  totalResults: z.number().int(),
});
export type ReferenceQueryProductsResponse = z.infer<typeof ReferenceQueryProductsResponse>;

export const GetProductParams = z.object({ id: z.string().max(MAX_ID_LENGTH) });
export const GetProductResponse = z.object({ product: Product });
export type GetProductResponse = z.infer<typeof GetProductResponse>;
