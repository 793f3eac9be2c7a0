import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { categories } from './categories';
import { collections } from './collections';
import { products } from './products';

const apparel = { id: 'c1', name: 'Apparel', slug: 'apparel', visible: true, numberOfProducts: 3 };

describe('collections (Catalog V1)', () => {
  it('queries on the SDK reader path with .r, offset paging from `metadata`', async () => {
    const server = await fakePlatform({
      'GET /v2/collections/query': {
        collections: [apparel],
        metadata: { count: 1, offset: 0, total: 1 },
      },
    });
    const client = clientOf(server, { collections });
    const page = await client.collections
      .queryCollections()
      .startsWith('name', 'App')
      .ascending('name')
      .limit(10)
      .find();
    expect(page.items).toEqual([apparel]);
    expect(page.totalCount).toBe(1);
    const url = new URL(apiCalls(server)[0]!.url, 'http://x');
    const sent = JSON.parse(Buffer.from(url.searchParams.get('.r')!, 'base64url').toString());
    expect(sent).toEqual({
      query: {
        filter: { name: { $startsWith: 'App' } },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        paging: { limit: 10, offset: 0 },
      },
    });
  });

  it('gets one by id and by slug, on the collections module and the products module paths', async () => {
    const server = await fakePlatform({
      'GET /v2/collections/c1': { collection: apparel },
      'GET /v2/collections/slug/apparel': { collection: apparel },
      'GET /stores-reader/v1/collections/slug/apparel': { collection: apparel },
    });
    const client = clientOf(server, { collections, products });
    expect((await client.collections.getCollection('c1')).collection).toEqual(apparel);
    expect((await client.collections.getCollectionBySlug('apparel')).collection).toEqual(apparel);
    expect((await client.products.getCollectionBySlug('apparel')).collection).toEqual(apparel);
    expect(apiCalls(server).map((c) => c.url.split('?')[0])).toEqual([
      '/v2/collections/c1',
      '/v2/collections/slug/apparel',
      '/stores-reader/v1/collections/slug/apparel',
    ]);
  });
});

describe('categories (a Catalog V3 store)', () => {
  const home = {
    id: 'k1',
    name: 'Home',
    slug: 'home',
    visible: true,
    itemCounter: 3,
    revision: '1',
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedDate: '2026-01-02T00:00:00.000Z',
    treeReference: { appNamespace: '@wix/stores' },
  };

  it('queries the Stores tree by cursor, dates as Date', async () => {
    const server = await fakePlatform({
      'POST /categories/v1/categories/query': {
        categories: [home],
        pagingMetadata: { count: 1, cursors: {}, hasNext: false },
      },
    });
    const client = clientOf(server, { categories });
    const page = await client.categories.queryCategories().eq('visible', true).limit(20).find();
    expect(page.items[0]?.createdDate).toEqual(new Date('2026-01-01T00:00:00.000Z'));
    expect(apiCalls(server)[0]?.body).toEqual({
      query: { filter: { visible: true }, cursorPaging: { limit: 20 } },
      treeReference: { appNamespace: '@wix/stores' },
    });
  });

  it('gets one with the tree in dotted parameters', async () => {
    const server = await fakePlatform({ 'GET /categories/v1/categories/k1': { category: home } });
    const client = clientOf(server, { categories });
    const { category } = await client.categories.getCategory('k1');
    expect(category.updatedDate).toEqual(new Date('2026-01-02T00:00:00.000Z'));
    expect(apiCalls(server)[0]?.url).toContain('treeReference.appNamespace=%40wix%2Fstores');
  });
});
