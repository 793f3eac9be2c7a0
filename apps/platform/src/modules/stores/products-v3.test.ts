import {
  CountProductsV3Response,
  GetProductV3Response,
  QueryProductsV3Response,
  SearchProductsV3Response,
  V3_CLIENT_ID,
  V3_SITE_ID,
} from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { encodeR } from '../../http/complex-get';
import { findProduct } from './catalog';
import { productToWire } from './wire/v1';

const t = useTestApp();
let headers: Record<string, string>;
let v1Headers: Record<string, string>;

beforeAll(async () => {
  headers = { authorization: await visitorToken(t.app, V3_CLIENT_ID) };
  v1Headers = { authorization: await visitorToken(t.app) };
});

const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });
const post = (url: string, payload: object, h = headers) =>
  t.app.inject({ method: 'POST', url, headers: h, payload });
const query = async (body: object, path = '/stores/v3/products/query') => {
  const res = await post(path, body);
  expect(res.statusCode, res.body).toBe(200);
  return QueryProductsV3Response.parse(res.json());
};
const bySlug = async (slug: string) => {
  const res = await get(`/stores/v3/products/slug/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return GetProductV3Response.parse(res.json()).product;
};
const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

describe('Catalog V3 products query', () => {
  it('pages the visible products by cursor, on the documented path and the SDK default-host one', async () => {
    const first = await query({ query: { cursorPaging: { limit: 4 } } });
    expect(first.pagingMetadata).toMatchObject({ count: 4, hasNext: true });
    expect(first.products[0]?.variantsInfo).toBeUndefined();
    const cursor = first.pagingMetadata.cursors.next!;
    const second = await query({ query: { cursorPaging: { limit: 4, cursor } } });
    expect(second.pagingMetadata).toMatchObject({ count: 3, hasNext: false });
    expect(second.pagingMetadata.cursors.prev).toBeDefined();
    const all = [...names(first), ...names(second)];
    expect(new Set(all).size).toBe(7);
    expect(all).not.toContain('Gift Wrapping Kit');

    const viaGet = await get(
      `/_api/stores-catalog-orchestrator/v3/products/query?.r=${encodeR({ query: { cursorPaging: { limit: 4 } } })}`,
    );
    expect(viaGet.statusCode, viaGet.body).toBe(200);
    expect(names(QueryProductsV3Response.parse(viaGet.json()))).toEqual(names(first));
  });

  it('filters and sorts by V3 field names, prices as the buyer pays them', async () => {
    const body = await query({
      query: {
        filter: { 'actualPriceRange.minValue.amount': { $gte: 25 }, productType: 'PHYSICAL' },
        sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }],
      },
    });
    expect(names(body)).toEqual([
      'Limited Edition Print',
      'Fleece Hoodie',
      'Classic Cotton T-Shirt',
    ]);
    const discounted = await query({
      query: { filter: { 'actualPriceRange.minValue.amount': { $lt: 17 } } },
    });
    // The tote's $18.00 is $16.20 after its 10% discount; the presets' $15.00 is $12.00.
    expect(names(discounted)).toEqual(
      expect.arrayContaining(['Canvas Tote Bag', 'Photography Presets Pack']),
    );
  });

  it('refuses unknown fields and forged cursors with 400 and the field path', async () => {
    const unknown = await post('/stores/v3/products/query', {
      query: { filter: { priceData: { $gt: 1 } } },
    });
    expect(unknown.statusCode).toBe(400);
    const forged = await post('/stores/v3/products/query', {
      query: { cursorPaging: { cursor: 'nope' } },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('query.cursorPaging.cursor');
  });
});

describe('Catalog V3 products search and count', () => {
  it('searches by expression and counts by filter; the owner counts hidden products too', async () => {
    const res = await post('/stores/v3/products/search', {
      search: { search: { expression: 'hoodie' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = SearchProductsV3Response.parse(res.json());
    expect(names(body)).toEqual(['Fleece Hoodie']);
    expect(body.aggregationData).toEqual({ results: [] });

    const count = async (filter: object, h = headers) => {
      const r = await post('/stores/v3/products/count', { filter }, h);
      expect(r.statusCode, r.body).toBe(200);
      return CountProductsV3Response.parse(r.json()).count;
    };
    expect(await count({})).toBe(7);
    expect(await count({ productType: 'DIGITAL' })).toBe(2);
    expect(await count({}, await ownerHeaders(t.db, V3_SITE_ID))).toBe(8);
  });
});

describe('Catalog V3 product get and get by slug', () => {
  it('renders the same rows as V1: variant prices and stock agree', async () => {
    const hoodie = await bySlug('fleece-hoodie');
    const rows = await findProduct(t.db, V3_SITE_ID, hoodie.id);
    const v1 = productToWire(rows!);
    const v3Variants = hoodie.variantsInfo!.variants;
    expect(v3Variants).toHaveLength(v1.variants.length);
    for (const v1Variant of v1.variants) {
      const v3 = v3Variants.find((v) => v.id === v1Variant.id)!;
      expect(Number(v3.price.actualPrice.amount)).toBe(v1Variant.variant.priceData.discountedPrice);
      expect(v3.inventoryStatus.inStock).toBe(v1Variant.stock.inStock);
      expect(v3.choices.map((c) => c.optionChoiceNames.choiceName)).toEqual(
        Object.values(v1Variant.choices),
      );
    }
    const sizeL = v3Variants.find((v) => v.choices[0]?.optionChoiceNames.choiceName === 'L');
    expect(sizeL?.price.actualPrice).toEqual({ amount: '59', formattedAmount: '$59.00' });
    expect(hoodie.actualPriceRange).toEqual({
      minValue: { amount: '55', formattedAmount: '$55.00' },
      maxValue: { amount: '59', formattedAmount: '$59.00' },
    });
    expect(hoodie).toMatchObject({
      productType: 'PHYSICAL',
      brand: { name: 'Studio Basics' },
      inventory: { availabilityStatus: 'IN_STOCK' },
      variantSummary: { variantCount: 3 },
    });
    expect(hoodie.options[0]?.choicesSettings.choices.map((c) => c.name)).toEqual(['S', 'M', 'L']);

    const byId = await get(`/stores/v3/products/${hoodie.id}`);
    expect(GetProductV3Response.parse(byId.json()).product).toEqual(hoodie);
  });

  it('shows a discount as actual and compare-at prices, exactly', async () => {
    const tote = await bySlug('canvas-tote-bag');
    expect(tote.actualPriceRange.minValue).toEqual({ amount: '16.2', formattedAmount: '$16.20' });
    expect(tote.compareAtPriceRange.minValue).toEqual({ amount: '18', formattedAmount: '$18.00' });
    expect(tote.ribbon?.name).toBe('Sale');
    expect(tote.options[0]).toMatchObject({ optionRenderType: 'SWATCH_CHOICES' });
    expect(tote.options[0]?.choicesSettings.choices[0]).toMatchObject({
      choiceType: 'ONE_COLOR',
      colorCode: '#E8DCC4',
    });
  });

  it('answers 404 PRODUCT_NOT_FOUND for unknown and hidden products', async () => {
    expectAppError(await get('/stores/v3/products/slug/no-such'), 404, 'PRODUCT_NOT_FOUND');
    expectAppError(
      await get('/stores/v3/products/slug/gift-wrapping-kit'),
      404,
      'PRODUCT_NOT_FOUND',
    );
    expectAppError(await get('/stores/v3/products/not-a-uuid'), 404, 'PRODUCT_NOT_FOUND');
  });
});

describe('a Catalog V3 call on a V1 site', () => {
  it('answers 428 CATALOG_VERSION_MISMATCH, under OAuth and API key alike', async () => {
    const res = await post('/stores/v3/products/query', {}, v1Headers);
    const envelope = expectAppError(res, 428, 'CATALOG_VERSION_MISMATCH');
    expect(envelope.message).toMatch(/Catalog V1.*getCatalogVersion/);
    const slug = await get('/stores/v3/products/slug/fleece-hoodie', await ownerHeaders(t.db));
    expectAppError(slug, 428, 'CATALOG_VERSION_MISMATCH');
  });
});
