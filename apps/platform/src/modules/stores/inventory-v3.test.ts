import {
  GetInventoryItemV3Response,
  GetProductV3Response,
  QueryInventoryItemsV3Response,
  V3_CLIENT_ID,
  V3_SITE_ID,
} from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { addToCart, hostedSession, product, setPremium, submit } from '../checkout/test-helpers';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = await visitorToken(t.app, V3_CLIENT_ID);
});

const get = (url: string, authorization = token) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
const query = async (body: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/stores/v3/inventory-items/query',
    headers: { authorization: token },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return QueryInventoryItemsV3Response.parse(res.json());
};
const hoodieId = product('fleece-hoodie', V3_SITE_ID);

describe('Catalog V3 inventory items', () => {
  it('lists a product’s variants’ stock, filtered and paged by cursor', async () => {
    const body = await query({ query: { filter: { productId: hoodieId } } });
    expect(body.inventoryItems.map((i) => [i.product.variantName, i.quantity, i.inStock])).toEqual([
      ['S', 5, true],
      ['M', 8, true],
      ['L', 3, true],
    ]);
    const sold = await query({ query: { filter: { inStock: false } } });
    expect(sold.inventoryItems.map((i) => i.product.name)).toContain('Limited Edition Print');
    const page = await query({ query: { cursorPaging: { limit: 2 } } });
    expect(page.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
  });

  it('shows an order’s decrement, as V1’s stock and the V3 product do', async () => {
    const [large] = (
      await query({ query: { filter: { productId: hoodieId } } })
    ).inventoryItems.filter((i) => i.product.variantName === 'L');
    await addToCart(t.app, token, hoodieId, { variantId: large!.variantId }, 2);
    await setPremium(t.db, true, V3_SITE_ID);
    const { sessionId } = await hostedSession(t.app, token);
    const paid = await submit(t.app, sessionId);
    expect(paid.statusCode, paid.body).toBeLessThan(400);

    const res = await get(`/_api/inventory/v3/inventory-items/${large!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = GetInventoryItemV3Response.parse(res.json()).inventoryItem;
    expect(after).toMatchObject({ quantity: 1, inStock: true, availabilityStatus: 'IN_STOCK' });
    const hoodie = GetProductV3Response.parse(
      (await get(`/stores/v3/products/${hoodieId}`)).json(),
    ).product;
    const variant = hoodie.variantsInfo?.variants.find((v) => v.id === large!.variantId);
    expect(variant?.inventoryStatus.inStock).toBe(true);
  });

  it('answers 404 INVENTORY_ITEM_NOT_FOUND, and 428 on a V1 site', async () => {
    expectAppError(
      await get('/stores/v3/inventory-items/00000000-0000-4000-8000-000000000000'),
      404,
      'INVENTORY_ITEM_NOT_FOUND',
    );
    expectAppError(await get('/stores/v3/inventory-items/nope'), 404, 'INVENTORY_ITEM_NOT_FOUND');
    const v1 = await get('/stores/v3/inventory-items/nope', await visitorToken(t.app));
    expectAppError(v1, 428, 'CATALOG_VERSION_MISMATCH');
  });
});
