import {
  AppId,
  CartResponse,
  CreateCheckoutResponse,
  EstimateTotalsResponse,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';
import { outboxTypes } from '../../../outbox/test-kit';
import { cartClient, MUG, TEE, teeOptions } from '../cart-test-kit';

const t = useTestApp();
const CARTS = '/ecom/v1/carts';

const line = (catalogItemId: string, quantity = 1, options?: object) => ({
  catalogReference: { appId: AppId.ecom, catalogItemId, ...(options ? { options } : {}) },
  quantity,
});

async function caller(headers?: Record<string, string>) {
  const h = headers ?? { authorization: await visitorToken(t.app) };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', payload?: object) =>
    t.app.inject({ method, url: `${CARTS}${path}`, headers: h, ...(payload ? { payload } : {}) });
  return { headers: h, call };
}
const cartOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return CartResponse.parse(res.json()).cart;
};

describe('Cart V1 by id', () => {
  it('creates a cart that is not the current one, and changes it through every call', async () => {
    const { headers, call } = await caller();
    const created = cartOf(
      await call('POST', '', { lineItems: [line(MUG, 2)], cartInfo: { buyerNote: 'gift' } }),
    );
    expect(created.buyerNote).toBe('gift');
    expect(created.buyerInfo?.visitorId).toBeDefined();
    // The visitor's current cart is another one (none yet).
    expectAppError(await cartClient(t, headers).call('GET'), 404, 'OWNED_CART_NOT_FOUND');

    const id = created.id;
    expect(cartOf(await call('GET', `/${id}`)).lineItems[0]?.quantity).toBe(2);
    const added = cartOf(
      await call('POST', `/${id}/add-to-cart`, { lineItems: [line(TEE, 1, teeOptions)] }),
    );
    expect(added.lineItems).toHaveLength(2);
    const [mug, tee] = added.lineItems;
    const set = cartOf(
      await call('POST', `/${id}/update-line-items-quantity`, {
        lineItems: [{ id: mug?.id, quantity: 5 }],
      }),
    );
    expect(set.lineItems[0]?.quantity).toBe(5);
    const removed = cartOf(
      await call('POST', `/${id}/remove-line-items`, { lineItemIds: [tee?.id] }),
    );
    expect(removed.lineItems.map((l) => l.id)).toEqual([mug?.id]);
    // As the official SDK sends it: the cart's id in cartInfo too, the path named by it.
    const patched = cartOf(await call('PATCH', `/${id}`, { cartInfo: { id, buyerNote: 'later' } }));
    expect(patched.buyerNote).toBe('later');
    expect(cartOf(await call('POST', `/${id}/remove-coupon`)).id).toBe(id);
    expect(cartOf(await call('POST', `/${id}/remove-business-location`)).id).toBe(id);
    const estimate = await call('POST', `/${id}/estimate-totals`, {});
    expect(estimate.statusCode, estimate.body).toBe(200);
    const totals = EstimateTotalsResponse.parse(estimate.json());
    expect(totals.priceSummary.subtotal.amount).toBe(String(5 * 14));
    const checkout = await call('POST', `/${id}/create-checkout`, { channelType: 'WEB' });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { checkoutId } = CreateCheckoutResponse.parse(checkout.json());
    expect(cartOf(await call('GET', `/by-checkout-id/${checkoutId}`)).id).toBe(id);
    expectAppError(
      await (await caller()).call('GET', `/by-checkout-id/${checkoutId}`),
      403,
      'FORBIDDEN',
    );
    expect((await call('DELETE', `/${id}`)).json()).toEqual({});
    expectAppError(await call('GET', `/${id}`), 404, 'CART_NOT_FOUND');
    expect(await outboxTypes(t.db, id)).toEqual([
      'wix.ecom.v1.cart_created',
      ...Array(6).fill('wix.ecom.v1.cart_updated'),
      'wix.ecom.v1.cart_deleted',
    ]);
  });

  it('is its buyer’s and the site owner’s; to another visitor it does not exist', async () => {
    const buyer = await caller();
    const { id } = cartOf(await buyer.call('POST', '', { lineItems: [line(MUG)] }));
    const stranger = await caller();
    expectAppError(await stranger.call('GET', `/${id}`), 404, 'CART_NOT_FOUND');
    expectAppError(
      await stranger.call('POST', `/${id}/add-to-cart`, { lineItems: [line(MUG)] }),
      404,
      'CART_NOT_FOUND',
    );
    const owner = await caller(await ownerHeaders(t.db));
    expect(cartOf(await owner.call('GET', `/${id}`)).id).toBe(id);
    // The current cart by its id is the same cart, on the same store.
    const current = cartOf(await cartClient(t, buyer.headers).add(MUG));
    expect(cartOf(await buyer.call('GET', `/${current.id}`)).lineItems[0]?.quantity).toBe(1);
    expectAppError(await buyer.call('GET', '/not-a-uuid'), 404, 'CART_NOT_FOUND');
  });

  it('carries the retired-API headers Cart V1 carries', async () => {
    const { call } = await caller();
    const res = await call('POST', '', { lineItems: [line(MUG)] });
    expect(res.headers.deprecation).toBeDefined();
    expect(res.headers.sunset).toBe('Mon, 01 Feb 2027 00:00:00 GMT');
  });
});
