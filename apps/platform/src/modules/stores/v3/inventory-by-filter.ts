import type { Filter, V3InventoryItem } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { matchingItemIds } from '../inventory-v3';
import { bulkAnswer, eachInTx } from './bulk';
import {
  assertStockLocation,
  changeItem,
  createItemInTx,
  deleteItemInTx,
  updateItemInTx,
} from './inventory-writes';
import { matchingVariantIds } from './variants';

/**
 * Inventory items created and upserted in bulk, and the by-filter forms: the platform starts a
 * job and answers its id; here the job has run by the answer, each item in its own transaction
 * under its row lock, so stock stays the database's to guard.
 */
type CreateInput = Parameters<typeof createItemInTx>[2];
const byId = (item: V3InventoryItem) => item.id;
interface ByFilter {
  filter?: Filter | null;
  search?: { expression?: string | null };
}
type Adjustment = { incrementBy?: number | null; decrementBy?: number | null };

export const createInventoryItemV3 = async (db: Db, caller: Caller, input: CreateInput) => ({
  inventoryItem: await db.transaction((tx) => createItemInTx(tx, caller, input)),
});

export async function bulkCreateInventoryItemsV3(
  db: Db,
  caller: Caller,
  request: { inventoryItems: CreateInput[]; returnEntity?: boolean },
) {
  const inputs = request.inventoryItems;
  const outcomes = await eachInTx(db, inputs, (tx, i) => createItemInTx(tx, caller, i), byId);
  return bulkAnswer(
    outcomes,
    request.returnEntity ?? false,
    inputs.map((i) => i.variantId),
  );
}

/** Upsert: an item named by its id is updated, one named by its variant set as created. */
export async function bulkUpsertInventoryItemsV3(
  db: Db,
  caller: Caller,
  request: {
    inventoryItems: {
      inventoryItem: CreateInput & { id?: string | null; revision?: string | null };
    }[];
    returnEntity?: boolean;
  },
) {
  const inputs = request.inventoryItems.map((m) => m.inventoryItem);
  const outcomes = await eachInTx(
    db,
    inputs,
    (tx, input) =>
      input.id
        ? updateItemInTx(tx, caller, { ...input, id: input.id })
        : createItemInTx(tx, caller, input),
    byId,
  );
  const ids = inputs.map((i) => i.id ?? i.variantId);
  return bulkAnswer(outcomes, request.returnEntity ?? false, ids);
}

async function eachMatching(
  db: Db,
  caller: Caller,
  request: ByFilter,
  run: (tx: Db, id: string) => Promise<unknown>,
  matching = matchingItemIds,
) {
  const ids = await matching(db, caller, request.filter, request.search?.expression);
  for (const id of ids) await db.transaction((tx) => run(tx, id));
  return { jobId: randomUUID() };
}

export const bulkUpdateInventoryItemsByFilterV3 = (
  db: Db,
  caller: Caller,
  request: ByFilter & { inventoryItem: Omit<CreateInput, 'variantId'> },
) =>
  eachMatching(db, caller, request, (tx, id) =>
    updateItemInTx(tx, caller, { ...request.inventoryItem, id, revision: undefined }),
  );

export const bulkDeleteInventoryItemsByFilterV3 = (db: Db, caller: Caller, request: ByFilter) =>
  eachMatching(db, caller, request, (tx, id) => deleteItemInTx(tx, caller, id));

const by = (a: Adjustment) => (a.incrementBy ?? 0) - (a.decrementBy ?? 0);

/**
 * Adjusts the quantity of the matching items that track it (never below zero, as the reference
 * says); with `trackQuantity`, an item that does not track it starts at the adjustment.
 */
export const bulkAdjustInventoryItemsByFilterV3 = (
  db: Db,
  caller: Caller,
  request: ByFilter & { adjustment: Adjustment; trackQuantity?: boolean | null },
) =>
  eachMatching(db, caller, request, (tx, id) =>
    adjustOrSet(tx, caller, id, by(request.adjustment), request.trackQuantity ?? false),
  );

/** Tracked items are adjusted, the others start tracking at the adjustment. */
export const bulkSetOrAdjustInventoryItemsByFilterV3 = (
  db: Db,
  caller: Caller,
  request: ByFilter & { adjustedInventoryAction: Adjustment },
) =>
  eachMatching(db, caller, request, (tx, id) =>
    adjustOrSet(tx, caller, id, by(request.adjustedInventoryAction), true),
  );

function adjustOrSet(tx: Db, caller: Caller, id: string, amount: number, startTracking: boolean) {
  return changeItem(tx, caller, id, ({ product, variant }) => {
    if (product.trackInventory) return { quantity: Math.max(0, (variant.quantity ?? 0) + amount) };
    return startTracking ? { track: true, quantity: Math.max(0, amount) } : {};
  });
}

/**
 * An item made for each variant the filter names (Search Variants' fields), at the location,
 * tracking quantity from `inventoryCreationData.quantity` (0 without it): as createInventoryItem
 * does for one variant, so a location the store does not keep stock at is refused (428) first.
 */
export function bulkCreateInventoryItemsByVariantFilterV3(
  db: Db,
  caller: Caller,
  request: ByFilter & {
    locationId: string;
    inventoryCreationData?: { quantity?: number | null } | null;
  },
) {
  assertStockLocation(request.locationId);
  const quantity = request.inventoryCreationData?.quantity ?? 0;
  return eachMatching(
    db,
    caller,
    request,
    (tx, variantId) =>
      createItemInTx(tx, caller, { variantId, locationId: request.locationId, quantity }),
    matchingVariantIds,
  );
}
