import { DEMO_SITE_ID, QueryProductsResponse, GetProductResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { installedApps } from '../../db/schema/core';
import { encodeR } from '../../http/complex-get';
import { createSecondSite } from '../../seed/second-site';
import { seedId } from '../../seed/seed-helpers';

const t = useTestApp();
let token: string;
const PATH = '/stores-reader/v1/products/query-platformized';

beforeAll(async () => {
  token = await visitorToken(t.app);
});

const get = (url: string, auth = token) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
const post = (url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload: body as object });
const queryR = (request: unknown, path = PATH) => get(`${path}?.r=${encodeR(request)}`);
const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

describe('GET|POST /stores-reader/v1/products/query-platformized', () => {
  it('lists the visible products with `metadata` paging', async () => {
    const res = await queryR({ query: { paging: { limit: 50, offset: 0 } } });
    expect(res.statusCode).toBe(200);
    const body = QueryProductsResponse.parse(res.json());
    expect(body.metadata).toEqual({ count: 7, offset: 0, total: 7 });
    expect(names(body)).not.toContain('Gift Wrapping Kit');
    const tee = body.products.find((p) => p.slug === 'classic-cotton-t-shirt');
    expect(tee).toMatchObject({
      productType: 'physical',
      priceData: {
        price: 25,
        discountedPrice: 25,
        currency: 'USD',
        formatted: { price: '$25.00' },
      },
      stock: { trackInventory: true, inStock: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' },
      ribbons: [{ text: 'Bestseller' }],
      manageVariants: true,
    });
    expect(tee?.productOptions.map((o) => [o.name, o.optionType, o.choices.length])).toEqual([
      ['Size', 'drop_down', 4],
      ['Color', 'color', 3],
    ]);
    expect(tee?.variants).toHaveLength(12);
    const tote = body.products.find((p) => p.slug === 'canvas-tote-bag');
    expect(tote?.priceData).toMatchObject({
      price: 18,
      discountedPrice: 16.2,
      formatted: { discountedPrice: '$16.20' },
    });
    const print = body.products.find((p) => p.slug === 'limited-edition-print');
    expect(print?.stock).toMatchObject({
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
      quantity: 0,
    });
    expect(body.products.find((p) => p.slug === 'digital-recipe-book')?.productType).toBe(
      'digital',
    );
  });

  it('gives the same answer for .r, flat parameters and the POST fallback, on every alias', async () => {
    const request = {
      query: {
        filter: { productType: 'physical', price: { $lt: 30 } },
        sort: [{ fieldName: 'price', order: 'DESC' }],
        paging: { limit: 2, offset: 1 },
      },
    };
    const viaR = await queryR(request);
    expect(viaR.statusCode).toBe(200);
    expect(names(viaR.json())).toEqual(['Canvas Tote Bag', 'Ceramic Coffee Mug']);
    expect(viaR.json().metadata).toEqual({ count: 2, offset: 1, total: 3 });
    const flat = new URLSearchParams({
      'query.filter': JSON.stringify(request.query.filter),
      'query.sort': JSON.stringify(request.query.sort),
      'query.paging.limit': '2',
      'query.paging.offset': '1',
    });
    const viaFlat = await get(`${PATH}?${flat}`);
    const viaPost = await post(PATH, request);
    expect(viaFlat.json()).toEqual(viaR.json());
    expect(viaPost.json()).toEqual(viaR.json());
    for (const alias of [
      '/stores-reader/api/v1/products/query-platformized',
      '/_api/catalog-reader-server/v1/products/query-platformized',
    ]) {
      expect((await queryR(request, alias)).json()).toEqual(viaR.json());
    }
  });

  it('filters on stock and collections in SQL', async () => {
    const out = await queryR({ query: { filter: { 'stock.inventoryStatus': 'OUT_OF_STOCK' } } });
    expect(names(out.json())).toEqual(['Limited Edition Print']);
    const inStock = await queryR({ query: { filter: { 'stock.inStock': true } } });
    expect(inStock.json().metadata.total).toBe(6);
    const tee = (await queryR({ query: { filter: { slug: 'classic-cotton-t-shirt' } } })).json()
      .products[0];
    const apparel = tee.collectionIds[1];
    const inApparel = await queryR({
      query: { filter: { collectionIds: { $hasSome: [apparel] } } },
    });
    expect(names(inApparel.json()).sort()).toEqual([
      'Canvas Tote Bag',
      'Classic Cotton T-Shirt',
      'Fleece Hoodie',
    ]);
  });

  it('rejects a malformed .r, unknown fields, bad enums and out-of-range paging', async () => {
    for (const bad of [
      'not*base64',
      encodeR('just a string').slice(0, 5),
      Buffer.from('{nope').toString('base64url'),
    ]) {
      const res = await get(`${PATH}?.r=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.validationError.fieldViolations[0].field).toBe('.r');
    }
    const unknown = await queryR({ query: { filter: { color: 'red' } } });
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe(
      'query.filter.color',
    );
    const badEnum = await queryR({ query: { filter: { productType: 'service' } } });
    expect(badEnum.json().details.validationError.fieldViolations[0].violatedRule).toBe(
      'INVALID_ENUM_VALUE',
    );
    const paging = await queryR({ query: { paging: { limit: 500 } } });
    expect(paging.statusCode).toBe(400);
    expect(paging.json().details.validationError.fieldViolations[0].field).toBe(
      'query.paging.limit',
    );
  });
});

describe('POST /stores-reader/v1/products/query (the REST reference’s Catalog V1 query)', () => {
  it('takes filter and sort as JSON text and counts in metadata.items and totalResults', async () => {
    const res = await post('/stores-reader/v1/products/query', {
      query: {
        filter: JSON.stringify({ productType: 'physical' }),
        sort: JSON.stringify([{ name: 'desc' }]),
        paging: { limit: 2, offset: 1 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const same = await queryR({
      query: {
        filter: { productType: 'physical' },
        sort: [{ fieldName: 'name', order: 'DESC' }],
        paging: { limit: 2, offset: 1 },
      },
    });
    const platformized = QueryProductsResponse.parse(same.json());
    expect(body).toEqual({
      products: platformized.products,
      metadata: { items: 2, offset: 1 },
      totalResults: platformized.metadata.total,
    });
    const all = await post('/stores-reader/api/v1/products/query', {});
    expect(all.json().totalResults).toBe(7);
  });

  it('refuses a filter that is not JSON text, or not an object, as validation errors', async () => {
    const broken = await post('/stores-reader/v1/products/query', { query: { filter: '{nope' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().details.validationError.fieldViolations[0].field).toBe('query.filter');
    const list = await post('/stores-reader/v1/products/query', { query: { sort: '"name"' } });
    expect(list.json().details.validationError.fieldViolations[0].field).toBe('query.sort');
  });
});

describe('GET /stores-reader/v1/products/{id}', () => {
  it('returns one product, tolerating the id repeated in the query string', async () => {
    const list = QueryProductsResponse.parse((await queryR({ query: {} })).json());
    const mug = list.products.find((p) => p.slug === 'ceramic-coffee-mug');
    const res = await get(`/stores-reader/v1/products/${mug?.id}?id=${mug?.id}`);
    expect(res.statusCode).toBe(200);
    expect(GetProductResponse.parse(res.json()).product).toEqual(mug);
  });

  it('answers 404 PRODUCT_NOT_FOUND for unknown, malformed, hidden and other sites’ ids', async () => {
    const other = await createSecondSite(t.db, { withData: true });
    const theirs = await get(
      `${PATH}?.r=${encodeR({})}`,
      await visitorToken(t.app, other.clientId),
    );
    const theirId = theirs.json().products[0].id as string;
    const hidden = seedId(DEMO_SITE_ID, 'product:gift-wrapping-kit');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', theirId, hidden]) {
      const res = await get(`/stores-reader/v1/products/${id}`);
      expectAppError(res, 404, 'PRODUCT_NOT_FOUND');
    }
  });

  it('requires the stores app', async () => {
    await t.db
      .delete(installedApps)
      .where(and(eq(installedApps.siteId, DEMO_SITE_ID), eq(installedApps.app, 'stores')));
    const res = await queryR({ query: {} });
    expectAppError(res, 403, 'APP_NOT_INSTALLED');
  });
});
