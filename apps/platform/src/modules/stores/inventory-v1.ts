import {
  CartErrorCode,
  DEFAULT_PAGE_SIZE,
  type InventoryItemV2,
  type QueryInventoryV2Request,
  type StockLineV2,
  type UpdateInventoryVariantsV2Input,
} from '@headless/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/reads';
import { storesProducts as p } from '../../db/schema/stores';
import { isAdmin } from '../../http/auth-context';
import type { Caller } from '../../kernel/caller';
import { notFound, validationError } from '../../kernel/errors';
import { compileQuery, defineFields, type EntityQuerySpec } from '../../query';
import { findProduct, withOptionsAndVariants, type CatalogProduct } from './catalog';
import { platformizedQuery } from './reference-query';
import { variantInStock } from './stock';
import { adjustItemInTx, updateItemInTx } from './v3/inventory-writes';

/**
 * Catalog V1 inventory (docs/protocol.md §2.3): the same variant stock rows V3's inventory items
 * and the orders' decrement use, rendered as V1's one inventory item per product, whose id is the
 * product's. Its writes are V3's (v3/inventory-writes.ts): one set of stock rules.
 */
const spec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${p.id}::text`, type: 'string' },
    productId: { sql: sql`${p.id}::text`, type: 'string' },
    trackQuantity: { sql: p.trackInventory, type: 'boolean' },
    numericId: { sql: p.numericId, type: 'number', sortable: true },
    lastUpdated: { sql: p.updatedAt, type: 'date', sortable: true },
  }),
  defaultSort: [asc(p.createdAt)],
  tieBreaker: p.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

function toWire({ product, variants }: CatalogProduct, variantIds?: string[]): InventoryItemV2 {
  const tracked = product.trackInventory;
  return {
    id: product.id,
    productId: product.id,
    trackQuantity: tracked,
    variants: variants
      .filter((v) => !variantIds?.length || variantIds.includes(v.id))
      .map((v) => ({
        variantId: v.id,
        inStock: variantInStock(product, v),
        ...(tracked ? { quantity: v.quantity ?? 0 } : {}),
        availableForPreorder: false,
      })),
    lastUpdated: product.updatedAt.toISOString(),
    numericId: String(product.numericId),
    preorderInfo: { enabled: false },
  };
}

const scope = (caller: Caller) =>
  and(eq(p.siteId, caller.siteId), isAdmin(caller.identity) ? undefined : eq(p.visible, true));

export async function queryInventoryV1(db: Db, caller: Caller, request: QueryInventoryV2Request) {
  const q = compileQuery(platformizedQuery(request.query), spec);
  const { rows, total } = await selectPage(db, p, and(scope(caller), q.where), q);
  const items = (await withOptionsAndVariants(db, caller.siteId, rows)).map((c) => toWire(c));
  return {
    inventoryItems: items,
    metadata: { items: items.length, offset: q.offset },
    totalResults: total,
  };
}

const inventoryNotFound = (id: string) =>
  notFound(CartErrorCode.productNotFound, `Inventory item ${id} not found`, { inventoryId: id });

async function itemOf(db: Db, caller: Caller, id: string): Promise<CatalogProduct> {
  const found = await findProduct(db, caller.siteId, id);
  if (!found || (!found.product.visible && !isAdmin(caller.identity))) throw inventoryNotFound(id);
  return found;
}

export async function getInventoryVariantsV1(
  db: Db,
  caller: Caller,
  inventoryId: string,
  variantIds?: string[],
) {
  return { inventoryItem: toWire(await itemOf(db, caller, inventoryId), variantIds) };
}

/** The variant a line names, of the product it names: a product of one variant may name none. */
function variantOf(item: CatalogProduct, variantId: string | undefined, at: string): string {
  if (variantId === undefined && item.variants.length === 1) return item.variants[0]!.id;
  const found = item.variants.find((v) => v.id === variantId);
  if (found) return found.id;
  if (variantId === undefined)
    throw validationError([
      { field: `${at}.variantId`, description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  throw notFound(
    CartErrorCode.variantNotFound,
    `Product ${item.product.id} has no variant ${variantId}`,
    {
      variantId,
    },
  );
}

/**
 * Adds `sign × by` to every line's variant, all lines in one transaction: a decrement past a
 * variant's quantity refuses the whole call (428 INSUFFICIENT_INVENTORY, the name the catalog's
 * inventory gives it) and changes nothing.
 */
export async function adjustInventoryV1(
  db: Db,
  caller: Caller,
  lines: StockLineV2[],
  sign: 1 | -1,
  at: string,
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    for (const [i, line] of lines.entries()) {
      const id = line.inventoryId ?? line.productId;
      if (!id)
        throw validationError([
          {
            field: `${at}[${i}].productId`,
            description: 'or inventoryId is required',
            violatedRule: 'REQUIRED_FIELD',
          },
        ]);
      const variantId = variantOf(await itemOf(tx, caller, id), line.variantId, `${at}[${i}]`);
      await adjustItemInTx(tx, caller, variantId, sign * line.by, sign < 0);
    }
  });
  return {};
}

/** The product's tracking and its variants' stock, in one transaction, as V3's item update does. */
export async function updateInventoryVariantsV1(
  db: Db,
  caller: Caller,
  productId: string,
  input: UpdateInventoryVariantsV2Input,
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const item = await itemOf(tx, caller, productId);
    const trackQuantity = input.trackQuantity ?? undefined;
    const lines = input.variants?.length
      ? input.variants
      : item.variants.map((v) => ({ variantId: v.id, quantity: undefined, inStock: undefined }));
    for (const [i, line] of lines.entries())
      await updateItemInTx(tx, caller, {
        id: variantOf(item, line.variantId, `inventoryItem.variants[${i}]`),
        trackQuantity,
        quantity: line.quantity ?? undefined,
        inStock: line.inStock ?? undefined,
      });
  });
  return {};
}
