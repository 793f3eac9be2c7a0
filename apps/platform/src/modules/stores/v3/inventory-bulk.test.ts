import { BulkInventoryItemsV3Response, V3_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { findProduct } from '../catalog';
import { product } from '../../checkout/test-helpers';
import { useCatalogApp } from '../test-kit';
import { DEFAULT_LOCATION_ID } from '../wire/inventory-v3';

const { t, as, call, ok } = useCatalogApp('owner');
const hoodieId = product('fleece-hoodie', V3_SITE_ID);
async function sizes() {
  const { variants } = (await findProduct(t.db, V3_SITE_ID, hoodieId))!;
  const by = <T>(pick: (v: (typeof variants)[number]) => T) =>
    Object.fromEntries(variants.map((v) => [v.choices.Size!, pick(v)]));
  return { ids: by((v) => v.id), stock: by((v) => v.quantity) };
}
const bulk = async (action: string, body: object) =>
  BulkInventoryItemsV3Response.parse(
    await ok('POST', `/_api/inventory/v3/bulk/inventory-items/${action}`, body),
  );

describe('Catalog V3 inventory items in bulk, by variant and location', () => {
  it('adds and takes stock by variant at the default location, each line on its own', async () => {
    const { ids } = await sizes();
    const taken = await bulk('decrement-by-variant-and-location', {
      decrementData: [
        { variantId: ids.S, locationId: DEFAULT_LOCATION_ID, decrementBy: 2 },
        { variantId: ids.L, decrementBy: 10 },
        { variantId: ids.M, locationId: '11111111-1111-4111-8111-111111111111', decrementBy: 1 },
      ],
      returnEntity: true,
    });
    expect(taken.results.map((r) => [r.itemMetadata.success, r.itemMetadata.error?.code])).toEqual([
      [true, undefined],
      [false, 'INSUFFICIENT_INVENTORY'],
      [false, 'INVENTORY_ITEM_NOT_FOUND'],
    ]);
    expect(taken.results[0]!.item).toMatchObject({ id: ids.S, quantity: 3 });
    const added = await bulk('increment-by-variant-and-location', {
      incrementData: [{ variantId: ids.L, incrementBy: 4 }],
    });
    expect(added.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 0 });
    expect((await sizes()).stock).toMatchObject({ S: 3, M: 8, L: 7 });
  });

  it('deletes items in bulk: their variants are left with no stock', async () => {
    const { ids } = await sizes();
    const deleted = await bulk('delete', { inventoryItemIds: [ids.M, 'nope'] });
    expect(deleted.results.map((r) => r.itemMetadata.success)).toEqual([true, false]);
    expect((await sizes()).stock.M).toBe(0);
    expectAppError(
      await call(
        'POST',
        '/stores/v3/bulk/inventory-items/delete',
        { inventoryItemIds: [ids.S] },
        as.visitor,
      ),
      403,
      'FORBIDDEN',
    );
  });
});
