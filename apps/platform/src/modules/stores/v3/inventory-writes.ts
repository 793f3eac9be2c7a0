import {
  CatalogErrorCode,
  type V3InventoryItem,
  type V3InventoryItemInput,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesProducts as p, storesVariants as v } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { conflict, notFound, precondition } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { entityEventRecorder } from '../../../outbox/record';
import type { ProductRow, VariantRow } from '../catalog';
import { DEFAULT_LOCATION_ID, inventoryItemToV3 } from '../wire/inventory-v3';
import { nextUpdatedAt } from './product-writes';

/**
 * Catalog V3 inventory items, the owner's changes: a variant's stock, the same row V1's `stock`
 * reads and orders decrement. The catalog tracks quantity per product (V1's `trackInventory`),
 * so setting an item's quantity tracks its product's, and setting `inStock` stops tracking it
 * (README: differences). Each change moves the product's revision, which its items carry.
 */
export const recordInventoryEvent = entityEventRecorder(
  'wix.stores.catalog.v3.inventory_item',
  'inventoryItem',
);

interface Locked {
  product: ProductRow;
  variant: VariantRow;
}

async function lockItem(tx: Db, caller: Caller, id: string): Promise<Locked> {
  const [row] = isUuid(id)
    ? await tx
        .select({ product: p, variant: v })
        .from(v)
        .innerJoin(p, eq(p.id, v.productId))
        .where(and(eq(v.siteId, caller.siteId), eq(v.id, id)))
        .for('update')
    : [];
  if (!row)
    throw notFound(CatalogErrorCode.inventoryItemNotFound, `Inventory item ${id} not found`, {
      id,
    });
  return row;
}

type Change = (item: Locked) => { track?: boolean; quantity?: number | null; inStock?: boolean };

/** Locks the item, applies `change`, moves the revision, records the event; the item as now. */
export async function changeItem(
  tx: Db,
  caller: Caller,
  id: string,
  change: Change,
  slug: 'created' | 'updated' | 'deleted' = 'updated',
): Promise<V3InventoryItem> {
  const item = await lockItem(tx, caller, id);
  const next = change(item);
  const updatedAt = nextUpdatedAt(caller.now, item.product.updatedAt);
  const [product] = await tx
    .update(p)
    .set({ updatedAt, ...(next.track !== undefined ? { trackInventory: next.track } : {}) })
    .where(eq(p.id, item.product.id))
    .returning();
  const [variant] = await tx
    .update(v)
    .set({
      ...(next.quantity !== undefined ? { quantity: next.quantity } : {}),
      ...(next.inStock !== undefined ? { inStock: next.inStock } : {}),
    })
    .where(eq(v.id, id))
    .returning();
  const wire = inventoryItemToV3(product!, variant!);
  await recordInventoryEvent(tx, { siteId: caller.siteId, slug, entityId: id, wire, caller });
  return wire;
}

/** What an item's fields set: a quantity tracks it, `inStock` alone stops tracking it. */
const stockOf = (input: StockInput): ReturnType<Change> => {
  if (input.quantity !== undefined) return { track: true, quantity: input.quantity };
  if (input.inStock !== undefined)
    return { track: input.trackQuantity ?? false, inStock: input.inStock };
  return input.trackQuantity !== undefined ? { track: input.trackQuantity } : {};
};
type StockInput = Pick<V3InventoryItemInput, 'trackQuantity' | 'quantity' | 'inStock'>;

export function updateItemInTx(tx: Db, caller: Caller, input: V3InventoryItemInput) {
  return changeItem(tx, caller, input.id, ({ product }) => {
    const revision = String(product.updatedAt.getTime());
    if (input.revision && input.revision !== revision)
      throw conflict(
        CatalogErrorCode.revisionMismatch,
        'The inventory item changed since it was read',
        {
          inventoryItemId: input.id,
          currentRevision: revision,
        },
      );
    return stockOf(input);
  });
}

/**
 * The item of a variant at a location, made: the catalog keeps one item per variant, at the
 * default location, for as long as the variant lives, so creating it sets its stock (README:
 * differences); another location is one it does not keep stock at (428).
 */
export function assertStockLocation(locationId: string | null | undefined) {
  if (locationId && locationId !== DEFAULT_LOCATION_ID)
    throw precondition(
      CatalogErrorCode.locationNotFound,
      `The store keeps stock at its default location ${DEFAULT_LOCATION_ID} only`,
      { locationId },
    );
}

export function createItemInTx(
  tx: Db,
  caller: Caller,
  input: StockInput & { variantId: string; productId?: string | null; locationId?: string | null },
) {
  assertStockLocation(input.locationId);
  return changeItem(
    tx,
    caller,
    input.variantId,
    ({ product }) => {
      if (input.productId && input.productId !== product.id)
        throw notFound(
          CatalogErrorCode.inventoryItemNotFound,
          `Product ${input.productId} has no variant ${input.variantId}`,
          { productId: input.productId, variantId: input.variantId },
        );
      return stockOf(input);
    },
    'created',
  );
}

export async function updateInventoryItemV3(db: Db, caller: Caller, input: V3InventoryItemInput) {
  return { inventoryItem: await db.transaction((tx) => updateItemInTx(tx, caller, input)) };
}

/**
 * The catalog keeps one item per variant for as long as the variant lives: deleting the item
 * leaves the variant with no stock (out of stock), which is what a variant without inventory is.
 */
export const deleteItemInTx = (tx: Db, caller: Caller, id: string) =>
  changeItem(
    tx,
    caller,
    id,
    ({ product }) => (product.trackInventory ? { quantity: 0 } : { inStock: false }),
    'deleted',
  );

export async function deleteInventoryItemV3(db: Db, caller: Caller, id: string): Promise<object> {
  await db.transaction((tx) => deleteItemInTx(tx, caller, id));
  return {};
}

/**
 * Adds `by` (negative to decrement) to a tracked item's quantity (428 on an untracked one).
 * `restrict` refuses a decrement past the quantity (428 INSUFFICIENT_INVENTORY); without it the
 * quantity stops at zero, where the platform would go negative (README: differences).
 */
export function adjustItemInTx(tx: Db, caller: Caller, id: string, by: number, restrict: boolean) {
  return changeItem(tx, caller, id, ({ product, variant }) => {
    if (!product.trackInventory)
      throw precondition(
        CatalogErrorCode.quantityNotTracked,
        `Inventory item ${id} does not track quantity: set its quantity first`,
        { inventoryItemId: id },
      );
    const have = variant.quantity ?? 0;
    if (restrict && have + by < 0)
      throw precondition(
        CatalogErrorCode.insufficientInventory,
        `Inventory item ${id} has ${have} in stock, fewer than ${-by}`,
        { inventoryItemId: id, quantity: have },
      );
    return { quantity: Math.max(0, have + by) };
  });
}
