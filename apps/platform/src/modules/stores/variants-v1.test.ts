import {
  DEMO_SITE_ID,
  GetProductResponse,
  ProductOptionsAvailabilityResponse,
  QueryProductVariantsResponse,
  QueryStoreVariantsResponse,
  V3_CLIENT_ID,
} from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { product } from '../checkout/test-helpers';

const t = useTestApp();
let visitor: Record<string, string>;

beforeAll(async () => {
  visitor = { authorization: await visitorToken(t.app) };
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = visitor) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const teeId = product('classic-cotton-t-shirt', DEMO_SITE_ID);
const hiddenId = product('gift-wrapping-kit', DEMO_SITE_ID);

describe('Catalog V1 store variants', () => {
  it('reads one by {productId}-{variantId}, as the product lists it', async () => {
    const { product: tee } = GetProductResponse.parse(
      await ok('GET', `/stores-reader/v1/products/${teeId}`),
    );
    const navyXl = tee.variants.find((v) => v.choices.Size === 'XL' && v.choices.Color === 'Navy')!;
    const { variant } = await ok(
      'GET',
      `/_api/catalog-reader-server/v1/variants/${teeId}-${navyXl.id}`,
    );
    expect(variant).toMatchObject({
      id: `${teeId}-${navyXl.id}`,
      variantId: navyXl.id,
      productId: teeId,
      productName: 'Classic Cotton T-Shirt',
      variantName: 'XL | Navy',
      choices: { Size: 'XL', Color: 'Navy' },
      stock: { trackQuantity: true, quantity: 0, inStock: false },
    });
    expect(variant.collectionIds).toEqual(tee.collectionIds);
    expectAppError(
      await call('GET', `/stores-reader/v1/variants/${teeId}-nope`),
      404,
      'VARIANT_NOT_FOUND',
    );
    expectAppError(await call('GET', '/stores-reader/v1/variants/nope'), 404, 'VARIANT_NOT_FOUND');
  });

  it('queries across products with filters and paging, hidden products left out', async () => {
    const body = QueryStoreVariantsResponse.parse(
      await ok('POST', '/stores-reader/v1/variants/query', {
        query: { filter: { productId: teeId, 'stock.inStock': false }, paging: { limit: 5 } },
      }),
    );
    expect(body.variants.map((v) => v.variantName)).toEqual(['XL | Navy']);
    expect(body.metadata).toEqual({ count: 1, offset: 0, total: 1 });
    const all = QueryStoreVariantsResponse.parse(
      await ok('POST', '/stores-reader/v1/variants/query', { query: { paging: { limit: 100 } } }),
    );
    expect(all.variants.map((v) => v.productId)).not.toContain(hiddenId);
    expectValidationError(
      await call('POST', '/stores-reader/v1/variants/query', { query: { filter: { price: 1 } } }),
      ['query.filter.price:FIELD_NOT_ALLOWED'],
    );
  });

  it("queries a product's variants by choices and by ids", async () => {
    const bySize = QueryProductVariantsResponse.parse(
      await ok('POST', `/stores-reader/v1/products/${teeId}/variants/query`, {
        choices: { Size: 'M' },
      }),
    );
    expect(bySize.variants.map((v) => v.choices.Color)).toEqual(['Black', 'White', 'Navy']);
    expect(bySize.totalResults).toBe(3);
    const one = bySize.variants[1]!;
    const byId = QueryProductVariantsResponse.parse(
      await ok('POST', `/stores-reader/v1/products/${teeId}/variants/query`, {
        variantIds: [one.id],
      }),
    );
    expect(byId.variants).toEqual([one]);
    expectAppError(
      await call('POST', `/stores-reader/v1/products/${hiddenId}/variants/query`, {}),
      404,
      'PRODUCT_NOT_FOUND',
    );
  });
});

describe('Catalog V1 product options availability', () => {
  it('leaves the choices a selection allows, and names the variant a whole selection buys', async () => {
    const url = `/stores-reader/v1/products/${teeId}/productOptionsAvailability`;
    const partial = ProductOptionsAvailabilityResponse.parse(
      await ok('POST', url, { options: { Size: 'XL' } }),
    );
    const colors = partial.productOptions.find((o) => o.name === 'Color')!.choices;
    expect(colors.map((c) => [c.description, c.inStock])).toEqual([
      ['Black', true],
      ['White', true],
      ['Navy', false],
    ]);
    expect(partial.selectedVariant).toBeUndefined();
    expect(partial.availableForPurchase).toBe(false);

    const whole = ProductOptionsAvailabilityResponse.parse(
      await ok('POST', url, { options: { Size: 'XL', Color: 'Black' } }),
    );
    expect(whole.selectedVariant).toMatchObject({ inStock: true, visible: true, quantity: 20 });
    expect(whole.availableForPurchase).toBe(true);
    const soldOut = ProductOptionsAvailabilityResponse.parse(
      await ok('POST', url, { options: { Size: 'XL', Color: 'Navy' } }),
    );
    expect(soldOut.availableForPurchase).toBe(false);
  });

  it('answers 428 on a Catalog V3 site', async () => {
    const v3 = { authorization: await visitorToken(t.app, V3_CLIENT_ID) };
    const res = await call('POST', '/stores-reader/v1/variants/query', {}, v3);
    expectAppError(res, 428, 'CATALOG_VERSION_MISMATCH');
  });
});
