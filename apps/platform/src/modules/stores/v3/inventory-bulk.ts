import type {
  BulkInventoryItemsV3Response,
  V3InventoryItem,
  V3InventoryItemInput,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { attempt, bulkAnswer, type Outcome } from './bulk';
import { DEFAULT_LOCATION_ID } from '../wire/inventory-v3';
import { adjustItemInTx, deleteItemInTx, updateItemInTx } from './inventory-writes';

/** Inventory items in bulk: each item in its own transaction, its refusal its own result. */
async function eachItem(
  db: Db,
  ids: string[],
  run: (tx: Db, index: number) => Promise<V3InventoryItem>,
  returnEntity = false,
): Promise<BulkInventoryItemsV3Response> {
  const outcomes: Outcome<V3InventoryItem>[] = [];
  for (const index of ids.keys())
    outcomes.push(
      await attempt(
        () => db.transaction((tx) => run(tx, index)),
        (item) => item.id,
      ),
    );
  return bulkAnswer(outcomes, returnEntity, ids);
}

export function bulkUpdateInventoryItemsV3(
  db: Db,
  caller: Caller,
  request: { inventoryItems: { inventoryItem: V3InventoryItemInput }[]; returnEntity?: boolean },
) {
  const items = request.inventoryItems.map((i) => i.inventoryItem);
  return eachItem(
    db,
    items.map((i) => i.id),
    (tx, i) => updateItemInTx(tx, caller, items[i]!),
    request.returnEntity,
  );
}

export function bulkDecrementInventoryItemsV3(
  db: Db,
  caller: Caller,
  request: {
    decrementData: { inventoryItemId: string; decrementBy: number }[];
    restrictInventory?: boolean | null;
    returnEntity?: boolean;
  },
) {
  const data = request.decrementData;
  // The platform refuses to go below zero unless told otherwise (restrictInventory defaults on).
  const restrict = request.restrictInventory ?? true;
  return eachItem(
    db,
    data.map((d) => d.inventoryItemId),
    (tx, i) =>
      adjustItemInTx(tx, caller, data[i]!.inventoryItemId, -data[i]!.decrementBy, restrict),
    request.returnEntity,
  );
}

export function bulkIncrementInventoryItemsV3(
  db: Db,
  caller: Caller,
  request: {
    incrementData: { inventoryItemId: string; incrementBy: number }[];
    returnEntity?: boolean;
  },
) {
  const data = request.incrementData;
  return eachItem(
    db,
    data.map((d) => d.inventoryItemId),
    (tx, i) => adjustItemInTx(tx, caller, data[i]!.inventoryItemId, data[i]!.incrementBy, false),
    request.returnEntity,
  );
}

export function bulkDeleteInventoryItemsV3(db: Db, caller: Caller, ids: string[]) {
  return eachItem(db, ids, (tx, i) => deleteItemInTx(tx, caller, ids[i]!));
}

/**
 * A variant's item at a location: the variant's own id at the one location this catalog keeps
 * stock at; at any other location the id names no item, so that line answers 404.
 */
const itemAt = (line: { variantId: string; locationId?: string | null }) =>
  !line.locationId || line.locationId === DEFAULT_LOCATION_ID
    ? line.variantId
    : `${line.variantId}@${line.locationId}`;

export function bulkDecrementByVariantV3(
  db: Db,
  caller: Caller,
  request: {
    decrementData: { variantId: string; locationId?: string | null; decrementBy: number }[];
    restrictInventory?: boolean | null;
    returnEntity?: boolean;
  },
) {
  const decrementData = request.decrementData.map((line) => ({
    inventoryItemId: itemAt(line),
    decrementBy: line.decrementBy,
  }));
  return bulkDecrementInventoryItemsV3(db, caller, { ...request, decrementData });
}

export function bulkIncrementByVariantV3(
  db: Db,
  caller: Caller,
  request: {
    incrementData: { variantId: string; locationId?: string | null; incrementBy: number }[];
    returnEntity?: boolean;
  },
) {
  const incrementData = request.incrementData.map((line) => ({
    inventoryItemId: itemAt(line),
    incrementBy: line.incrementBy,
  }));
  return bulkIncrementInventoryItemsV3(db, caller, { ...request, incrementData });
}
