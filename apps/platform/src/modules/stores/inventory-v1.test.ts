import { DEMO_SITE_ID, QueryInventoryV2Response } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../test/harness';
import { product } from '../checkout/test-helpers';
import { findProduct } from './catalog';
import { useCatalogApp } from './test-kit';

const { t, as, call, ok } = useCatalogApp('visitor', 'V1');
const hoodieId = product('fleece-hoodie');
/** The hoodie's variant ids by size, and its stock by size, as the rows hold them. */
async function hoodie() {
  const { variants } = (await findProduct(t.db, DEMO_SITE_ID, hoodieId))!;
  const bySize = (pick: (v: (typeof variants)[number]) => unknown) =>
    Object.fromEntries(variants.map((v) => [v.choices.Size, pick(v)]));
  return { ids: bySize((v) => v.id) as Record<string, string>, stock: bySize((v) => v.quantity) };
}
const owned = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  call(method, url, payload, as.owner);

describe('Catalog V1 inventory, read', () => {
  it('queries one item per product, by JSON-text filter, and its variants', async () => {
    const body = QueryInventoryV2Response.parse(
      await ok('POST', '/stores-reader/v2/inventoryItems/query', {
        query: { filter: JSON.stringify({ productId: hoodieId }), paging: { limit: 5 } },
      }),
    );
    expect(body.totalResults).toBe(1);
    expect(body.metadata).toEqual({ items: 1, offset: 0 });
    const [item] = body.inventoryItems;
    const { ids } = await hoodie();
    expect(item).toMatchObject({ id: hoodieId, productId: hoodieId, trackQuantity: true });
    expect(item!.variants).toEqual(
      expect.arrayContaining([
        { variantId: ids.S, inStock: true, quantity: 5, availableForPreorder: false },
        { variantId: ids.L, inStock: true, quantity: 3, availableForPreorder: false },
      ]),
    );
    const all = await ok('POST', '/stores-reader/v2/inventoryItems/query', {});
    expect(all.totalResults).toBeGreaterThan(1);
    const one = await ok('POST', `/stores-reader/v2/inventoryItems/${item!.id}/getVariants`, {
      variantIds: [ids.M],
    });
    expect(one.inventoryItem.variants).toEqual([
      { variantId: ids.M, inStock: true, quantity: 8, availableForPreorder: false },
    ]);
    expectAppError(
      await call('POST', '/stores-reader/v2/inventoryItems/nope/getVariants', {}),
      404,
      'PRODUCT_NOT_FOUND',
    );
    expectValidationError(
      await call('POST', '/stores-reader/v2/inventoryItems/query', {
        query: { filter: JSON.stringify({ quantity: 1 }) },
      }),
      ['query.filter.quantity:FIELD_NOT_ALLOWED'],
    );
  });
});

describe('Catalog V1 inventory, the owner', () => {
  it('decrements every line or none, and refuses to go below zero', async () => {
    const { ids } = await hoodie();
    expectAppError(
      await owned('POST', '/stores/v2/inventoryItems/decrement', {
        decrementData: [
          { productId: hoodieId, variantId: ids.L, decrementBy: 2 },
          { inventoryId: hoodieId, variantId: ids.M, decrementBy: 100 },
        ],
      }),
      428,
      'INSUFFICIENT_INVENTORY',
    );
    expect((await hoodie()).stock).toMatchObject({ L: 3, M: 8 });
    const res = await owned('POST', '/v2/inventoryItems/decrement', {
      decrementData: [{ productId: hoodieId, variantId: ids.L, decrementBy: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const up = await owned('POST', '/stores/v2/inventoryItems/increment', {
      incrementData: [{ inventoryId: hoodieId, variantId: ids.S, incrementBy: 4 }],
    });
    expect(up.json()).toEqual({});
    expect((await hoodie()).stock).toMatchObject({ S: 9, M: 8, L: 1 });
    expectAppError(
      await owned('POST', '/stores/v2/inventoryItems/increment', {
        incrementData: [
          { productId: hoodieId, variantId: product('classic-cotton-t-shirt'), incrementBy: 1 },
        ],
      }),
      404,
      'VARIANT_NOT_FOUND',
    );
    expectValidationError(
      await owned('POST', '/stores/v2/inventoryItems/decrement', {
        decrementData: [{ productId: hoodieId, decrementBy: 1 }],
      }),
      ['decrementData[0].variantId:REQUIRED_FIELD'],
    );
  });

  it("sets a variant's quantity, and stops tracking the product with a flag per variant", async () => {
    const { ids } = await hoodie();
    const url = `/stores/v2/inventoryItems/product/${hoodieId}`;
    const set = await owned('PATCH', url, {
      inventoryItem: { variants: [{ variantId: ids.M, quantity: 0 }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const read = await ok('POST', `/stores-reader/v2/inventoryItems/${hoodieId}/getVariants`, {
      variantIds: [ids.M],
    });
    expect(read.inventoryItem.variants[0]).toMatchObject({ inStock: false, quantity: 0 });
    await owned('PATCH', url, {
      inventoryItem: { trackQuantity: false, variants: [{ variantId: ids.M, inStock: true }] },
    });
    const after = await ok('POST', `/stores-reader/v2/inventoryItems/${hoodieId}/getVariants`, {});
    expect(after.inventoryItem.trackQuantity).toBe(false);
    expect(
      after.inventoryItem.variants.find((v: { variantId: string }) => v.variantId === ids.M),
    ).toEqual({ variantId: ids.M, inStock: true, availableForPreorder: false });
    // The V1 product reads the same rows.
    const { product: v1 } = await ok('GET', `/stores-reader/v1/products/${hoodieId}`);
    expect(v1.stock.trackInventory).toBe(false);
  });

  it('keeps writes the owner’s', async () => {
    expectAppError(await call('POST', '/stores/v2/inventoryItems/increment', {}), 403, 'FORBIDDEN');
    expectAppError(
      await call('PATCH', `/stores/v2/inventoryItems/product/${hoodieId}`, {}),
      403,
      'FORBIDDEN',
    );
  });
});
