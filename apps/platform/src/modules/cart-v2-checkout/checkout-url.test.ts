import { AppId, CartV2Response, GetCheckoutUrlV2Response } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ecomCheckouts, ecomOrders } from '../../db/schema/checkout-orders';
import { GOOD_FORM, product, setPremium, submit } from '../checkout/test-helpers';

const t = useTestApp();
const MUG = product('ceramic-coffee-mug');

async function cartWithMug() {
  const headers = { authorization: await visitorToken(t.app) };
  const res = await t.app.inject({
    method: 'POST',
    url: '/ecom/v2/carts/current/add-line-items',
    headers,
    payload: {
      catalogItems: [{ catalogReference: { appId: AppId.ecom, catalogItemId: MUG }, quantity: 2 }],
    },
  });
  const cart = CartV2Response.parse(res.json()).cart;
  const checkoutUrl = (cartId = cart.id) =>
    t.app.inject({
      method: 'POST',
      url: `/_api/cart-v2/v2/carts/${cartId}/get-checkout-url`,
      headers,
      payload: {},
    });
  return { cart, checkoutUrl };
}

describe('Cart V2 checkout URL', () => {
  it('needs a premium site, and leaves no checkout behind when refused', async () => {
    await setPremium(t.db, false);
    const { cart, checkoutUrl } = await cartWithMug();
    expectAppError(await checkoutUrl(), 403, 'PREMIUM_REQUIRED');
    const made = await t.db.select().from(ecomCheckouts).where(eq(ecomCheckouts.cartId, cart.id));
    expect(made).toEqual([]);
  });

  it('opens the hosted checkout for the cart; paying places the order', async () => {
    await setPremium(t.db, true);
    const { cart, checkoutUrl } = await cartWithMug();
    const other = await cartWithMug();
    expectAppError(await other.checkoutUrl(cart.id), 404, 'CART_NOT_FOUND');
    const res = await checkoutUrl();
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(GetCheckoutUrlV2Response.parse(res.json()).checkoutUrl);
    const sessionId = url.pathname.split('/').pop() ?? '';
    expect(url.pathname).toBe(`/hosted/ecom-checkout/${sessionId}`);
    const paid = await submit(t.app, sessionId, { ...GOOD_FORM, paymentOutcome: 'pay' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [checkout] = await t.db
      .select()
      .from(ecomCheckouts)
      .where(eq(ecomCheckouts.cartId, cart.id));
    const orders = await t.db
      .select()
      .from(ecomOrders)
      .where(eq(ecomOrders.checkoutId, checkout?.id ?? ''));
    expect(orders).toHaveLength(1);
  });
});
