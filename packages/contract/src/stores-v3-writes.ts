import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { CursorPaging, Filter, Sorting } from './paging';
import { V3InventoryItem, V3Product } from './stores-v3';
import { V3AggregationResult, V3Aggregations } from './stores-v3-aggregations';

/**
 * Catalog V3, the owner's side (docs/protocol.md §2.3): products written by their V3 names into
 * the one catalog V1 reads too. Unknown fields are dropped; what the local catalog keeps is listed
 * in apps/platform/README.md.
 */
const Id = z.string().max(MAX_ID_LENGTH);
const Name = z.string().max(MAX_NAME_LENGTH);
/** A decimal amount as the wire writes it ("25.00"); the platform checks it against the currency. */
const Amount = z.object({ amount: z.string().max(MAX_NAME_LENGTH) });
const RenderType = z.enum(['TEXT_CHOICES', 'SWATCH_CHOICES']);

export const V3ChoiceInput = z.object({
  choiceId: Id.nullish(),
  name: Name.nullish(),
  key: Name.optional(),
  choiceType: z.enum(['CHOICE_TEXT', 'ONE_COLOR', 'MULTIPLE_COLORS', 'IMAGE']).optional(),
  colorCode: z.string().max(MAX_NAME_LENGTH).optional(),
  visible: z.boolean().optional(),
});

export const V3OptionInput = z.object({
  id: Id.nullish(),
  name: Name.nullish(),
  optionRenderType: RenderType.optional(),
  choicesSettings: z.object({ choices: z.array(V3ChoiceInput).max(MAX_LIST_ITEMS) }).optional(),
});

/** A FREE_TEXT modifier: the buyer's text on a line (V1's custom text field). */
export const V3ModifierInput = z.object({
  id: Id.nullish(),
  name: Name.nullish(),
  modifierRenderType: z.enum(['TEXT_CHOICES', 'SWATCH_CHOICES', 'FREE_TEXT']).optional(),
  mandatory: z.boolean().nullish(),
  freeTextSettings: z
    .object({
      minCharCount: z.number().int().min(0).max(MAX_TEXT_LENGTH).optional(),
      maxCharCount: z.number().int().min(0).max(MAX_TEXT_LENGTH).optional(),
      title: Name.nullish(),
    })
    .optional(),
});

export const V3VariantInput = z.object({
  id: Id.nullish(),
  visible: z.boolean().nullish(),
  sku: Name.nullish(),
  choices: z
    .array(
      z.object({
        optionChoiceIds: z.object({ optionId: Id, choiceId: Id }).optional(),
        optionChoiceNames: z
          .object({ optionName: Name, choiceName: Name, renderType: RenderType.optional() })
          .optional(),
      }),
    )
    .max(MAX_LIST_ITEMS)
    .optional(),
  price: z.object({ actualPrice: Amount.optional(), compareAtPrice: Amount.nullish() }).optional(),
  physicalProperties: z.object({ weight: z.number().min(0).max(1e6).nullish() }).optional(),
  /** products-with-inventory: the variant's stock at the one location. */
  inventoryItem: z
    .object({
      quantity: z.number().int().min(0).max(1e9).optional(),
      inStock: z.boolean().optional(),
    })
    .optional(),
});
export type V3VariantInput = z.infer<typeof V3VariantInput>;

const Named = z.object({ id: Id.nullish(), name: Name.nullish() });

export const V3ProductInput = z.object({
  id: Id.nullish(),
  revision: Id.nullish(),
  name: Name.nullish(),
  slug: Name.nullish(),
  plainDescription: z.string().max(MAX_TEXT_LENGTH).nullish(),
  visible: z.boolean().nullish(),
  productType: z.enum(['PHYSICAL', 'DIGITAL']).optional(),
  currency: z.string().max(MAX_NAME_LENGTH).nullish(),
  options: z.array(V3OptionInput).max(MAX_LIST_ITEMS).optional(),
  modifiers: z.array(V3ModifierInput).max(MAX_LIST_ITEMS).optional(),
  brand: Named.nullish(),
  ribbon: Named.nullish(),
  infoSections: z
    .array(
      z.object({
        id: Id.nullish(),
        uniqueName: Name.nullish(),
        title: Name.nullish(),
        plainDescription: z.string().max(MAX_TEXT_LENGTH).nullish(),
      }),
    )
    .max(MAX_LIST_ITEMS)
    .optional(),
  directCategoriesInfo: z
    .object({ categories: z.array(z.object({ id: Id })).max(MAX_LIST_ITEMS) })
    .optional(),
  variantsInfo: z.object({ variants: z.array(V3VariantInput).max(MAX_LIST_ITEMS) }).optional(),
});
export type V3ProductInput = z.infer<typeof V3ProductInput>;

const Fields = z.array(Name).max(MAX_LIST_ITEMS).optional();

export const CreateProductV3Request = z.object({ product: V3ProductInput, fields: Fields });
export type CreateProductV3Request = z.infer<typeof CreateProductV3Request>;
export const UpdateProductV3Params = z.object({ productId: Id });
export const UpdateProductV3Request = CreateProductV3Request;
export const ProductV3Response = z.object({ product: V3Product });
export type ProductV3Response = z.infer<typeof ProductV3Response>;
export const DeleteProductV3Params = z.object({ productId: Id });

const ItemMetadata = z.object({
  id: z.string().nullable().optional(),
  originalIndex: z.number().int(),
  success: z.boolean(),
  error: z
    .object({ code: z.string(), description: z.string(), data: z.unknown().optional() })
    .optional(),
});
const BulkActionMetadata = z.object({
  totalSuccesses: z.number().int(),
  totalFailures: z.number().int(),
  undetailedFailures: z.number().int(),
});
export { ItemMetadata as V3ItemMetadata, BulkActionMetadata as V3BulkActionMetadata };

export const BulkCreateProductsV3Request = z.object({
  products: z.array(V3ProductInput).min(1).max(MAX_LIST_ITEMS),
  returnEntity: z.boolean().optional(),
  fields: Fields,
});
export type BulkCreateProductsV3Request = z.infer<typeof BulkCreateProductsV3Request>;
export const BulkUpdateProductsV3Request = z.object({
  products: z
    .array(z.object({ product: V3ProductInput }))
    .min(1)
    .max(MAX_LIST_ITEMS),
  returnEntity: z.boolean().optional(),
  fields: Fields,
});
export type BulkUpdateProductsV3Request = z.infer<typeof BulkUpdateProductsV3Request>;
export const BulkProductsV3Response = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: V3Product.optional() })),
  bulkActionMetadata: BulkActionMetadata,
});
export type BulkProductsV3Response = z.infer<typeof BulkProductsV3Response>;

export const BulkDeleteProductsV3Request = z.object({
  productIds: z.array(Id).min(1).max(MAX_LIST_ITEMS),
});
export const BulkDeleteProductsV3Response = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata })),
  bulkActionMetadata: BulkActionMetadata,
});
export type BulkDeleteProductsV3Response = z.infer<typeof BulkDeleteProductsV3Response>;

const SearchDetails = z.object({ expression: z.string().max(MAX_TEXT_LENGTH).nullish() });
/** By filter: the platform answers a job id; this one runs the job before answering. */
export const BulkUpdateProductsByFilterV3Request = z.object({
  filter: Filter.nullish(),
  search: SearchDetails.optional(),
  product: V3ProductInput,
});
export const BulkDeleteProductsByFilterV3Request = z.object({
  filter: Filter.nullish(),
  search: SearchDetails.optional(),
});
export const BulkJobV3Response = z.object({ jobId: z.string() });
/** Category membership by filter: the categories every matching product joins or leaves. */
export const BulkCategoriesByFilterV3Request = z.object({
  filter: Filter.nullish(),
  search: SearchDetails.optional(),
  categoryIds: z.array(Id).min(1).max(MAX_LIST_ITEMS),
});

/** Read-only variants: one per product variant, with the product's fields beside it. */
export const V3ReadOnlyVariant = z.object({
  id: z.string(),
  variantId: z.string(),
  visible: z.boolean(),
  sku: z.string().optional(),
  optionChoices: z.array(z.unknown()),
  price: z.object({ actualPrice: z.unknown(), compareAtPrice: z.unknown().optional() }),
  physicalProperties: z.object({ weight: z.number().optional() }).optional(),
  inventoryStatus: z.object({ inStock: z.boolean(), preorderEnabled: z.boolean() }),
  productData: z.object({
    productId: z.string(),
    name: z.string(),
    productType: z.enum(['PHYSICAL', 'DIGITAL']),
    slug: z.string(),
    visible: z.boolean(),
    visibleInPos: z.boolean(),
    mainCategoryId: z.string().optional(),
    currency: z.string(),
    revision: z.string(),
  }),
});
export type V3ReadOnlyVariant = z.infer<typeof V3ReadOnlyVariant>;

const CursorQuery = z.object({
  filter: Filter.optional(),
  sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
  cursorPaging: CursorPaging.optional(),
});
export const QueryVariantsV3Request = z.object({ query: CursorQuery.optional(), fields: Fields });
export type QueryVariantsV3Request = z.infer<typeof QueryVariantsV3Request>;
export const SearchVariantsV3Request = z.object({
  search: CursorQuery.extend({
    search: SearchDetails.optional(),
    aggregations: V3Aggregations,
  }).optional(),
  fields: Fields,
});
export type SearchVariantsV3Request = z.infer<typeof SearchVariantsV3Request>;
const PagingMetadata = z.object({
  count: z.number().int(),
  cursors: z.object({ next: z.string().optional(), prev: z.string().optional() }),
  hasNext: z.boolean(),
});
export const QueryVariantsV3Response = z.object({
  variants: z.array(V3ReadOnlyVariant),
  pagingMetadata: PagingMetadata,
});
export type QueryVariantsV3Response = z.infer<typeof QueryVariantsV3Response>;
export const SearchVariantsV3Response = QueryVariantsV3Response.extend({
  aggregationData: z.object({ results: z.array(V3AggregationResult) }),
});
export type SearchVariantsV3Response = z.infer<typeof SearchVariantsV3Response>;

/** Inventory items: the owner's changes to a variant's stock (the rows V1's `stock` reads). */
export const V3InventoryItemInput = z.object({
  id: Id,
  revision: Id.nullish(),
  trackQuantity: z.boolean().optional(),
  quantity: z.number().int().min(0).max(1e9).optional(),
  inStock: z.boolean().optional(),
});
export type V3InventoryItemInput = z.infer<typeof V3InventoryItemInput>;
export const Reason = z
  .enum(['UNKNOWN_REASON', 'ORDER', 'MANUAL', 'REVERT_INVENTORY_CHANGE'])
  .optional();
export const UpdateInventoryItemV3Request = z.object({
  inventoryItem: V3InventoryItemInput,
  reason: Reason,
});
export const InventoryItemV3Response = z.object({ inventoryItem: V3InventoryItem });
export const BulkUpdateInventoryItemsV3Request = z.object({
  inventoryItems: z
    .array(z.object({ inventoryItem: V3InventoryItemInput }))
    .min(1)
    .max(MAX_LIST_ITEMS),
  returnEntity: z.boolean().optional(),
  reason: Reason,
});
export const BulkInventoryItemsV3Response = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: V3InventoryItem.optional() })),
  bulkActionMetadata: BulkActionMetadata,
});
export type BulkInventoryItemsV3Response = z.infer<typeof BulkInventoryItemsV3Response>;
export const BulkDecrementInventoryItemsV3Request = z.object({
  decrementData: z
    .array(z.object({ inventoryItemId: Id, decrementBy: z.number().int().min(1).max(1e9) }))
    .min(1)
    .max(MAX_LIST_ITEMS),
  restrictInventory: z.boolean().nullish(),
  returnEntity: z.boolean().optional(),
  reason: Reason,
});
export const BulkIncrementInventoryItemsV3Request = z.object({
  incrementData: z
    .array(z.object({ inventoryItemId: Id, incrementBy: z.number().int().min(1).max(1e9) }))
    .min(1)
    .max(MAX_LIST_ITEMS),
  returnEntity: z.boolean().optional(),
  reason: Reason,
});
export const SearchInventoryItemsV3Request = z.object({
  search: CursorQuery.extend({ search: SearchDetails.optional() }).optional(),
});
export type SearchInventoryItemsV3Request = z.infer<typeof SearchInventoryItemsV3Request>;
/** `{filter}`: the count of inventory items, brands or ribbons. */
export const CountInventoryItemsV3Request = z.object({ filter: Filter.nullish() });
export const CountV3Request = CountInventoryItemsV3Request;
export const CountV3Response = z.object({ count: z.number().int() });

/** Brands and ribbons as the products name them: an id derived from the name. */
export const V3NamedEntity = z.object({
  id: z.string(),
  revision: z.string(),
  createdDate: z.string().optional(),
  updatedDate: z.string().optional(),
  name: z.string(),
  assignedProductsCount: z.number().int(),
});
export type V3NamedEntity = z.infer<typeof V3NamedEntity>;
export const QueryNamedV3Request = z.object({
  query: CursorQuery.optional(),
  fields: Fields,
});
export type QueryNamedV3Request = z.infer<typeof QueryNamedV3Request>;
export const GetNamedV3Params = z.object({ id: Id });
