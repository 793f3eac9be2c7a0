import { AppId, CartResponse, CartV2Response, CartV2SummaryResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { outboxTypes } from '../../../outbox/test-kit';
import { cartClient, MUG, TEE, teeOptions } from '../cart-test-kit';

const t = useTestApp();
const V2 = '/ecom/v2/carts';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function v2Client(headers: Record<string, string>) {
  return (method: Method, path: string, payload?: object) =>
    t.app.inject({ method, url: `${V2}${path}`, headers, ...(payload ? { payload } : {}) });
}
async function visitor() {
  const headers = { authorization: await visitorToken(t.app) };
  return { v2: v2Client(headers), v1: cartClient(t, headers) };
}
const item = (catalogItemId: string, quantity = 1, options?: object) => ({
  catalogReference: { appId: AppId.ecom, catalogItemId, ...(options ? { options } : {}) },
  quantity,
});
const cartOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return CartV2Response.parse(res.json()).cart;
};

describe('the current cart V2', () => {
  it('is created by the first add, merges options, changes quantities and removes lines', async () => {
    const { v2 } = await visitor();
    expectAppError(await v2('GET', '/current'), 404, 'CART_NOT_FOUND');
    const first = cartOf(
      await v2('POST', '/current/add-line-items', { catalogItems: [item(TEE, 1, teeOptions)] }),
    );
    const again = cartOf(
      await v2('POST', '/current/add-line-items', {
        catalogItems: [item(TEE, 2, teeOptions), item(MUG, 1)],
      }),
    );
    expect(again.id).toBe(first.id);
    expect(again.currentCart).toBe(true);
    const [tee, mug] = again.lineItems;
    expect(tee?.quantityInfo.requestedQuantity).toBe(3);
    expect(tee?.attributes.descriptionLines.map((d) => d.name.original)).toEqual(['Size', 'Color']);
    expect(again.subtotal.amount).toBe(String(Number(tee?.pricing.totalPrice.amount) + 14));
    expect(Number(again.revision)).toBeGreaterThan(Number(first.revision));

    const set = await v2('POST', '/current/update-line-items', {
      lineItems: [{ lineItemId: mug?.id, quantity: { newQuantity: 4 } }],
    });
    expect(cartOf(set).lineItems[1]?.quantityInfo.requestedQuantity).toBe(4);
    const unknown = await v2('POST', '/current/remove-line-items', {
      lineItemIds: ['0b4d5a36-0000-4000-8000-000000000000'],
    });
    expectAppError(unknown, 404, 'LINE_ITEM_NOT_FOUND_IN_CART');
    const removed = cartOf(
      await v2('POST', '/current/remove-line-items', { lineItemIds: [tee?.id] }),
    );
    expect(removed.lineItems.map((l) => l.id)).toEqual([mug?.id]);
    expect(await outboxTypes(t.db, first.id)).toEqual([
      'wix.ecom.v2.cart_created',
      'wix.ecom.v2.cart_updated',
      'wix.ecom.v2.cart_updated',
      'wix.ecom.v2.cart_updated',
    ]);
  });

  it('refuses what Cart V2 refuses, with its codes, and changes nothing', async () => {
    const { v2 } = await visitor();
    expectAppError(await v2('POST', '/current/add-line-items', {}), 400, 'NO_LINE_ITEMS_TO_ADD');
    const missing = await v2('POST', '/current/add-line-items', {
      catalogItems: [item('0b4d5a36-0000-4000-8000-000000000000')],
    });
    expectAppError(missing, 400, 'ITEM_NOT_FOUND_IN_CATALOG');
    expectValidationError(
      await v2('POST', '/current/add-line-items', { catalogItems: [item(MUG, 0)] }),
      ['catalogItems.0.quantity:MIN'].map((f) => f),
    );
  });

  it('puts a coupon on and takes it off, by the id the cart shows', async () => {
    const { v2 } = await visitor();
    await v2('POST', '/current/add-line-items', { catalogItems: [item(MUG, 2)] });
    const unknown = await v2('POST', '/current/add-coupon', { coupon: { code: 'NOPE' } });
    expectAppError(unknown, 400, 'INVALID_COUPON_CODE');
    const on = cartOf(await v2('POST', '/current/add-coupon', { coupon: { code: 'save10' } }));
    expect(on.coupons).toEqual([{ id: expect.any(String), code: 'SAVE10' }]);
    const twice = await v2('POST', '/current/add-coupon', { coupon: { code: 'SAVE10' } });
    expectAppError(twice, 400, 'COUPON_ALREADY_EXISTS');
    const estimate = CartV2SummaryResponse.parse(
      (await v2('POST', '/current/estimate', {})).json(),
    );
    expect(Number(estimate.summary.priceSummary.discount.amount)).toBeGreaterThan(0);
    expect(estimate.summary.discounts[0]?.source).toEqual({
      sourceType: 'COUPON',
      couponCode: 'SAVE10',
    });
    const wrongId = await v2('POST', '/current/remove-coupon', { couponId: 'other' });
    expectAppError(wrongId, 404, 'COUPON_NOT_FOUND_IN_CART');
    const off = cartOf(await v2('POST', '/current/remove-coupon', { couponId: on.coupons[0]?.id }));
    expect(off.coupons).toEqual([]);
  });

  it('sets and removes the delivery method; estimate prices it', async () => {
    const { v2 } = await visitor();
    await v2('POST', '/current/add-line-items', { catalogItems: [item(MUG, 1)] });
    const address = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' };
    cartOf(await v2('PATCH', '/current', { cart: { deliveryInfo: { address }, note: 'Hi' } }));
    const base = CartV2SummaryResponse.parse((await v2('POST', '/current/calculate', {})).json());
    const code = base.summary.deliverySummary.method?.code ?? '';
    expect(code).not.toBe('');
    const unknown = await v2('POST', '/current/set-delivery-method', {
      deliveryMethod: { code: 'teleport' },
    });
    expectAppError(unknown, 404, 'DELIVERY_METHOD_NOT_FOUND');
    const set = cartOf(
      await v2('POST', '/current/set-delivery-method', { deliveryMethod: { code } }),
    );
    expect(set.note).toBe('Hi');
    expect(set.deliveryInfo.method?.code).toBe(code);
    expect(set.deliveryInfo.address?.country).toBe('US');
    const removed = cartOf(await v2('POST', '/current/remove-delivery-method', {}));
    expect(removed.deliveryInfo.method).toBeUndefined();
  });

  it('has no gift cards to take, as a site without them answers', async () => {
    const { v2 } = await visitor();
    await v2('POST', '/current/add-line-items', { catalogItems: [item(MUG, 1)] });
    const add = await v2('POST', '/current/add-gift-card', { giftCard: { code: 'GIFT-1234' } });
    expectAppError(add, 400, 'INVALID_GIFT_CARD_CODE');
    const remove = await v2('POST', '/current/remove-gift-card', { giftCardId: 'any' });
    expectAppError(remove, 404, 'GIFT_CARD_NOT_FOUND_IN_CART');
  });
});

describe('one cart store, two wires', () => {
  it('reads a Cart V1 cart through Cart V2 and a Cart V2 change back through V1', async () => {
    const { v1, v2 } = await visitor();
    const v1Cart = CartResponse.parse((await v1.add(MUG, 2)).json()).cart;
    const read = cartOf(await v2('GET', '/current'));
    expect(read.id).toBe(v1Cart.id);
    expect(read.lineItems[0]?.id).toBe(v1Cart.lineItems[0]?.id);
    const byId = cartOf(await v2('GET', `/${v1Cart.id}`));
    expect(byId.id).toBe(v1Cart.id);
    await v2('POST', '/current/add-coupon', { coupon: { code: 'SAVE10' } });
    const back = CartResponse.parse((await v1.call('GET')).json()).cart;
    expect(back.appliedDiscounts[0]?.coupon?.code).toBe('SAVE10');
  });

  it('keeps a cart by id to its buyer and the site owner', async () => {
    const { v2 } = await visitor();
    const mine = cartOf(
      await v2('POST', '/current/add-line-items', { catalogItems: [item(MUG, 1)] }),
    );
    const other = await visitor();
    expectAppError(await other.v2('GET', `/${mine.id}`), 404, 'CART_NOT_FOUND');
    const owner = v2Client(await ownerHeaders(t.db));
    expect(cartOf(await owner('GET', `/${mine.id}`)).id).toBe(mine.id);
  });

  it('lets the owner create, change and delete a cart that is nobody’s current cart', async () => {
    const owner = v2Client(await ownerHeaders(t.db));
    const created = cartOf(
      await owner('POST', '', { catalogItems: [item(MUG, 3)], coupons: [{ code: 'SAVE10' }] }),
    );
    expect(created.currentCart).toBe(false);
    expect(created.coupons[0]?.code).toBe('SAVE10');
    const added = cartOf(
      await owner('POST', `/${created.id}/add-line-items`, {
        catalogItems: [item(TEE, 1, teeOptions)],
      }),
    );
    expect(added.lineItems).toHaveLength(2);
    expect((await owner('DELETE', `/${created.id}`)).statusCode).toBe(200);
    expectAppError(await owner('GET', `/${created.id}`), 404, 'CART_NOT_FOUND');
    expect(await outboxTypes(t.db, created.id)).toEqual([
      'wix.ecom.v2.cart_created',
      'wix.ecom.v2.cart_updated',
      'wix.ecom.v2.cart_deleted',
    ]);
  });

  it('answers on the path the official SDK sends', async () => {
    const { v2 } = await visitor();
    await v2('POST', '/current/add-line-items', { catalogItems: [item(MUG, 1)] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/_api/cart-v2/v2/carts/current',
      headers: { authorization: await visitorToken(t.app) },
    });
    expectAppError(res, 404, 'CART_NOT_FOUND');
  });
});
