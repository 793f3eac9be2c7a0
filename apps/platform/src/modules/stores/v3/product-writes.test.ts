import {
  BulkDeleteProductsV3Response,
  BulkProductsV3Response,
  GetProductResponse,
  ProductV3Response,
  QueryProductsV3Response,
  V3_CLIENT_ID,
  V3_SITE_ID,
} from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { outboxOf } from '../../../outbox/test-kit';
import { findProduct } from '../catalog';
import { productToWire } from '../wire/v1';

const t = useTestApp();
let owner: Record<string, string>;
let visitor: Record<string, string>;

beforeAll(async () => {
  owner = await ownerHeaders(t.db, V3_SITE_ID);
  visitor = { authorization: await visitorToken(t.app, V3_CLIENT_ID) };
});

type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET';
const call = (method: Method, url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const mug = (name = 'Enamel Mug') => ({
  name,
  productType: 'PHYSICAL',
  plainDescription: 'A camp mug.',
  brand: { name: 'Trail Co' },
  ribbon: { name: 'New' },
  options: [
    {
      name: 'Color',
      optionRenderType: 'SWATCH_CHOICES',
      choicesSettings: {
        choices: [
          { name: 'White', choiceType: 'ONE_COLOR', colorCode: '#ffffff' },
          { name: 'Blue', choiceType: 'ONE_COLOR', colorCode: '#0000ff' },
        ],
      },
    },
  ],
  modifiers: [
    { name: 'Engraving', modifierRenderType: 'FREE_TEXT', freeTextSettings: { maxCharCount: 20 } },
  ],
  infoSections: [{ title: 'Care', plainDescription: 'Hand wash.' }],
  variantsInfo: {
    variants: ['White', 'Blue'].map((color, i) => ({
      sku: `MUG-${color}`,
      choices: [{ optionChoiceNames: { optionName: 'Color', choiceName: color } }],
      price: {
        actualPrice: { amount: i ? '14.00' : '12.00' },
        compareAtPrice: { amount: i ? '16.00' : '14.00' },
      },
      inventoryItem: { quantity: i ? 0 : 7 },
    })),
  },
});

const create = async (product: object = mug()) => {
  const res = await call('POST', '/stores/v3/products', { product });
  expect(res.statusCode, res.body).toBe(200);
  return ProductV3Response.parse(res.json()).product;
};

describe('Catalog V3 products, the owner writes', () => {
  it('creates a product with options, prices, stock and modifiers that V1 and V3 read alike', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: 'Enamel Mug',
      slug: 'enamel-mug',
      brand: { name: 'Trail Co' },
      ribbon: { name: 'New' },
      actualPriceRange: { minValue: { amount: '12' }, maxValue: { amount: '14' } },
      compareAtPriceRange: { minValue: { amount: '14' }, maxValue: { amount: '16' } },
      inventory: { availabilityStatus: 'PARTIALLY_OUT_OF_STOCK' },
      modifiers: [{ name: 'Engraving', modifierRenderType: 'FREE_TEXT' }],
      infoSections: [{ title: 'Care', plainDescription: 'Hand wash.' }],
    });
    const variants = created.variantsInfo!.variants;
    expect(
      variants.map((v) => [v.sku, v.price.actualPrice.amount, v.inventoryStatus.inStock]),
    ).toEqual([
      ['MUG-White', '12', true],
      ['MUG-Blue', '14', false],
    ]);
    // One catalog: V1's rendering of the same rows has the same prices and stock.
    const v1 = productToWire((await findProduct(t.db, V3_SITE_ID, created.id))!);
    expect(GetProductResponse.shape.product.parse(v1)).toMatchObject({
      discount: { type: 'AMOUNT', value: 2 },
      stock: { trackInventory: true },
    });
    expect(v1.variants.map((v) => [v.variant.priceData.discountedPrice, v.stock.quantity])).toEqual(
      [
        [12, 7],
        [14, 0],
      ],
    );
    // A visitor reads it by slug.
    const bySlug = await call('GET', '/stores/v3/products/slug/enamel-mug', undefined, visitor);
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    const events = await outboxOf(t.db, [created.id]);
    expect(events.map((e) => e.eventType)).toEqual(['wix.stores.catalog.v3.product_created']);
    expect(events[0]!.payload).toMatchObject({ id: created.id, name: 'Enamel Mug' });
  });

  it('updates with the current revision, keeps variant ids and stock, and refuses a stale one', async () => {
    const created = await create(mug('Steel Mug'));
    const [white] = created.variantsInfo!.variants;
    const res = await call('PATCH', `/stores/v3/products/${created.id}`, {
      product: {
        id: created.id,
        revision: created.revision,
        name: 'Steel Camp Mug',
        variantsInfo: {
          variants: [
            { id: white!.id, choices: white!.choices, price: { actualPrice: { amount: '10.00' } } },
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = ProductV3Response.parse(res.json()).product;
    expect(updated.name).toBe('Steel Camp Mug');
    expect(updated.slug).toBe('steel-mug');
    expect(updated.revision).not.toBe(created.revision);
    expect(updated.variantsInfo!.variants).toEqual([
      expect.objectContaining({
        id: white!.id,
        price: { actualPrice: { amount: '10', formattedAmount: '$10.00' } },
      }),
    ]);
    const inventory = await call('GET', `/stores/v3/inventory-items/${white!.id}`);
    expect(inventory.json()).toMatchObject({ inventoryItem: { quantity: 7 } });

    const stale = await call('PATCH', `/stores/v3/products/${created.id}`, {
      product: { revision: created.revision, name: 'Again' },
    });
    expectAppError(stale, 409, 'REVISION_MISMATCH');
    const noRevision = await call('PATCH', `/stores/v3/products/${created.id}`, {
      product: { name: 'Again' },
    });
    expectValidationError(noRevision, ['product.revision:REQUIRED_FIELD']);
  });

  it('deletes a product and records it; an unknown one is 404', async () => {
    const created = await create(mug('Tin Mug'));
    const res = await call('DELETE', `/stores/v3/products/${created.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    expect(await findProduct(t.db, V3_SITE_ID, created.id)).toBeUndefined();
    const events = (await outboxOf(t.db, [created.id])).map((e) => e.eventType);
    expect(events).toEqual([
      'wix.stores.catalog.v3.product_created',
      'wix.stores.catalog.v3.product_deleted',
    ]);
    expectAppError(
      await call('DELETE', `/stores/v3/products/${created.id}`),
      404,
      'PRODUCT_NOT_FOUND',
    );
  });

  it('refuses what the catalog cannot hold with the field named', async () => {
    const noVariants = await call('POST', '/stores/v3/products', { product: { name: 'Bare' } });
    expectValidationError(noVariants, ['product.variantsInfo.variants:REQUIRED_FIELD']);
    const badChoice = mug('Odd Mug');
    badChoice.variantsInfo.variants[0]!.choices[0]!.optionChoiceNames.choiceName = 'Green';
    expectValidationError(await call('POST', '/stores/v3/products', { product: badChoice }), [
      'product.variantsInfo.variants[0].choices[0]:VALIDATION',
    ]);
    const taken = await call('POST', '/stores/v3/products', {
      product: { ...mug('Other'), slug: 'fleece-hoodie' },
    });
    expectAppError(taken, 409, 'SLUG_ALREADY_EXISTS');
  });

  it('is the owner’s: a visitor gets 403, and a V1 site 428', async () => {
    const res = await call('POST', '/stores/v3/products', { product: mug() }, visitor);
    expectAppError(res, 403, 'FORBIDDEN');
    const v1 = await call(
      'POST',
      '/stores/v3/products',
      { product: mug() },
      await ownerHeaders(t.db),
    );
    expectAppError(v1, 428, 'CATALOG_VERSION_MISMATCH');
  });
});

describe('Catalog V3 products in bulk', () => {
  it('creates, updates and deletes in bulk, each item its own result', async () => {
    const res = await call('POST', '/stores/v3/bulk/products/create', {
      products: [mug('Bulk Mug A'), { name: 'No variants' }, mug('Bulk Mug B')],
      returnEntity: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = BulkProductsV3Response.parse(res.json());
    expect(body.bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(body.results[1]!.itemMetadata).toMatchObject({
      originalIndex: 1,
      success: false,
      error: { code: 'INVALID_ARGUMENT' },
    });
    const [a, , b] = body.results.map((r) => r.item);

    const updated = await call('POST', '/stores/v3/bulk/products/update', {
      products: [
        { product: { id: a!.id, revision: a!.revision, visible: false } },
        { product: { id: b!.id, revision: 'stale', visible: false } },
      ],
    });
    const up = BulkProductsV3Response.parse(updated.json());
    expect(up.results.map((r) => [r.itemMetadata.success, r.itemMetadata.error?.code])).toEqual([
      [true, undefined],
      [false, 'REVISION_MISMATCH'],
    ]);

    const deleted = await call('POST', '/stores/v3/bulk/products/delete', {
      productIds: [a!.id, b!.id, a!.id],
    });
    const del = BulkDeleteProductsV3Response.parse(deleted.json());
    expect(del.results.map((r) => r.itemMetadata.success)).toEqual([true, true, false]);
  });

  it('updates and deletes by filter, answering a job id', async () => {
    await create(mug('Filter Mug One'));
    await create(mug('Filter Mug Two'));
    const res = await call('POST', '/stores/v3/bulk/products/update-by-filter', {
      filter: { 'brand.name': 'Trail Co' },
      search: { expression: 'filter mug' },
      product: { ribbon: { name: 'Clearance' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobId).toEqual(expect.any(String));
    const listed = await call('POST', '/stores/v3/products/search', {
      search: { search: { expression: 'filter mug' } },
    });
    const products = QueryProductsV3Response.parse(listed.json()).products;
    expect(products.map((p) => p.ribbon?.name)).toEqual(['Clearance', 'Clearance']);

    const category = '3b8c1f2e-0000-4000-8000-00000000c0de';
    const joined = await call('POST', '/stores/v3/bulk/products/add-to-categories-by-filter', {
      filter: { 'ribbon.name': 'Clearance' },
      categoryIds: [category],
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const inCategory = await call('POST', '/stores/v3/products/count', {
      filter: { 'allCategoriesInfo.categories.id': { $hasSome: [category] } },
    });
    expect(inCategory.json()).toEqual({ count: 2 });
    await call('POST', '/stores/v3/bulk/products/remove-from-categories-by-filter', {
      search: { expression: 'filter mug one' },
      categoryIds: [category],
    });
    const left = await call('POST', '/stores/v3/products/count', {
      filter: { 'allCategoriesInfo.categories.id': { $hasSome: [category] } },
    });
    expect(left.json()).toEqual({ count: 1 });

    const gone = await call('POST', '/stores/v3/bulk/products/delete-by-filter', {
      filter: { 'ribbon.name': 'Clearance' },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await call('POST', '/stores/v3/products/count', {
      filter: { 'ribbon.name': 'Clearance' },
    });
    expect(after.json()).toEqual({ count: 0 });
  });
});
