import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { inventory } from './inventory';

const item = {
  id: 'p1',
  productId: 'p1',
  trackQuantity: true,
  variants: [{ variantId: 'v1', inStock: true, quantity: 3, availableForPreorder: false }],
  lastUpdated: '2026-01-02T03:04:05.000Z',
  numericId: '7',
  preorderInfo: { enabled: false },
};

describe('inventory (Catalog V1)', () => {
  it('queries with the filter and sort as JSON text, and answers dates as Dates', async () => {
    const server = await fakePlatform({
      'POST /stores-reader/v2/inventoryItems/query': {
        inventoryItems: [item],
        metadata: { items: 1, offset: 0 },
        totalResults: 1,
      },
    });
    const client = clientOf(server, { inventory });
    const page = await client.inventory.queryInventory({
      filter: { productId: 'p1' },
      sort: [{ numericId: 'desc' }],
      paging: { limit: 5 },
    });
    expect(page.inventoryItems[0]?.lastUpdated).toEqual(new Date(item.lastUpdated));
    expect(page.totalResults).toBe(1);
    expect(apiCalls(server)[0]?.body).toEqual({
      query: {
        filter: '{"productId":"p1"}',
        sort: '[{"numericId":"desc"}]',
        paging: { limit: 5 },
      },
    });
  });

  it("gets an item's variants, only those asked for", async () => {
    const server = await fakePlatform({
      'POST /stores-reader/v2/inventoryItems/p1/getVariants': { inventoryItem: item },
    });
    const client = clientOf(server, { inventory });
    const { inventoryItem } = await client.inventory.getInventoryVariants('p1', {
      variantIds: ['v1'],
    });
    expect(inventoryItem.variants[0]?.quantity).toBe(3);
    expect(apiCalls(server)[0]?.body).toEqual({ variantIds: ['v1'] });
  });
});
