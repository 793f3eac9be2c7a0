import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { CursorPaging, Filter, Sorting } from './paging';
import { InventoryStatus } from './stores';
import { V3AggregationResult, V3Aggregations } from './stores-v3-aggregations';

/**
 * Stores Catalog V3 products, read side (docs/protocol.md §2.3): the same catalog as V1, another
 * rendering. Amounts are decimal strings with their formatted text, as the V3 reference names them.
 */
export const V3Money = z.object({ amount: z.string(), formattedAmount: z.string() });
export type V3Money = z.infer<typeof V3Money>;

export const V3PriceRange = z.object({ minValue: V3Money, maxValue: V3Money });

const V3Image = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

export const V3ProductMedia = z.object({
  id: z.string(),
  url: z.string(),
  image: V3Image.optional(),
  altText: z.string().nullable().optional(),
  mediaType: z.enum(['IMAGE', 'VIDEO']),
});

export const V3OptionChoice = z.object({
  choiceId: z.string(),
  key: z.string(),
  name: z.string(),
  choiceType: z.enum(['CHOICE_TEXT', 'ONE_COLOR']),
  colorCode: z.string().optional(),
  inStock: z.boolean(),
  visible: z.boolean(),
  linkedMedia: z.array(V3ProductMedia).optional(),
});

export const V3ConnectedOption = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  optionRenderType: z.enum(['TEXT_CHOICES', 'SWATCH_CHOICES']),
  choicesSettings: z.object({ choices: z.array(V3OptionChoice) }),
});

export const V3Variant = z.object({
  id: z.string(),
  visible: z.boolean(),
  sku: z.string().optional(),
  choices: z.array(
    z.object({
      optionChoiceIds: z.object({ optionId: z.string(), choiceId: z.string() }),
      optionChoiceNames: z.object({
        optionName: z.string(),
        choiceName: z.string(),
        renderType: z.enum(['TEXT_CHOICES', 'SWATCH_CHOICES']),
      }),
    }),
  ),
  price: z.object({ actualPrice: V3Money, compareAtPrice: V3Money.optional() }),
  physicalProperties: z.object({ weight: z.number().optional() }).optional(),
  inventoryStatus: z.object({ inStock: z.boolean(), preorderEnabled: z.boolean() }),
});
export type V3Variant = z.infer<typeof V3Variant>;

export const V3Product = z.object({
  id: z.string(),
  revision: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.object({ relativePath: z.string(), url: z.string() }),
  plainDescription: z.string(),
  visible: z.boolean(),
  visibleInPos: z.boolean(),
  productType: z.enum(['PHYSICAL', 'DIGITAL']),
  physicalProperties: z.object({}).optional(),
  currency: z.string(),
  media: z.object({
    main: V3ProductMedia.optional(),
    itemsInfo: z.object({ items: z.array(V3ProductMedia) }),
  }),
  options: z.array(V3ConnectedOption),
  modifiers: z.array(
    z.object({
      id: z.string(),
      key: z.string(),
      name: z.string(),
      modifierRenderType: z.enum(['FREE_TEXT']),
      mandatory: z.boolean(),
      freeTextSettings: z.object({
        minCharCount: z.number().int(),
        maxCharCount: z.number().int(),
        title: z.string(),
      }),
    }),
  ),
  brand: z.object({ id: z.string(), name: z.string() }).optional(),
  ribbon: z.object({ id: z.string(), name: z.string() }).optional(),
  infoSections: z.array(
    z.object({
      id: z.string(),
      uniqueName: z.string(),
      title: z.string(),
      plainDescription: z.string(),
    }),
  ),
  allCategoriesInfo: z.object({
    categories: z.array(z.object({ id: z.string(), index: z.number().int().optional() })),
  }),
  directCategoriesInfo: z.object({
    categories: z.array(z.object({ id: z.string(), index: z.number().int().optional() })),
  }),
  mainCategoryId: z.string().optional(),
  actualPriceRange: V3PriceRange,
  compareAtPriceRange: V3PriceRange,
  inventory: z.object({
    availabilityStatus: InventoryStatus,
    preorderStatus: z.enum(['ENABLED', 'DISABLED', 'PARTIALLY_ENABLED']),
  }),
  variantsInfo: z.object({ variants: z.array(V3Variant) }).optional(),
  variantSummary: z.object({ variantCount: z.number().int() }),
});
export type V3Product = z.infer<typeof V3Product>;

const Fields = z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional();

export const V3ProductQuery = z.object({
  filter: Filter.optional(),
  sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
  cursorPaging: CursorPaging.optional(),
});

/** `{query:{filter,sort,cursorPaging},fields}`: queryProducts. */
export const QueryProductsV3Request = z.object({
  query: V3ProductQuery.optional(),
  fields: Fields,
});
export type QueryProductsV3Request = z.infer<typeof QueryProductsV3Request>;

/** `{search:{filter,sort,cursorPaging,search:{expression}},fields}`: searchProducts. */
export const SearchProductsV3Request = z.object({
  search: V3ProductQuery.extend({
    search: z.object({ expression: z.string().max(MAX_TEXT_LENGTH).nullish() }).optional(),
    aggregations: V3Aggregations,
  }).optional(),
  fields: Fields,
});
export type SearchProductsV3Request = z.infer<typeof SearchProductsV3Request>;

export const V3CursorPagingMetadata = z.object({
  count: z.number().int(),
  cursors: z.object({ next: z.string().optional(), prev: z.string().optional() }),
  hasNext: z.boolean(),
});

export const QueryProductsV3Response = z.object({
  products: z.array(V3Product),
  pagingMetadata: V3CursorPagingMetadata,
});
export type QueryProductsV3Response = z.infer<typeof QueryProductsV3Response>;

export const SearchProductsV3Response = QueryProductsV3Response.extend({
  aggregationData: z.object({ results: z.array(V3AggregationResult) }),
});
export type SearchProductsV3Response = z.infer<typeof SearchProductsV3Response>;

export const CountProductsV3Request = z.object({ filter: Filter.optional() });
export const CountProductsV3Response = z.object({ count: z.number().int() });

export const GetProductV3Params = z.object({ productId: z.string().max(MAX_ID_LENGTH) });
export const GetProductBySlugV3Params = z.object({ slug: z.string().max(MAX_NAME_LENGTH) });
/** A query string sends one field as a plain value, several as a list. */
export const GetProductV3Query = z.object({
  fields: z.preprocess((v) => (typeof v === 'string' ? [v] : v), Fields),
});
export const GetProductV3Response = z.object({ product: V3Product });
export type GetProductV3Response = z.infer<typeof GetProductV3Response>;

/**
 * Catalog V3 inventory items, read side: one per variant, from the same stock rows V1 reads (so an
 * order's decrement shows in both). The item's id is its variant's id (docs/protocol.md §2.3).
 */
export const V3InventoryItem = z.object({
  id: z.string(),
  revision: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  variantId: z.string(),
  locationId: z.string(),
  productId: z.string(),
  trackQuantity: z.boolean(),
  quantity: z.number().int().optional(),
  inStock: z.boolean(),
  availabilityStatus: z.enum(['IN_STOCK', 'OUT_OF_STOCK', 'PREORDER']),
  preorderInfo: z.object({ enabled: z.boolean() }),
  product: z.object({
    name: z.string(),
    directCategoryIds: z.array(z.string()),
    variantName: z.string(),
    variantSku: z.string().optional(),
    variantVisible: z.boolean(),
  }),
});
export type V3InventoryItem = z.infer<typeof V3InventoryItem>;

export const QueryInventoryItemsV3Request = z.object({
  query: z
    .object({
      filter: Filter.optional(),
      sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
      cursorPaging: CursorPaging.optional(),
    })
    .optional(),
});
export type QueryInventoryItemsV3Request = z.infer<typeof QueryInventoryItemsV3Request>;
export const QueryInventoryItemsV3Response = z.object({
  inventoryItems: z.array(V3InventoryItem),
  pagingMetadata: V3CursorPagingMetadata,
});
export type QueryInventoryItemsV3Response = z.infer<typeof QueryInventoryItemsV3Response>;
export const GetInventoryItemV3Params = z.object({
  inventoryItemId: z.string().max(MAX_ID_LENGTH),
});
export const GetInventoryItemV3Response = z.object({ inventoryItem: V3InventoryItem });
