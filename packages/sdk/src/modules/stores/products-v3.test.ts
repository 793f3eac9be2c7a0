import { describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { catalogVersioning } from './catalog-versioning';
import { productsV3 } from './products-v3';

const iso = '2026-01-02T03:04:05.000Z';
const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });
const hoodie = {
  id: 'p1',
  name: 'Hoodie',
  slug: 'hoodie',
  createdDate: iso,
  updatedDate: iso,
  actualPriceRange: { minValue: money('55.00'), maxValue: money('59.00') },
  variantsInfo: { variants: [{ id: 'v1', price: { actualPrice: money('59.00') } }] },
};
const listed = { products: [hoodie], pagingMetadata: { count: 1, cursors: {}, hasNext: false } };

const tokenOr = (handler: (url: string) => [number, unknown]) =>
  startServer((req, res) => {
    if (req.url === '/oauth2/token')
      return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
    const [status, body] = handler(req.url);
    sendJson(res, status, body);
  });

describe('catalogVersioning', () => {
  it('asks GET /stores/v3/provision/version', async () => {
    const server = await fakePlatform({
      'GET /stores/v3/provision/version': { catalogVersion: 'V3_CATALOG' },
    });
    const client = clientOf(server, { catalogVersioning });
    await expect(client.catalogVersioning.getCatalogVersion()).resolves.toEqual({
      catalogVersion: 'V3_CATALOG',
    });
  });
});

describe('productsV3', () => {
  it('queries with cursor paging and keeps every field, its dates as Date', async () => {
    const server = await fakePlatform({
      'POST /stores/v3/products/query': structuredClone(listed),
    });
    const client = clientOf(server, { productsV3 });
    const result = await client.productsV3
      .queryProducts({ fields: ['CURRENCY'] })
      .eq('slug', 'hoodie')
      .limit(10)
      .find();
    const [product] = result.items;
    expect(product?.createdDate).toEqual(new Date(iso));
    expect(product?.actualPriceRange.maxValue.formattedAmount).toBe('$59.00');
    expect(result.hasNext()).toBe(false);
    expect(apiCalls(server)[0]).toEqual({
      method: 'POST',
      url: '/stores/v3/products/query',
      body: {
        query: { filter: { slug: 'hoodie' }, cursorPaging: { limit: 10 } },
        fields: ['CURRENCY'],
      },
    });
  });

  it('gets by id (unwrapped) and by slug ({ product }), with variants; counts and searches', async () => {
    const server = await fakePlatform({
      'GET /stores/v3/products/p1': { product: structuredClone(hoodie) },
      'GET /stores/v3/products/slug/hoodie': { product: structuredClone(hoodie) },
      'POST /stores/v3/products/count': { count: 7 },
      'POST /stores/v3/products/search': { ...structuredClone(listed), aggregationData: {} },
    });
    const api = clientOf(server, { productsV3 }).productsV3;
    const byId = await api.getProduct('p1');
    const bySlug = await api.getProductBySlug('hoodie');
    expect(byId.updatedDate).toEqual(new Date(iso));
    expect(bySlug.product.variantsInfo?.variants[0]?.price.actualPrice.amount).toBe('59.00');
    await expect(api.countProducts({ filter: { visible: true } })).resolves.toEqual({ count: 7 });
    const found = await api.searchProducts({ search: { expression: 'hood' } });
    expect(found.products[0]?.createdDate).toEqual(new Date(iso));
    expect(apiCalls(server).map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/stores/v3/products/p1?productId=p1', undefined],
      ['GET', '/stores/v3/products/slug/hoodie?slug=hoodie', undefined],
      ['POST', '/stores/v3/products/count', { filter: { visible: true } }],
      ['POST', '/stores/v3/products/search', { search: { search: { expression: 'hood' } } }],
    ]);
  });

  it('maps a V3 call on a V1 site to an ApplicationError with the platform’s code', async () => {
    const applicationError = {
      code: 'CATALOG_VERSION_MISMATCH',
      description: 'This site is on Catalog V1',
      data: { siteCatalogVersion: 'V1_CATALOG', apiCatalogVersion: 'V3_CATALOG' },
    };
    const server = await tokenOr(() => [428, { message: 'x', details: { applicationError } }]);
    const error = await clientOf(server, { productsV3 })
      .productsV3.getProduct('p1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({
      status: 428,
      code: 'CATALOG_VERSION_MISMATCH',
      data: { siteCatalogVersion: 'V1_CATALOG' },
    });
  });

  it('names a bad field by the argument it came from', async () => {
    const violation = { field: 'fields', description: 'too many' };
    const server = await tokenOr(() => [
      400,
      { message: 'invalid', details: { validationError: { fieldViolations: [violation] } } },
    ]);
    const error = await clientOf(server, { productsV3 })
      .productsV3.getProductBySlug('hoodie', { fields: ['X'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]?.field).toBe('options.fields');
  });
});
