import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS } from './bounds';
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
