import {
  AppId,
  CartResponse,
  CartV2Response,
  GetProductV3Response,
  V3_CLIENT_ID,
  V3_SITE_ID,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectValidationError, useTestApp } from '../../../../test/harness';
import { cartClient, product } from '../cart-test-kit';

const t = useTestApp();
const HOODIE = product('fleece-hoodie', V3_SITE_ID);
const at = 'catalogItems.0.catalogReference';

async function onSite(clientId?: string) {
  const headers = { authorization: await visitorToken(t.app, clientId) };
  const v2 = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/ecom/v2/carts${path}`, headers, payload });
  return { headers, v2, v1: cartClient(t, headers) };
}
const ref = (catalogItemId: string, options?: object) => ({
  catalogReference: { appId: AppId.storesCatalog, catalogItemId, ...(options ? { options } : {}) },
  quantity: 1,
});

/** The Hoodie's size L variant as Catalog V3 shows it (get by slug carries the variants). */
async function hoodieL(headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/stores/v3/products/slug/fleece-hoodie',
    headers,
  });
  const { product: hoodie } = GetProductV3Response.parse(res.json());
  const l = hoodie.variantsInfo?.variants.find(
    (v) => v.choices[0]?.optionChoiceNames.choiceName === 'L',
  );
  return { hoodie, l: l! };
}

describe('line items on a Catalog V3 site', () => {
  it('name a V3 product and its variant, priced and described from the same catalog rows', async () => {
    const { headers, v2, v1 } = await onSite(V3_CLIENT_ID);
    const { hoodie, l } = await hoodieL(headers);
    const res = await v2('/current/add-line-items', {
      catalogItems: [ref(hoodie.id, { variantId: l.id })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = CartV2Response.parse(res.json()).cart.lineItems;
    expect(line?.pricing.unitPrice.amount).toBe(l.price.actualPrice.amount);
    expect(line?.pricing.unitPrice.amount).toBe('59');
    expect(line?.name.original).toBe(hoodie.name);
    expect(line?.attributes.image).toBe(hoodie.media.main?.url);
    expect(line?.attributes.descriptionLines.map((d) => d.plainText?.original)).toEqual(['L']);
    expect(line?.quantityInfo.availableQuantity).toBe(3);
    // As V3 sends it: the variant by id, no V1 option names.
    expect(line?.source?.catalogReference).toEqual({
      appId: AppId.storesCatalog,
      catalogItemId: hoodie.id,
      options: { variantId: l.id },
    });
    // Cart V1 on the same site takes the same reference, into the same line.
    const again = await v1.add(hoodie.id, 1, { variantId: l.id });
    const [v1Line] = CartResponse.parse(again.json()).cart.lineItems;
    expect(v1Line?.id).toBe(line?.id);
    expect(v1Line?.quantity).toBe(2);
  });

  it('refuses a Catalog V1 reference by option names, saying what V3 wants', async () => {
    const { headers, v2, v1 } = await onSite(V3_CLIENT_ID);
    const { hoodie, l } = await hoodieL(headers);
    const byNames = await v2('/current/add-line-items', {
      catalogItems: [ref(hoodie.id, { options: { Size: 'L' } })],
    });
    expectValidationError(byNames, [`${at}.options.variantId:REQUIRED_FIELD`]);
    expectValidationError(await v2('/current/add-line-items', { catalogItems: [ref(HOODIE)] }), [
      `${at}.options.variantId:REQUIRED_FIELD`,
    ]);
    const withModifier = await v2('/current/add-line-items', {
      catalogItems: [ref(hoodie.id, { variantId: l.id, options: { Size: 'L' } })],
    });
    expectValidationError(withModifier, [`${at}.options.options.Size:VALIDATION`]);
    expectValidationError(await v1.add(hoodie.id, 1, { options: { Size: 'L' } }), [
      'lineItems.0.catalogReference.options.variantId:REQUIRED_FIELD',
    ]);
  });
});

describe('line items on a Catalog V1 site', () => {
  it('take a V3-style reference by variant id as Catalog V1 does', async () => {
    const { v2 } = await onSite();
    const byNames = await v2('/current/add-line-items', {
      catalogItems: [ref(product('fleece-hoodie'), { options: { Size: 'L' } })],
    });
    const [line] = CartV2Response.parse(byNames.json()).cart.lineItems;
    const variantId = line?.source?.catalogReference.options?.variantId;
    expect(line?.source?.catalogReference.options?.options).toEqual({ Size: 'L' });
    const byId = await v2('/current/add-line-items', {
      catalogItems: [ref(product('fleece-hoodie'), { variantId })],
    });
    const cart = CartV2Response.parse(byId.json()).cart;
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]?.quantityInfo.requestedQuantity).toBe(2);
  });
});
