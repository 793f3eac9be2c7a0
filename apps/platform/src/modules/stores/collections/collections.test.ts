import {
  ALL_PRODUCTS_COLLECTION_ID,
  DEMO_SITE_ID,
  GetCollectionResponse,
  QueryCollectionsResponse,
  QueryProductsResponse,
  ReferenceQueryCollectionsResponse,
  V3_CLIENT_ID,
} from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { encodeR } from '../../../http/complex-get';
import { createSecondSite } from '../../../seed/second-site';
import { demoCollectionId } from '../../../seed/collections';

const t = useTestApp();
let headers: Record<string, string>;

beforeAll(async () => {
  headers = { authorization: await visitorToken(t.app) };
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const sdkQuery = async (request: object) => {
  const res = await get(`/v2/collections/query?.r=${encodeR(request)}`);
  expect(res.statusCode, res.body).toBe(200);
  return QueryCollectionsResponse.parse(res.json());
};
const names = (body: { collections: { name: string }[] }) => body.collections.map((c) => c.name);
const apparel = () => demoCollectionId(DEMO_SITE_ID, 'apparel');

describe('Catalog V1 collections query', () => {
  it('lists the site\'s collections, "All Products" first, each with its visible products counted', async () => {
    const body = await sdkQuery({ query: {} });
    expect(body.metadata).toEqual({ count: 5, offset: 0, total: 5 });
    expect(names(body)).toEqual([
      'All Products',
      'Apparel',
      'Home & Living',
      'Digital Goods',
      'Gifts',
    ]);
    const counts = Object.fromEntries(body.collections.map((c) => [c.slug, c.numberOfProducts]));
    // Gifts holds only the hidden product: a visitor counts none.
    expect(counts).toEqual({ 'all-products': 7, apparel: 3, home: 3, digital: 2, gifts: 0 });
    expect(body.collections[0]?.id).toBe(ALL_PRODUCTS_COLLECTION_ID);
    const first = body.collections[1]!;
    expect(first).toMatchObject({ id: apparel(), slug: 'apparel', visible: true });
    expect(first.media.mainMedia?.image?.url).toMatch(/^data:image\/svg\+xml/);
  });

  it('counts what a product query by collection finds: one membership for both', async () => {
    const request = { query: { filter: { collectionIds: { $hasSome: [apparel()] } } } };
    const res = await get(`/stores-reader/v1/products/query-platformized?.r=${encodeR(request)}`);
    const products = QueryProductsResponse.parse(res.json());
    const [collection] = (await sdkQuery({ query: { filter: { id: apparel() } } })).collections;
    expect(products.metadata.total).toBe(collection?.numberOfProducts);
  });

  it('filters, sorts and pages with the query language, the POST fallback alike', async () => {
    const sorted = await sdkQuery({
      query: { sort: [{ fieldName: 'name', order: 'DESC' }], paging: { limit: 2, offset: 1 } },
    });
    expect(names(sorted)).toEqual(['Gifts', 'Digital Goods']);
    expect(sorted.metadata).toEqual({ count: 2, offset: 1, total: 5 });
    const res = await post('/v2/collections/query', {
      query: { filter: { name: { $startsWith: 'Ho' } } },
    });
    expect(names(QueryCollectionsResponse.parse(res.json()))).toEqual(['Home & Living']);
  });

  it("answers the REST reference's query with JSON-text filter and sort", async () => {
    const res = await post('/stores-reader/v1/collections/query', {
      query: {
        filter: JSON.stringify({ numberOfProducts: { $gt: 2 } }),
        sort: JSON.stringify([{ name: 'asc' }]),
        paging: { limit: 10 },
      },
      includeNumberOfProducts: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ReferenceQueryCollectionsResponse.parse(res.json());
    expect(names(body)).toEqual(['All Products', 'Apparel', 'Home & Living']);
    expect(body).toMatchObject({ metadata: { items: 3, offset: 0 }, totalResults: 3 });
  });

  it('refuses a field it cannot filter or sort on, paging past its limit and JSON that is not, naming each', async () => {
    const res = await get(
      `/v2/collections/query?.r=${encodeR({
        query: {
          filter: { price: 3 },
          sort: [{ fieldName: 'description' }],
        },
      })}`,
    );
    expectValidationError(res, [
      'query.filter.price:FIELD_NOT_ALLOWED',
      'query.sort.0.fieldName:FIELD_NOT_ALLOWED',
    ]);
    const paging = await post('/v2/collections/query', { query: { paging: { limit: 1000 } } });
    expectValidationError(paging, ['query.paging.limit:MAX']);
    const text = await post('/stores-reader/v1/collections/query', { query: { filter: '{' } });
    expect(text.statusCode).toBe(400);
  });
});

describe('Catalog V1 collection by id and by slug', () => {
  it("answers on the SDK's paths and the reference's, the same collection", async () => {
    const paths = [
      `/v2/collections/${apparel()}`,
      `/stores-reader/v1/collections/${apparel()}`,
      '/v2/collections/slug/apparel',
      '/stores-reader/v1/collections/slug/apparel',
      '/_api/catalog-reader-server/v1/collections/slug/apparel',
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(GetCollectionResponse.parse(res.json()).collection).toMatchObject({
        id: apparel(),
        name: 'Apparel',
        numberOfProducts: 3,
      });
    }
  });

  it("answers 404 COLLECTION_NOT_FOUND for an unknown id or slug, and for another site's", async () => {
    expectAppError(await get('/v2/collections/slug/no-such'), 404, 'COLLECTION_NOT_FOUND');
    expectAppError(await get('/v2/collections/nope'), 404, 'COLLECTION_NOT_FOUND');
    const other = await createSecondSite(t.app.db);
    const otherHeaders = { authorization: await visitorToken(t.app, other.clientId) };
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/collections/${apparel()}`,
      headers: otherHeaders,
    });
    expectAppError(res, 404, 'COLLECTION_NOT_FOUND');
  });

  it('is a Catalog V1 API: a V3 site answers 428 CATALOG_VERSION_MISMATCH', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/collections/slug/apparel',
      headers: { authorization: await visitorToken(t.app, V3_CLIENT_ID) },
    });
    expectAppError(res, 428, 'CATALOG_VERSION_MISMATCH');
  });
});
