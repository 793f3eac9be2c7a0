import {
  BulkInventoryItemsV3Response,
  QueryInventoryItemsV3Response,
  QueryVariantsV3Response,
  SearchProductsV3Response,
  SearchVariantsV3Response,
  V3_SITE_ID,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { encodeR } from '../../../http/complex-get';
import { findProduct } from '../catalog';
import { productToWire } from '../wire/v1';
import { product } from '../../checkout/test-helpers';
import { useCatalogApp } from '../test-kit';

const { t, as, call, ok } = useCatalogApp('visitor');
const hoodieId = product('fleece-hoodie', V3_SITE_ID);

describe('Catalog V3 search aggregations', () => {
  it('counts values, finds the price range and buckets prices over every matching product', async () => {
    const body = SearchProductsV3Response.parse(
      await ok('POST', '/stores/v3/products/search', {
        search: {
          cursorPaging: { limit: 1 },
          filter: { productType: 'PHYSICAL' },
          aggregations: [
            { name: 'brands', type: 'VALUE', fieldPath: 'brand.name' },
            {
              name: 'lowest',
              type: 'SCALAR',
              fieldPath: 'actualPriceRange.minValue.amount',
              scalar: { type: 'MIN' },
            },
            {
              name: 'highest',
              fieldPath: 'actualPriceRange.maxValue.amount',
              scalar: { type: 'MAX' },
            },
            {
              name: 'bands',
              fieldPath: 'actualPriceRange.minValue.amount',
              range: { buckets: [{ to: 20 }, { from: 20 }] },
            },
          ],
        },
      }),
    );
    expect(body.products).toHaveLength(1);
    const [brands, lowest, highest, bands] = body.aggregationData.results;
    expect(brands).toMatchObject({ name: 'brands', type: 'VALUE', fieldPath: 'brand.name' });
    expect(brands!.values!.results[0]).toEqual({ value: 'Studio Basics', count: 2 });
    expect(lowest).toMatchObject({
      type: 'SCALAR',
      scalar: { type: 'MIN', value: expect.any(Number) },
    });
    expect(highest!.scalar!.value).toBeGreaterThan(lowest!.scalar!.value);
    const counted = bands!.ranges!.results.reduce((n, r) => n + r.count, 0);
    const total = await ok('POST', '/stores/v3/products/count', {
      filter: { productType: 'PHYSICAL' },
    });
    expect(counted).toBe(total.count);
  });

  it('names an unknown field or an unserved kind in a 400', async () => {
    const res = await call('POST', '/stores/v3/products/search', {
      search: { aggregations: [{ fieldPath: 'nope' }] },
    });
    expectValidationError(res, ['search.aggregations[0].fieldPath:VALIDATION']);
    const histogram = await call('POST', '/stores/v3/products/search', {
      search: { aggregations: [{ type: 'DATE_HISTOGRAM', fieldPath: 'createdDate' }] },
    });
    expectValidationError(histogram, ['search.aggregations[0].type:VALIDATION']);
  });
});

describe('Catalog V3 read-only variants', () => {
  it('queries variants with their product beside them, on the literal path (not {productId})', async () => {
    const body = QueryVariantsV3Response.parse(
      await ok('POST', '/stores/v3/products/query-variants', {
        query: { filter: { 'productData.productId': hoodieId } },
      }),
    );
    expect(body.variants.map((v) => v.optionChoices.length)).toEqual([1, 1, 1]);
    expect(body.variants[0]!.productData).toMatchObject({
      productId: hoodieId,
      name: 'Fleece Hoodie',
    });
    // The same rows as V1: the L variant's price is its own.
    const v1 = productToWire((await findProduct(t.db, V3_SITE_ID, hoodieId))!);
    expect(
      body.variants.map((v) => Number((v.price.actualPrice as { amount: string }).amount)),
    ).toEqual(v1.variants.map((v) => v.variant.priceData.discountedPrice));
    const viaSdkHost = await ok(
      'POST',
      '/_api/product-variants-reader/v3/products/query-variants',
      {
        query: { cursorPaging: { limit: 2 } },
      },
    );
    expect(QueryVariantsV3Response.parse(viaSdkHost).pagingMetadata).toMatchObject({
      count: 2,
      hasNext: true,
    });
  });

  it('searches variants by text and aggregates them', async () => {
    const body = SearchVariantsV3Response.parse(
      await ok('POST', '/stores/v3/products/search-variants', {
        search: {
          search: { expression: 'hoodie' },
          aggregations: [{ name: 'stock', fieldPath: 'inventoryStatus.inStock' }],
        },
      }),
    );
    expect(new Set(body.variants.map((v) => v.productData.name))).toEqual(
      new Set(['Fleece Hoodie']),
    );
    expect(body.aggregationData.results[0]!.values!.results).toEqual([{ value: 'true', count: 3 }]);
  });
});

describe('Catalog V3 inventory items: search, count and the owner’s writes', () => {
  it('searches and counts by the GET forms the SDK sends (not {inventoryItemId})', async () => {
    const r = encodeR({ search: { search: { expression: 'hoodie' } } });
    const found = QueryInventoryItemsV3Response.parse(
      await ok('GET', `/_api/inventory/v3/inventory-items/search?.r=${r}`),
    );
    expect(found.inventoryItems).toHaveLength(3);
    const count = await ok(
      'GET',
      `/stores/v3/inventory-items/count?.r=${encodeR({ filter: { productId: hoodieId } })}`,
    );
    expect(count).toEqual({ count: 3 });
  });

  it('updates, decrements and increments stock that V1 reads too, and records the events', async () => {
    const items = QueryInventoryItemsV3Response.parse(
      await ok('POST', '/stores/v3/inventory-items/query', {
        query: { filter: { productId: hoodieId } },
      }),
    ).inventoryItems;
    const [small, medium] = items;
    const updated = await ok(
      'PATCH',
      `/stores/v3/inventory-items/${small!.id}`,
      { inventoryItem: { id: small!.id, revision: small!.revision, quantity: 20 } },
      as.owner,
    );
    expect(updated.inventoryItem).toMatchObject({ quantity: 20, inStock: true });
    const stale = await call(
      'PATCH',
      `/stores/v3/inventory-items/${small!.id}`,
      { inventoryItem: { id: small!.id, revision: small!.revision, quantity: 1 } },
      as.owner,
    );
    expectAppError(stale, 409, 'REVISION_MISMATCH');

    const dec = BulkInventoryItemsV3Response.parse(
      await ok(
        'POST',
        '/stores/v3/bulk/inventory-items/decrement',
        {
          decrementData: [
            { inventoryItemId: small!.id, decrementBy: 5 },
            { inventoryItemId: medium!.id, decrementBy: 1000 },
          ],
          returnEntity: true,
        },
        as.owner,
      ),
    );
    expect(
      dec.results.map((r) => [
        r.itemMetadata.success,
        r.item?.quantity,
        r.itemMetadata.error?.code,
      ]),
    ).toEqual([
      [true, 15, undefined],
      [false, undefined, 'INSUFFICIENT_INVENTORY'],
    ]);
    await ok(
      'POST',
      '/stores/v3/bulk/inventory-items/increment',
      { incrementData: [{ inventoryItemId: small!.id, incrementBy: 2 }] },
      as.owner,
    );
    const v1 = productToWire((await findProduct(t.db, V3_SITE_ID, hoodieId))!);
    expect(v1.variants.find((v) => v.id === small!.id)!.stock.quantity).toBe(17);
    const events = (await outboxOf(t.db, [small!.id])).map((e) => e.eventType);
    expect(events).toEqual(Array(3).fill('wix.stores.catalog.v3.inventory_item_updated'));

    const bulk = BulkInventoryItemsV3Response.parse(
      await ok(
        'POST',
        '/stores/v3/bulk/inventory-items/update',
        { inventoryItems: [{ inventoryItem: { id: medium!.id, quantity: 0 } }] },
        as.owner,
      ),
    );
    expect(bulk.bulkActionMetadata.totalSuccesses).toBe(1);
    const deleted = await call(
      'DELETE',
      `/_api/inventory/v3/inventory-items/${small!.id}`,
      undefined,
      as.owner,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await ok('GET', `/stores/v3/inventory-items/${small!.id}`);
    expect(after.inventoryItem).toMatchObject({ inStock: false, quantity: 0 });
  });

  it('keeps writes the owner’s', async () => {
    const res = await call('POST', '/stores/v3/bulk/inventory-items/increment', {
      incrementData: [{ inventoryItemId: hoodieId, incrementBy: 1 }],
    });
    expectAppError(res, 403, 'FORBIDDEN');
  });
});

describe('Catalog V3 brands and ribbons', () => {
  it('lists the names products carry, with the ids the products report', async () => {
    const brands = await ok('POST', '/stores/v3/brands/query', {
      query: { sort: [{ fieldName: 'name' }] },
    });
    expect(brands.brands.map((b: { name: string }) => b.name)).toEqual([
      'Kiln & Co',
      'Studio Basics',
    ]);
    const hoodie = await ok('GET', `/stores/v3/products/${hoodieId}`);
    const tee = await ok('GET', `/stores/v3/products/slug/classic-cotton-t-shirt`);
    const { brand, ribbon } = tee.product;
    const one = await ok('GET', `/_api/brand/v3/brands/${brand.id}`);
    expect(one.brand).toMatchObject({
      id: brand.id,
      name: 'Studio Basics',
      assignedProductsCount: 2,
    });
    const byId = await ok('POST', '/_api/ribbon/v3/ribbons/query', {
      query: { filter: { id: ribbon.id } },
    });
    expect(byId.ribbons).toEqual([expect.objectContaining({ name: ribbon.name })]);
    expect(hoodie.product.id).toBe(hoodieId);
    expectAppError(await call('GET', '/stores/v3/ribbons/nope'), 404, 'RIBBON_NOT_FOUND');
    const counted = await ok('POST', '/stores/v3/brands/count', {
      filter: { name: 'Studio Basics' },
    });
    expect(counted).toEqual({ count: 1 });
    // get-or-create is the owner's write (named-writes.test.ts), not a brand id.
    expectAppError(await call('POST', '/stores/v3/brands/get-or-create', {}), 403, 'FORBIDDEN');
  });
});
