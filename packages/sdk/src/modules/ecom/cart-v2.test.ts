import { describe, expect, it } from 'vitest';
import { ApplicationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { cartV2 } from './cart-v2';
import { currentCartV2 } from './current-cart-v2';

const iso = '2026-03-04T05:06:07.000Z';
const money = (amount: string) => ({ amount, convertedAmount: amount });
const wireCart = {
  id: 'cart-1',
  createdDate: iso,
  updatedDate: iso,
  revision: '3',
  subtotal: money('59.00'),
  coupons: [{ id: 'cp1', code: 'SAVE10' }],
  lineItems: [
    {
      id: 'l1',
      quantityInfo: { requestedQuantity: 1, confirmedQuantity: 1, fixedQuantity: false },
      pricing: { unitPrice: money('59.00'), totalPrice: money('59.00') },
    },
  ],
};
const summary = { cartId: 'cart-1', priceSummary: { total: money('53.10') } };
const withCart = () => ({ cart: structuredClone(wireCart) });
const catalogReference = { appId: 'stores', catalogItemId: 'p1', options: { variantId: 'v1' } };

describe('currentCartV2', () => {
  it('calls the documented paths, keeps the subtotal and turns dates into Date', async () => {
    const base = '/ecom/v2/carts/current';
    const server = await fakePlatform({
      [`POST ${base}/add-line-items`]: withCart(),
      [`GET ${base}`]: withCart(),
      [`POST ${base}/update-line-items`]: withCart(),
      [`POST ${base}/add-coupon`]: withCart(),
      [`POST ${base}/remove-coupon`]: withCart(),
      [`POST ${base}/estimate`]: { ...withCart(), summary },
      [`DELETE ${base}`]: {},
    });
    const api = clientOf(server, { currentCartV2 }).currentCartV2;
    const added = await api.addLineItemsToCurrentCart({
      catalogItems: [{ catalogReference, quantity: 1 }],
    });
    const { cart } = await api.getCurrentCart();
    await api.updateLineItemsInCurrentCart({
      lineItems: [{ lineItemId: 'l1', quantity: { newQuantity: 2 } }],
    });
    await api.addCouponToCurrentCart({ code: 'SAVE10' });
    await api.removeCouponFromCurrentCart('cp1');
    const estimate = await api.estimateCurrentCart({ calculateTax: true });
    await expect(api.deleteCurrentCart()).resolves.toBeUndefined();

    expect(added.cart.id).toBe('cart-1');
    expect(cart.createdDate).toEqual(new Date(iso));
    const subtotal: string = cart.subtotal.amount;
    expect(subtotal).toBe('59.00');
    expect(estimate.cart.updatedDate).toEqual(new Date(iso));
    expect(estimate.summary.priceSummary.total.amount).toBe('53.10');
    expect(apiCalls(server).map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', `${base}/add-line-items`, { catalogItems: [{ catalogReference, quantity: 1 }] }],
      ['GET', base, undefined],
      [
        'POST',
        `${base}/update-line-items`,
        { lineItems: [{ lineItemId: 'l1', quantity: { newQuantity: 2 } }] },
      ],
      ['POST', `${base}/add-coupon`, { coupon: { code: 'SAVE10' } }],
      ['POST', `${base}/remove-coupon`, { couponId: 'cp1' }],
      ['POST', `${base}/estimate`, { calculateTax: true }],
      ['DELETE', base, undefined],
    ]);
  });

  it('surfaces a missing cart as an ApplicationError with Cart V2’s code', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      const applicationError = { code: 'CART_NOT_FOUND', description: 'No cart' };
      sendJson(res, 404, { message: 'No cart', details: { applicationError } });
    });
    const error = await clientOf(server, { currentCartV2 })
      .currentCartV2.getCurrentCart()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'CART_NOT_FOUND', status: 404 });
  });
});

describe('cartV2', () => {
  it('answers get, create and update unwrapped, the rest as { cart }, and the checkout URL', async () => {
    const server = await fakePlatform({
      'POST /ecom/v2/carts': withCart(),
      'GET /ecom/v2/carts/cart-1': withCart(),
      'PATCH /ecom/v2/carts/cart-1': withCart(),
      'POST /ecom/v2/carts/cart-1/remove-line-items': withCart(),
      'POST /ecom/v2/carts/cart-1/get-checkout-url': { checkoutUrl: 'http://p/hosted/x' },
      'DELETE /ecom/v2/carts/cart-1': {},
    });
    const api = clientOf(server, { cartV2 }).cartV2;
    const created = await api.createCart({ catalogItems: [{ catalogReference }] });
    const got = await api.getCart('cart-1');
    const updated = await api.updateCart('cart-1', { note: 'gift' });
    const removed = await api.removeLineItems('cart-1', ['l1']);
    const { checkoutUrl } = await api.getCheckoutUrl('cart-1');
    await api.deleteCart('cart-1');
    expect([created.id, got.id, updated.id, removed.cart.id]).toEqual(Array(4).fill('cart-1'));
    expect(got.createdDate).toEqual(new Date(iso));
    expect(checkoutUrl).toBe('http://p/hosted/x');
    expect(apiCalls(server).map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/ecom/v2/carts', { catalogItems: [{ catalogReference }] }],
      ['GET', '/ecom/v2/carts/cart-1?cartId=cart-1', undefined],
      ['PATCH', '/ecom/v2/carts/cart-1', { cart: { note: 'gift' } }],
      ['POST', '/ecom/v2/carts/cart-1/remove-line-items', { lineItemIds: ['l1'] }],
      ['POST', '/ecom/v2/carts/cart-1/get-checkout-url', {}],
      ['DELETE', '/ecom/v2/carts/cart-1?cartId=cart-1', undefined],
    ]);
  });
});
