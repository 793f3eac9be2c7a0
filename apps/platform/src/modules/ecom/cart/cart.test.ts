import { AppId, CartResponse, DEMO_SITE_ID } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/harness';
import { installedApps } from '../../../db/schema/core';
import { ecomCarts } from '../../../db/schema/ecom';
import { createSecondSite } from '../../../seed/second-site';
import { seedId } from '../../../seed/seed-helpers';

const t = useTestApp();
const product = (key: string) => seedId(DEMO_SITE_ID, `product:${key}`);
const TEE = product('classic-cotton-t-shirt');
const CART = '/ecom/v1/carts/current';

const call = (token: string, method: 'GET' | 'DELETE', url = CART) =>
  t.app.inject({ method, url, headers: { authorization: token } });

function add(
  token: string,
  catalogItemId: string,
  options?: object,
  quantity = 1,
  appId: string = AppId.ecom,
) {
  return t.app.inject({
    method: 'POST',
    url: `${CART}/add-to-cart`,
    headers: { authorization: token },
    payload: {
      lineItems: [
        { catalogReference: { appId, catalogItemId, ...(options ? { options } : {}) }, quantity },
      ],
    },
  });
}

async function addOk(token: string, catalogItemId: string, options?: object, quantity = 1) {
  const res = await add(token, catalogItemId, options, quantity);
  expect(res.statusCode, res.body).toBe(200);
  return CartResponse.parse(res.json()).cart;
}

const appError = (res: { json(): { details: { applicationError: { code: string } } } }) =>
  res.json().details.applicationError.code;

describe('the current cart', () => {
  it('does not exist before the first add', async () => {
    const res = await call(await visitorToken(t.app), 'GET');
    expect(res.statusCode).toBe(404);
    expect(appError(res)).toBe('OWNED_CART_NOT_FOUND');
  });

  it('adds lines with prices, options and subtotal in the ecom shape', async () => {
    const token = await visitorToken(t.app);
    const cart = await addOk(token, TEE, { options: { Size: 'M', Color: 'Black' } }, 2);
    expect(cart.buyerInfo.visitorId).toBeDefined();
    expect(cart.buyerInfo.memberId).toBeUndefined();
    expect(cart.currency).toBe('USD');
    // The lines before discounts, as the real cart sends it (its SDK typings leave it out).
    expect(cart.subtotal).toEqual({
      amount: '50',
      convertedAmount: '50',
      formattedAmount: '$50.00',
      formattedConvertedAmount: '$50.00',
    });
    const [line] = cart.lineItems;
    expect(line).toMatchObject({
      quantity: 2,
      productName: { original: 'Classic Cotton T-Shirt', translated: 'Classic Cotton T-Shirt' },
      price: { amount: '25', formattedAmount: '$25.00' },
      lineItemPrice: { amount: '50' },
      catalogReference: {
        appId: AppId.ecom,
        catalogItemId: TEE,
        options: { options: { Size: 'M', Color: 'Black' } },
      },
      itemType: { preset: 'PHYSICAL' },
      availability: { status: 'AVAILABLE', quantityAvailable: 20 },
    });
    expect(line?.descriptionLines).toEqual([
      {
        name: { original: 'Size', translated: 'Size' },
        plainText: { original: 'M', translated: 'M' },
      },
      {
        name: { original: 'Color', translated: 'Color' },
        colorInfo: { original: 'Black', translated: 'Black', code: '#000000' },
      },
    ]);
    expect(line?.image?.url).toMatch(/^data:image\/svg\+xml/);
    expect((await call(token, 'GET')).json()).toEqual({ cart });
  });

  it('merges the same item and options into one line, whatever way the options were named', async () => {
    const token = await visitorToken(t.app);
    await addOk(token, TEE, { options: { Size: 'L', Color: 'White' } });
    const cart = await addOk(token, TEE, { options: { Color: '#FFFFFF', Size: 'L' } }, 2);
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([3]);
    const variantId = cart.lineItems[0]?.catalogReference.options?.variantId;
    const again = await addOk(token, TEE, { variantId });
    expect(again.lineItems.map((l) => l.quantity)).toEqual([4]);
    const other = await addOk(token, TEE, { options: { Size: 'S', Color: 'White' } });
    expect(other.lineItems.map((l) => l.quantity)).toEqual([4, 1]);
  });

  it('prices variants, discounts and digital items', async () => {
    const token = await visitorToken(t.app);
    await addOk(token, product('fleece-hoodie'), { options: { Size: 'L' } });
    await addOk(token, product('canvas-tote-bag'), { options: { Color: 'Natural' } });
    const cart = await addOk(token, product('digital-recipe-book'), undefined, 3);
    const [hoodie, tote, book] = cart.lineItems;
    expect(hoodie?.price.amount).toBe('59');
    expect(tote).toMatchObject({ price: { amount: '16.2' }, fullPrice: { amount: '18' } });
    expect(book).toMatchObject({ itemType: { preset: 'DIGITAL' }, price: { amount: '9.99' } });
    // Catalog prices after the product's own sale (the tote's 10% off), times the quantities.
    expect(cart.subtotal).toMatchObject({ amount: '105.17', formattedAmount: '$105.17' });
  });

  it('accepts both Stores app ids and rejects others', async () => {
    const token = await visitorToken(t.app);
    expect(
      (await add(token, product('ceramic-coffee-mug'), undefined, 1, AppId.storesCatalog))
        .statusCode,
    ).toBe(200);
    const res = await add(token, product('ceramic-coffee-mug'), undefined, 1, AppId.bookings);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations[0].field).toBe(
      'lineItems.0.catalogReference.appId',
    );
  });

  it('rejects unknown products, missing options, sold-out items and bad quantities', async () => {
    const token = await visitorToken(t.app);
    const unknown = await add(token, '6a1d7a43-0000-4000-8000-000000000000');
    expect([unknown.statusCode, appError(unknown)]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const missing = await add(token, TEE, { options: { Size: 'M' } });
    expect(missing.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'lineItems.0.catalogReference.options.options.Color',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    expect(
      (await add(token, TEE, { options: { Size: 'M', Color: 'Black', Fit: 'Slim' } })).statusCode,
    ).toBe(400);
    const soldOut = await add(token, product('limited-edition-print'));
    expect([soldOut.statusCode, appError(soldOut)]).toEqual([400, 'ITEM_OUT_OF_STOCK']);
    expect((await add(token, TEE, { options: { Size: 'XL', Color: 'Navy' } })).statusCode).toBe(
      400,
    );
    expect((await add(token, product('ceramic-coffee-mug'), undefined, 0)).statusCode).toBe(400);
    expect((await call(token, 'GET')).statusCode).toBe(404);
  });

  it('caps a line at the maximum quantity, across requests too, and changes nothing then', async () => {
    const token = await visitorToken(t.app);
    const mug = product('ceramic-coffee-mug');
    const line = { catalogReference: { appId: AppId.ecom, catalogItemId: mug }, quantity: 60_000 };
    const twice = await t.app.inject({
      method: 'POST',
      url: `${CART}/add-to-cart`,
      headers: { authorization: token },
      payload: { lineItems: [line, line] },
    });
    expect([twice.statusCode, appError(twice)]).toEqual([400, 'QUANTITY_LIMIT_EXCEEDED']);
    expect((await call(token, 'GET')).statusCode).toBe(404);
    expect((await addOk(token, mug, undefined, 60_000)).lineItems[0]?.quantity).toBe(60_000);
    const more = await add(token, mug, undefined, 60_000);
    expect([more.statusCode, appError(more)]).toEqual([400, 'QUANTITY_LIMIT_EXCEEDED']);
    const cart = CartResponse.parse((await call(token, 'GET')).json()).cart;
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([60_000]);
  });

  it('caps a line the same way when custom lines or a PATCH add to it (the transaction path)', async () => {
    const token = await visitorToken(t.app);
    const mug = product('ceramic-coffee-mug');
    await addOk(token, mug, undefined, 60_000);
    const lineItems = [
      { catalogReference: { appId: AppId.ecom, catalogItemId: mug }, quantity: 60_000 },
    ];
    const customLineItems = [
      { productName: { original: 'Gift wrap' }, price: '3.50', quantity: 1 },
    ];
    const refused = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `${CART}/add-to-cart`,
        headers: { authorization: token },
        payload: { lineItems, customLineItems },
      }),
      t.app.inject({
        method: 'PATCH',
        url: CART,
        headers: { authorization: token },
        payload: { lineItems },
      }),
    ]);
    expect(refused.map((r) => [r.statusCode, appError(r)])).toEqual([
      [400, 'QUANTITY_LIMIT_EXCEEDED'],
      [400, 'QUANTITY_LIMIT_EXCEEDED'],
    ]);
    const cart = CartResponse.parse((await call(token, 'GET')).json()).cart;
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([60_000]);
    expect(cart.customLineItems ?? []).toEqual([]);
  });
});

describe('ownership', () => {
  it('keeps every visitor to their own cart on their own site', async () => {
    const alice = await visitorToken(t.app);
    const bob = await visitorToken(t.app);
    const aliceCart = await addOk(alice, product('ceramic-coffee-mug'));
    expect((await call(bob, 'GET')).statusCode).toBe(404);
    const bobCart = await addOk(bob, product('ceramic-coffee-mug'), undefined, 5);
    expect(bobCart.id).not.toBe(aliceCart.id);
    expect(bobCart.buyerInfo.visitorId).not.toBe(aliceCart.buyerInfo.visitorId);
    expect((await call(alice, 'GET')).json().cart.lineItems[0].quantity).toBe(1);

    const other = await createSecondSite(t.db, { withData: true });
    const carol = await visitorToken(t.app, other.clientId);
    expect((await call(carol, 'GET')).statusCode).toBe(404);
    expect((await add(carol, product('ceramic-coffee-mug'))).statusCode).toBe(404);
    const theirMug = seedId(other.siteId, 'product:ceramic-coffee-mug');
    expect((await add(alice, theirMug)).statusCode).toBe(404);
    const carolCart = await addOk(carol, theirMug);
    expect(carolCart.id).not.toBe(aliceCart.id);
  });

  it('creates exactly one cart when a visitor’s first adds race', async () => {
    const token = await visitorToken(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => add(token, product('ceramic-coffee-mug'))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(results.map((r) => r.json().cart.id));
    expect(ids.size).toBe(1);
    const cart = CartResponse.parse((await call(token, 'GET')).json()).cart;
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([8]);
    const rows = await t.db
      .select()
      .from(ecomCarts)
      .where(eq(ecomCarts.ownerId, cart.buyerInfo.visitorId ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('updates the buyer note of an existing cart only', async () => {
    const token = await visitorToken(t.app);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: CART, headers: { authorization: token }, payload });
    const none = await patch({ cartInfo: { buyerNote: 'Gift, please' } });
    expect([none.statusCode, appError(none)]).toEqual([404, 'OWNED_CART_NOT_FOUND']);
    await addOk(token, product('ceramic-coffee-mug'));
    const res = await patch({ cartInfo: { buyerNote: 'Gift, please' } });
    expect(res.statusCode).toBe(200);
    expect(CartResponse.parse(res.json()).cart).toMatchObject({
      buyerNote: 'Gift, please',
      lineItems: [{ quantity: 1 }],
    });
    expect((await call(token, 'GET')).json().cart.buyerNote).toBe('Gift, please');
  });

  it('deletes the cart: then it is not found, and deleting again is harmless', async () => {
    const token = await visitorToken(t.app);
    await addOk(token, product('ceramic-coffee-mug'));
    const del = await call(token, 'DELETE');
    expect([del.statusCode, del.json()]).toEqual([200, {}]);
    const res = await call(token, 'GET');
    expect([res.statusCode, appError(res)]).toEqual([404, 'OWNED_CART_NOT_FOUND']);
    expect((await call(token, 'DELETE')).statusCode).toBe(200);
    const fresh = await addOk(token, product('ceramic-coffee-mug'));
    expect(fresh.lineItems.map((l) => l.quantity)).toEqual([1]);
  });

  it('requires the stores app', async () => {
    const token = await visitorToken(t.app);
    await t.db
      .delete(installedApps)
      .where(and(eq(installedApps.siteId, DEMO_SITE_ID), eq(installedApps.app, 'stores')));
    const res = await add(token, product('ceramic-coffee-mug'));
    expect([res.statusCode, appError(res)]).toEqual([403, 'APP_NOT_INSTALLED']);
    expect((await call(token, 'GET')).statusCode).toBe(403);
  });
});
