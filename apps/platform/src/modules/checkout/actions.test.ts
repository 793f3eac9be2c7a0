import { GetCheckoutResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { outboxOf } from '../../outbox/test-kit';
import { addToCart, checkoutId, product } from './test-helpers';

const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(payload ? { payload } : {}),
  });
const checkoutOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return GetCheckoutResponse.parse(res.json()).checkout;
};

async function openCheckout() {
  const token = await visitorToken(t.app);
  const cart = await addToCart(t.app, token, product('ceramic-coffee-mug'));
  return { token, cartId: cart.id as string, id: await checkoutId(t.app, token) };
}

describe("Checkout V1's visitor calls", () => {
  it('takes the coupon off, and answers the checkout where there is nothing to remove', async () => {
    const { token, id } = await openCheckout();
    const withCoupon = checkoutOf(
      await call('PATCH', `/ecom/v1/checkouts/${id}`, token, {
        checkout: {},
        couponCode: 'SAVE10',
      }),
    );
    expect(withCoupon.appliedDiscounts?.length).toBe(1);
    const without = checkoutOf(await call('POST', `/ecom/v1/checkouts/${id}/remove-coupon`, token));
    expect(without.appliedDiscounts ?? []).toEqual([]);
    expect(Number(without.priceSummary?.total?.amount)).toBeGreaterThan(
      Number(withCoupon.priceSummary?.total?.amount),
    );
    const events = (await outboxOf(t.db, [id])).map((e) => e.eventType);
    expect(events.filter((e) => e === 'wix.ecom.v1.checkout_updated')).toHaveLength(2);
    for (const action of ['remove-gift-card', 'remove-override-checkout-url'])
      expect(checkoutOf(await call('POST', `/ecom/v1/checkouts/${id}/${action}`, token)).id).toBe(
        id,
      );
    const stranger = await visitorToken(t.app);
    expectAppError(
      await call('POST', `/ecom/v1/checkouts/${id}/remove-coupon`, stranger),
      403,
      'FORBIDDEN',
    );
  });

  it("finds the checkout of a cart, for the cart's buyer", async () => {
    const { token, cartId, id } = await openCheckout();
    expect(checkoutOf(await call('GET', `/ecom/v1/checkouts/by-cart-id/${cartId}`, token)).id).toBe(
      id,
    );
    const stranger = await visitorToken(t.app);
    expectAppError(
      await call('GET', `/ecom/v1/checkouts/by-cart-id/${cartId}`, stranger),
      403,
      'FORBIDDEN',
    );
    expectAppError(
      await call(
        'GET',
        '/ecom/v1/checkouts/by-cart-id/0b4d5a36-0000-4000-8000-000000000000',
        token,
      ),
      404,
      'CHECKOUT_NOT_FOUND',
    );
  });
});
