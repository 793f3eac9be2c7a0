import {
  AppId,
  CartV2Response,
  GetCheckoutUrlV2Response,
  PlaceOrderV2Response,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { outboxOf } from '../../outbox/test-kit';
import { GOOD_FORM, product, setPremium, submit } from '../checkout/test-helpers';

const t = useTestApp();
const MUG = product('ceramic-coffee-mug');
const ADDRESS = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' };
type Method = 'GET' | 'POST' | 'PATCH';

function client(headers: Record<string, string>) {
  return (method: Method, path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/ecom/v2/carts${path}`,
      headers,
      ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
    });
}
const cartOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return CartV2Response.parse(res.json()).cart;
};

/** A visitor's current cart with two mugs, and the site owner's client. */
async function visitorCart() {
  const visitor = client({ authorization: await visitorToken(t.app) });
  const item = { catalogReference: { appId: AppId.ecom, catalogItemId: MUG }, quantity: 2 };
  const cart = cartOf(await visitor('POST', '/current/add-line-items', { catalogItems: [item] }));
  return { visitor, owner: client(await ownerHeaders(t.db)), cart };
}

describe('a Cart V2 cart paid on the hosted checkout', () => {
  it('stays, marked as ordered with its order id, and is nobody’s current cart any more', async () => {
    await setPremium(t.db, true);
    const { visitor, cart } = await visitorCart();
    const url = GetCheckoutUrlV2Response.parse(
      (await visitor('POST', `/${cart.id}/get-checkout-url`)).json(),
    ).checkoutUrl;
    const sessionId = new URL(url).pathname.split('/').pop() ?? '';
    const paid = await submit(t.app, sessionId, { ...GOOD_FORM, paymentOutcome: 'pay' });
    expect(paid.statusCode, paid.body).toBe(200);

    const placed = cartOf(await visitor('GET', `/${cart.id}`));
    const [order] = await t.db.select().from(ecomOrders).where(eq(ecomOrders.id, placed.orderId!));
    expect(placed).toMatchObject({ orderPlaced: true, currentCart: false });
    expect(placed.lineItems).toHaveLength(1);
    expect(order?.lineItems[0]?.quantity).toBe(2);
    expectAppError(await visitor('GET', '/current'), 404, 'CART_NOT_FOUND');
    const events = await outboxOf(t.db, [cart.id]);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.ecom.v2.cart_created',
      'wix.ecom.v2.cart_updated',
    ]);
    expect(events[1]?.payload).toMatchObject({ orderPlaced: true, orderId: order?.id });

    const change = await visitor('POST', `/${cart.id}/add-coupon`, { coupon: { code: 'SAVE10' } });
    expectAppError(change, 428, 'CART_ALREADY_ORDERED');
    expectAppError(
      await visitor('POST', `/${cart.id}/get-checkout-url`),
      428,
      'CART_ALREADY_ORDERED',
    );
    const next = cartOf(
      await visitor('POST', '/current/add-line-items', {
        catalogItems: [
          { catalogReference: { appId: AppId.ecom, catalogItemId: MUG }, quantity: 1 },
        ],
      }),
    );
    expect(next.id).not.toBe(cart.id);
  });
});

describe('Place Order', () => {
  it('is the site owner’s or an app’s call, on a site that takes payments', async () => {
    const { visitor, owner, cart } = await visitorCart();
    expectAppError(await visitor('POST', `/${cart.id}/place-order`), 403, 'FORBIDDEN');
    await setPremium(t.db, false);
    const refused = await owner('POST', `/${cart.id}/place-order`);
    expectAppError(refused, 428, 'SITE_NOT_ACCEPTING_PAYMENTS');
    await setPremium(t.db, true);
    expectAppError(await owner('POST', `/${cart.id}/place-order`), 428, 'MISSING_DELIVERY_ADDRESS');
    expectValidationError(await owner('POST', `/${cart.id}/place-order`, { delayCapture: 'yes' }), [
      'delayCapture:VALIDATION',
    ]);
  });

  it('orders the cart at its delivery address, keeps it as ordered, and not twice', async () => {
    await setPremium(t.db, true);
    const { visitor, owner, cart } = await visitorCart();
    cartOf(await visitor('PATCH', '/current', { cart: { deliveryInfo: { address: ADDRESS } } }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/_api/cart-v2/v2/carts/${cart.id}/place-order`,
      headers: await ownerHeaders(t.db),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = PlaceOrderV2Response.parse(res.json());
    expect(placed.completed).toBe(true);
    const [order] = await t.db.select().from(ecomOrders).where(eq(ecomOrders.id, placed.orderId));
    expect(order).toMatchObject({ ownerType: 'ANONYMOUS_VISITOR', paymentStatus: 'PAID' });
    expect(order?.shippingInfo?.destination).toMatchObject({ address: { city: 'New York' } });
    expect(cartOf(await visitor('GET', `/${cart.id}`))).toMatchObject({
      orderPlaced: true,
      orderId: placed.orderId,
    });
    const again = await owner('POST', `/${cart.id}/place-order`);
    expectAppError(again, 428, 'CART_ALREADY_ORDERED');
  });

  it('refuses an empty cart', async () => {
    await setPremium(t.db, true);
    const { visitor, owner, cart } = await visitorCart();
    const lineId = cart.lineItems[0]?.id;
    cartOf(await visitor('POST', '/current/remove-line-items', { lineItemIds: [lineId] }));
    expectAppError(await owner('POST', `/${cart.id}/place-order`), 428, 'EMPTY_CART');
  });
});

describe('Mark Cart As Completed, upsells and forms', () => {
  it('marks the cart ordered once, with the order given, for its buyer', async () => {
    const { visitor, cart } = await visitorCart();
    const orderId = '6a1b5c3e-0000-4000-8000-00000000000a';
    const marked = cartOf(await visitor('POST', `/${cart.id}/mark-cart-as-completed`, { orderId }));
    expect(marked).toMatchObject({ orderPlaced: true, orderId, currentCart: false });
    const twice = cartOf(await visitor('POST', `/${cart.id}/mark-cart-as-completed`, {}));
    expect(twice.orderId).toBe(orderId);
    expect(twice.revision).toBe(marked.revision);
    const bad = await visitor('POST', `/${cart.id}/mark-cart-as-completed`, { orderId: 'x' });
    expectValidationError(bad, ['orderId:FORMAT']);
  });

  it('has no upsells to offer and no forms to fill', async () => {
    const { visitor, cart } = await visitorCart();
    const upsells = await visitor('GET', '/current/upsell-options');
    expect(upsells.statusCode, upsells.body).toBe(200);
    expect(upsells.json()).toEqual({ itemsUpsells: [] });
    const byId = await visitor('GET', `/${cart.id}/upsell-options`);
    expect(byId.json()).toEqual({ itemsUpsells: [] });
    const form = await visitor('POST', '/current/update-forms-submission', {
      formSubmissions: [{ id: '6a1b5c3e-0000-4000-8000-00000000000b' }],
    });
    expectAppError(form, 400, 'FORM_NOT_FOUND');
  });
});
