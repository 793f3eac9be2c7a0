import { V3_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { findProduct } from '../catalog';
import { product } from '../../checkout/test-helpers';
import { useCatalogApp } from '../test-kit';
import { DEFAULT_LOCATION_ID } from '../wire/inventory-v3';

const { t, as, call, ok } = useCatalogApp('owner');
const hoodieId = product('fleece-hoodie', V3_SITE_ID);
const path = '/stores/v3/bulk/inventory-items/create-by-variant-filter';
async function hoodie() {
  const found = (await findProduct(t.db, V3_SITE_ID, hoodieId))!;
  const by = <T>(pick: (v: (typeof found.variants)[number]) => T) =>
    Object.fromEntries(found.variants.map((v) => [v.choices.Size!, pick(v)]));
  return {
    ids: by((v) => v.id),
    stock: by((v) => v.quantity),
    tracked: found.product.trackInventory,
  };
}

describe('Catalog V3 inventory items, made for the variants a filter names', () => {
  it('makes each matching variant an item tracking the quantity given, and answers a job id', async () => {
    const { ids, stock } = await hoodie();
    const { jobId } = await ok('POST', `/_api/inventory/v3${path.slice('/stores/v3'.length)}`, {
      filter: { 'productData.productId': hoodieId, variantId: { $in: [ids.S, ids.M] } },
      locationId: DEFAULT_LOCATION_ID,
      inventoryCreationData: { quantity: 6 },
    });
    expect(jobId).toEqual(expect.any(String));
    const now = await hoodie();
    expect(now.tracked).toBe(true);
    expect([now.stock.S, now.stock.M, now.stock.L]).toEqual([6, 6, stock.L]);
    const events = await outboxOf(t.db, [ids.S!, ids.M!, ids.L!]);
    expect(events.map((e) => [e.entityId, e.eventType])).toEqual(
      [
        [ids.S, 'wix.stores.catalog.v3.inventory_item_created'],
        [ids.M, 'wix.stores.catalog.v3.inventory_item_created'],
      ].sort(([a], [b]) => (a! < b! ? -1 : 1)),
    );
  });

  it('matches on the search words too, and nothing for a filter no variant meets', async () => {
    const before = await hoodie();
    await ok('POST', path, {
      filter: { sku: 'no-such-sku' },
      locationId: DEFAULT_LOCATION_ID,
      inventoryCreationData: { quantity: 1 },
    });
    expect((await hoodie()).stock).toEqual(before.stock);
    await ok('POST', path, {
      filter: { variantId: before.ids.L },
      search: { expression: 'hoodie' },
      locationId: DEFAULT_LOCATION_ID,
    });
    expect((await hoodie()).stock.L).toBe(0);
  });

  it('refuses another location, a missing location or filter, an unknown field, a visitor', async () => {
    const { ids } = await hoodie();
    const filter = { variantId: ids.S };
    expectAppError(
      await call('POST', path, { filter, locationId: '11111111-1111-4111-8111-111111111111' }),
      428,
      'LOCATION_NOT_FOUND',
    );
    expectValidationError(
      await call('POST', path, { inventoryCreationData: { quantity: 100_000 } }),
      ['filter:REQUIRED_FIELD', 'inventoryCreationData.quantity:MAX', 'locationId:REQUIRED_FIELD'],
    );
    const unknown = await call('POST', path, {
      filter: { nope: 1 },
      locationId: DEFAULT_LOCATION_ID,
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expectAppError(
      await call('POST', path, { filter, locationId: DEFAULT_LOCATION_ID }, as.visitor),
      403,
      'FORBIDDEN',
    );
  });
});
