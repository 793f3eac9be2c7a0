import {
  ALL_PRODUCTS_COLLECTION_ID,
  GetStoreCategoryResponse,
  QueryStoreCategoriesResponse,
  QueryProductsV3Response,
  V3_CLIENT_ID,
  V3_SITE_ID,
} from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { demoCollectionId } from '../../../seed/collections';

const t = useTestApp();
let headers: Record<string, string>;

beforeAll(async () => {
  headers = { authorization: await visitorToken(t.app, V3_CLIENT_ID) };
});

const STORES = { appNamespace: '@wix/stores' };
const post = (url: string, payload: object, h = headers) =>
  t.app.inject({ method: 'POST', url, headers: h, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
const query = async (body: object) => {
  const res = await post('/categories/v1/categories/query', { treeReference: STORES, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return QueryStoreCategoriesResponse.parse(res.json());
};
const home = () => demoCollectionId(V3_SITE_ID, 'home');

describe('Categories API over the catalog (a Catalog V3 store)', () => {
  it('lists the visible categories, "All Products" first, with their visible items counted', async () => {
    const body = await query({});
    expect(body.categories.map((c) => [c.name, c.itemCounter])).toEqual([
      ['All Products', 7],
      ['Apparel', 3],
      ['Home & Living', 3],
      ['Digital Goods', 2],
      ['Gifts', 0],
    ]);
    expect(body.categories[0]).toMatchObject({
      id: ALL_PRODUCTS_COLLECTION_ID,
      slug: 'all-products',
      treeReference: STORES,
    });
    expect(body.categories[1]?.description).toBeUndefined();
  });

  it("is what the products report: a category's items are the products listing its id", async () => {
    const res = await post('/stores/v3/products/query', {
      query: { filter: { 'allCategoriesInfo.categories.id': { $hasSome: [home()] } } },
    });
    const products = QueryProductsV3Response.parse(res.json()).products;
    const [category] = (await query({ query: { filter: { id: home() } } })).categories;
    expect(products.map((p) => p.slug).sort()).toEqual([
      'canvas-tote-bag',
      'ceramic-coffee-mug',
      'limited-edition-print',
    ]);
    expect(category?.itemCounter).toBe(products.length);
  });

  it('pages by cursor and sorts; the description when asked for', async () => {
    const first = await query({
      query: { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 2 } },
      fields: ['DESCRIPTION'],
    });
    expect(first.categories.map((c) => c.name)).toEqual(['All Products', 'Apparel']);
    expect(first.categories[1]?.description).toBe('Tees, hoodies and bags.');
    const cursor = first.pagingMetadata.cursors.next!;
    const next = await query({ query: { cursorPaging: { limit: 2, cursor } } });
    expect(next.categories.map((c) => c.name)).toEqual(['Digital Goods', 'Gifts']);
  });

  it('gets one category with the tree as the SDK sends it, in dotted parameters', async () => {
    const res = await get(
      `/categories/v1/categories/${home()}?treeReference.appNamespace=@wix/stores`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(GetStoreCategoryResponse.parse(res.json()).category).toMatchObject({
      id: home(),
      name: 'Home & Living',
      itemCounter: 3,
    });
    const missing = await get(
      '/categories/v1/categories/nope?treeReference.appNamespace=@wix/stores',
    );
    expectAppError(missing, 404, 'CATEGORY_NOT_FOUND');
  });

  it("refuses another app's tree, a tree key, and a field it cannot filter on", async () => {
    const other = await post('/categories/v1/categories/query', {
      treeReference: { appNamespace: '@wix/bookings' },
    });
    expectValidationError(other, ['treeReference.appNamespace:INVALID_ENUM_VALUE']);
    const keyed = await post('/categories/v1/categories/query', {
      treeReference: { ...STORES, treeKey: 'second' },
    });
    expectValidationError(keyed, ['treeReference.treeKey:FORMAT']);
    const missing = await post('/categories/v1/categories/query', {});
    expect(missing.statusCode).toBe(400);
    const field = await post('/categories/v1/categories/query', {
      treeReference: STORES,
      query: { filter: { price: 1 } },
    });
    expectValidationError(field, ['query.filter.price:FIELD_NOT_ALLOWED']);
  });

  it('serves a Catalog V3 store only: the V1 demo site answers 428', async () => {
    const v1 = { authorization: await visitorToken(t.app) };
    const res = await post('/categories/v1/categories/query', { treeReference: STORES }, v1);
    expectAppError(res, 428, 'CATALOG_VERSION_MISMATCH');
  });
});
