import { BulkInventoryItemsV3Response, V3_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { findProduct } from '../catalog';
import { product } from '../../checkout/test-helpers';
import { useCatalogApp } from '../test-kit';
import { DEFAULT_LOCATION_ID } from '../wire/inventory-v3';

const { t, as, call, ok } = useCatalogApp('owner');
const hoodieId = product('fleece-hoodie', V3_SITE_ID);
async function sizes() {
  const found = (await findProduct(t.db, V3_SITE_ID, hoodieId))!;
  const by = <T>(pick: (v: (typeof found.variants)[number]) => T) =>
    Object.fromEntries(found.variants.map((v) => [v.choices.Size!, pick(v)]));
  return { ids: by((v) => v.id), stock: by((v) => v.quantity) };
}
const bulk = async (action: string, body: object) =>
  await ok('POST', `/_api/inventory/v3/bulk/inventory-items/${action}`, body);

describe('Catalog V3 inventory items, the owner makes them', () => {
  it("creates a variant's item at the default location: its stock, as V1 reads it", async () => {
    const { ids } = await sizes();
    const { inventoryItem } = await ok('POST', '/stores/v3/inventory-items', {
      inventoryItem: { variantId: ids.M, productId: hoodieId, quantity: 7 },
    });
    expect(inventoryItem).toMatchObject({
      id: ids.M,
      variantId: ids.M,
      productId: hoodieId,
      locationId: DEFAULT_LOCATION_ID,
      quantity: 7,
      trackQuantity: true,
    });
    expect((await sizes()).stock.M).toBe(7);
    const events = await outboxOf(t.db, [ids.M!]);
    expect(events.map((e) => [e.eventType, e.payload])).toEqual([
      ['wix.stores.catalog.v3.inventory_item_created', inventoryItem],
    ]);
    expectAppError(
      await call('POST', '/_api/inventory/v3/inventory-items', {
        inventoryItem: { variantId: ids.M, locationId: '11111111-1111-4111-8111-111111111111' },
      }),
      428,
      'LOCATION_NOT_FOUND',
    );
    expectAppError(
      await call('POST', '/stores/v3/inventory-items', {
        inventoryItem: { variantId: ids.M, productId: '22222222-2222-4222-8222-222222222222' },
      }),
      404,
      'INVENTORY_ITEM_NOT_FOUND',
    );
    expectValidationError(
      await call('POST', '/stores/v3/inventory-items', { inventoryItem: { quantity: -1 } }),
      ['inventoryItem.quantity:MIN', 'inventoryItem.variantId:REQUIRED_FIELD'],
    );
    expectAppError(
      await call('POST', '/stores/v3/inventory-items', { inventoryItem: {} }, as.visitor),
      403,
      'FORBIDDEN',
    );
  });

  it('creates and upserts in bulk, each item on its own', async () => {
    const { ids } = await sizes();
    const created = BulkInventoryItemsV3Response.parse(
      await bulk('create', {
        inventoryItems: [
          { variantId: ids.S, quantity: 4 },
          { variantId: '33333333-3333-4333-8333-333333333333', quantity: 1 },
        ],
        returnEntity: true,
      }),
    );
    expect(created.results.map((r) => [r.itemMetadata.success, r.item?.quantity])).toEqual([
      [true, 4],
      [false, undefined],
    ]);
    expect(created.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    const upserted = BulkInventoryItemsV3Response.parse(
      await bulk('upsert', {
        inventoryItems: [
          { inventoryItem: { variantId: ids.S, id: ids.S, revision: '1', quantity: 2 } },
          { inventoryItem: { variantId: ids.L, quantity: 9 } },
        ],
        returnEntity: true,
      }),
    );
    expect(upserted.results.map((r) => r.itemMetadata.error?.code ?? r.item?.quantity)).toEqual([
      'REVISION_MISMATCH',
      9,
    ]);
  });

  it('updates, adjusts and deletes by filter, and answers a job id', async () => {
    const { ids } = await sizes();
    const filter = { variantId: { $in: [ids.S, ids.M] } };
    const set = await bulk('update-by-filter', { filter, inventoryItem: { quantity: 5 } });
    expect(set.jobId).toEqual(expect.any(String));
    let now = await sizes();
    expect([now.stock.S, now.stock.M]).toEqual([5, 5]);
    await bulk('adjust-by-filter', { filter, adjustment: { decrementBy: 7 } });
    now = await sizes();
    expect([now.stock.S, now.stock.M]).toEqual([0, 0]);
    await bulk('set-or-adjust-by-filter', { filter, adjustedInventoryAction: { incrementBy: 3 } });
    now = await sizes();
    expect([now.stock.S, now.stock.M]).toEqual([3, 3]);
    const otherBefore = now.stock.L;
    await bulk('delete-by-filter', { filter: { variantId: ids.S } });
    now = await sizes();
    expect([now.stock.S, now.stock.M, now.stock.L]).toEqual([0, 3, otherBefore]);
    expectValidationError(
      await call('POST', '/stores/v3/bulk/inventory-items/adjust-by-filter', {
        filter,
        adjustment: { incrementBy: 0 },
      }),
      ['adjustment.incrementBy:MIN'],
    );
  });
});
