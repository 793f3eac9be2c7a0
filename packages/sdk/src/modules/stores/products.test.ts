import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { products } from './products';

describe('products', () => {
  it('gets one product by id as { product }, with its dates transformed', async () => {
    const product = {
      id: 'p1',
      name: 'Mug',
      createdDate: '2024-01-01T00:00:00.000Z',
      price: { price: 12.5 },
    };
    const server = await fakePlatform({ 'GET /stores-reader/v1/products/p1': { product } });
    const client = clientOf(server, { products });
    const result = await client.products.getProduct('p1');
    expect(result.product.createdDate).toEqual(new Date('2024-01-01T00:00:00.000Z'));
    expect(result.product.price?.price).toBe(12.5);
    expect(apiCalls(server)[0]?.url).toBe('/stores-reader/v1/products/p1?id=p1');
  });

  it('falls back to POST on the same path when the .r query is too long', async () => {
    const server = await fakePlatform({
      'POST /stores-reader/v1/products/query-platformized': {
        products: [],
        metadata: { total: 0 },
      },
    });
    const client = clientOf(server, { products });
    const ids = Array.from(
      { length: 200 },
      (_, i) => `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
    );
    const page = await client.products.queryProducts().in('id', ids).find();
    expect(page.items).toEqual([]);
    const [call] = apiCalls(server);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      query: { filter: { id: { $in: ids } }, paging: { limit: 50, offset: 0 } },
    });
  });
});
