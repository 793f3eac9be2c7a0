import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from './bounds';
import { Filter } from './paging';
import { Reason } from './stores-v3-writes';

/**
 * Catalog V3 inventory items in bulk, named by what they are of (docs/protocol.md §2.3): a
 * variant at a location, or the items' own ids to delete.
 */
const Id = z.string().max(MAX_ID_LENGTH);
const Count = z.number().int().min(1).max(1e9);
const AtLocation = { variantId: Id, locationId: Id.nullish() };

export const BulkDecrementByVariantV3Request = z.object({
  decrementData: z
    .array(z.object({ ...AtLocation, decrementBy: Count, preorderRequest: z.boolean().optional() }))
    .min(1)
    .max(MAX_LIST_ITEMS),
  restrictInventory: z.boolean().nullish(),
  returnEntity: z.boolean().optional(),
  reason: Reason,
});
export const BulkIncrementByVariantV3Request = z.object({
  incrementData: z
    .array(z.object({ ...AtLocation, incrementBy: Count }))
    .min(1)
    .max(MAX_LIST_ITEMS),
  returnEntity: z.boolean().optional(),
  reason: Reason,
});
export const BulkDeleteInventoryItemsV3Request = z.object({
  inventoryItemIds: z.array(Id).min(1).max(MAX_LIST_ITEMS),
});

/** An item to make: its variant (and product), the location, and its stock. */
export const CreateInventoryItemV3Input = z.object({
  id: Id.nullish(),
  revision: Id.nullish(),
  variantId: Id,
  productId: Id.nullish(),
  locationId: Id.nullish(),
  trackQuantity: z.boolean().optional(),
  quantity: z.number().int().min(0).max(1e9).optional(),
  inStock: z.boolean().optional(),
});
export const CreateInventoryItemV3Request = z.object({ inventoryItem: CreateInventoryItemV3Input });
export const BulkCreateInventoryItemsV3Request = z.object({
  inventoryItems: z.array(CreateInventoryItemV3Input).min(1).max(MAX_LIST_ITEMS),
  returnEntity: z.boolean().optional(),
});
export const BulkUpsertInventoryItemsV3Request = z.object({
  inventoryItems: z
    .array(z.object({ inventoryItem: CreateInventoryItemV3Input }))
    .min(1)
    .max(MAX_LIST_ITEMS),
  returnEntity: z.boolean().optional(),
});

/** By filter, over the items' query fields and the search's words; a job id answers. */
const ByFilter = {
  filter: Filter.nullish(),
  search: z.object({ expression: z.string().max(MAX_TEXT_LENGTH).nullish() }).optional(),
};
const Adjustment = z.object({
  incrementBy: z.number().int().min(1).max(99_999).nullish(),
  decrementBy: z.number().int().min(1).max(99_999).nullish(),
});
export const BulkUpdateInventoryItemsByFilterV3Request = z.object({
  ...ByFilter,
  inventoryItem: CreateInventoryItemV3Input.omit({ variantId: true }),
});
export const BulkDeleteInventoryItemsByFilterV3Request = z.object(ByFilter);
export const BulkAdjustInventoryItemsByFilterV3Request = z.object({
  ...ByFilter,
  adjustment: Adjustment,
  trackQuantity: z.boolean().nullish(),
});
export const BulkSetOrAdjustInventoryItemsByFilterV3Request = z.object({
  ...ByFilter,
  adjustedInventoryAction: Adjustment,
});

/**
 * Items made for the variants a filter names (the read-only variants' query fields and search
 * words), at one location, tracking quantity from `inventoryCreationData.quantity`; a job id answers.
 */
export const BulkCreateInventoryItemsByVariantFilterV3Request = z.object({
  filter: Filter.nullable(),
  search: ByFilter.search,
  locationId: Id,
  inventoryCreationData: z
    .object({ quantity: z.number().int().min(0).max(99_999).nullish() })
    .nullish(),
});
