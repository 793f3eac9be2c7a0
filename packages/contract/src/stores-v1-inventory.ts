import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS } from './bounds';
import { ReferenceV1Query } from './stores';

/**
 * Catalog V1 inventory (`/stores-reader/v2/inventoryItems…`, `/stores/v2/inventoryItems…`):
 * one inventory item per product, its variants' stock (docs/protocol.md §2.3).
 */
const Id = z.string().max(MAX_ID_LENGTH);

export const InventoryVariantV2 = z.object({
  variantId: z.string(),
  inStock: z.boolean(),
  quantity: z.number().int().optional(),
  availableForPreorder: z.boolean(),
});

export const InventoryItemV2 = z.object({
  id: z.string(),
  productId: z.string(),
  trackQuantity: z.boolean(),
  variants: z.array(InventoryVariantV2),
  lastUpdated: z.string(),
  numericId: z.string(),
  preorderInfo: z.object({ enabled: z.boolean() }),
});
export type InventoryItemV2 = z.infer<typeof InventoryItemV2>;

export const QueryInventoryV2Request = z.object({ query: ReferenceV1Query.optional() });
export type QueryInventoryV2Request = z.infer<typeof QueryInventoryV2Request>;
export const QueryInventoryV2Response = z.object({
  inventoryItems: z.array(InventoryItemV2),
  metadata: z.object({ items: z.number().int(), offset: z.number().int() }),
  totalResults: z.number().int(),
});

export const GetInventoryVariantsV2Params = z.object({ inventoryId: Id });
export const GetInventoryVariantsV2Request = z.object({
  inventoryId: Id.optional(),
  productId: Id.optional(),
  variantIds: z.array(Id).max(MAX_LIST_ITEMS).optional(),
});
export const GetInventoryVariantsV2Response = z.object({ inventoryItem: InventoryItemV2 });

export const UpdateInventoryVariantsV2Params = z.object({ productId: Id });
export const UpdateInventoryVariantsV2Request = z.object({
  inventoryItem: z.object({
    id: Id.nullish(),
    trackQuantity: z.boolean().nullish(),
    variants: z
      .array(
        z.object({
          variantId: Id,
          inStock: z.boolean().nullish(),
          quantity: z.number().int().min(0).max(1e9).nullish(),
        }),
      )
      .max(MAX_LIST_ITEMS)
      .optional(),
  }),
});
export type UpdateInventoryVariantsV2Input = z.infer<
  typeof UpdateInventoryVariantsV2Request
>['inventoryItem'];

/** One line of increment or decrement: the item by `inventoryId` or `productId`, and a variant. */
const stockLine = <K extends string>(by: K) =>
  z.object({
    inventoryId: Id.optional(),
    productId: Id.optional(),
    variantId: Id.optional(),
    preorderRequest: z.boolean().optional(),
    ...({ [by]: z.number().int().min(1).max(1e9) } as Record<K, z.ZodNumber>),
  });
export const DecrementInventoryV2Request = z.object({
  decrementData: z.array(stockLine('decrementBy')).min(1).max(MAX_LIST_ITEMS),
});
export const IncrementInventoryV2Request = z.object({
  incrementData: z.array(stockLine('incrementBy')).min(1).max(MAX_LIST_ITEMS),
});
export type StockLineV2 = {
  inventoryId?: string;
  productId?: string;
  variantId?: string;
  by: number;
};
