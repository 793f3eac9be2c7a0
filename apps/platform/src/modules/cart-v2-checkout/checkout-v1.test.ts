import { CreateOrderFromCheckoutResponse, GetCheckoutUrlResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ecomCarts } from '../../db/schema/ecom';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { outboxOf } from '../../outbox/test-kit';
import * as kit from '../checkout/test-helpers';

const t = useTestApp();
const HOODIE = kit.product('fleece-hoodie');

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });

/** A visitor's open checkout of a hoodie (size S unless named); `shipTo` sets its address. */
async function hoodieCheckout({ shipTo = true, size = 'S' } = {}) {
  const token = await visitorToken(t.app);
  const cart = await kit.addToCart(t.app, token, HOODIE, { options: { Size: size } });
  const id = await kit.checkoutId(t.app, token);
  if (shipTo) {
    const destination = { address: kit.ADDRESS };
    const res = await call('PATCH', `/ecom/v1/checkouts/${id}`, token, {
      checkout: { shippingInfo: { shippingDestination: destination } },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const variantId = cart.lineItems[0].catalogReference.options.variantId as string;
  return { token, id, cartId: cart.id as string, variantId };
}
const createOrder = (token: string, id: string) =>
  call('POST', `/ecom/v1/checkouts/${id}/create-order`, token);

describe('Checkout V1 checkout URL', () => {
  it('opens the hosted checkout of the checkout on a premium site; paying places the order', async () => {
    await kit.setPremium(t.db, false);
    const { token, id } = await hoodieCheckout();
    expectAppError(
      await call('GET', `/ecom/v1/checkouts/${id}/checkout-url`, token),
      403,
      'PREMIUM_REQUIRED',
    );
    await kit.setPremium(t.db, true);
    const stranger = await visitorToken(t.app);
    expectAppError(
      await call('GET', `/ecom/v1/checkouts/${id}/checkout-url`, stranger),
      404,
      'CHECKOUT_NOT_FOUND',
    );
    const res = await call('GET', `/ecom/v1/checkouts/${id}/wix-checkout-url`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.sunset).toBe('Mon, 01 Feb 2027 00:00:00 GMT');
    const url = new URL(GetCheckoutUrlResponse.parse(res.json()).checkoutUrl);
    const sessionId = url.pathname.split('/').pop() ?? '';
    expect(url.pathname).toBe(`/hosted/ecom-checkout/${sessionId}`);
    const paid = await kit.submit(t.app, sessionId, kit.GOOD_FORM);
    expect(paid.statusCode, paid.body).toBe(200);
    const orders = await t.db.select().from(ecomOrders).where(eq(ecomOrders.checkoutId, id));
    expect(orders).toHaveLength(1);
    expectAppError(
      await call('GET', `/ecom/v1/checkouts/${id}/checkout-url`, token),
      400,
      'CHECKOUT_ALREADY_COMPLETED',
    );
  });
});

describe('Create Order (Checkout V1)', () => {
  it('places the paid order of the checkout, deletes its cart, and refuses a second one', async () => {
    await kit.setPremium(t.db, true);
    const { token, id, cartId } = await hoodieCheckout();
    const res = await createOrder(token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.deprecation).toBeDefined();
    const { orderId } = CreateOrderFromCheckoutResponse.parse(res.json());
    const [order] = await t.db.select().from(ecomOrders).where(eq(ecomOrders.id, orderId));
    expect(order).toMatchObject({ checkoutId: id, paymentStatus: 'PAID', status: 'APPROVED' });
    expect(await t.db.select().from(ecomCarts).where(eq(ecomCarts.id, cartId))).toEqual([]);
    const events = (await outboxOf(t.db, [id, orderId])).map((e) => e.eventType);
    expect(events).toEqual(
      expect.arrayContaining(['wix.ecom.v1.checkout_completed', 'wix.ecom.v1.order_created']),
    );
    expectAppError(await createOrder(token, id), 409, 'CHECKOUT_ALREADY_PAID');
    const read = await call('GET', `/ecom/v1/orders/${orderId}`, token);
    expect(read.statusCode, read.body).toBe(200);
  });

  it('answers the reference’s refusals', async () => {
    await kit.setPremium(t.db, false);
    const unpaid = await hoodieCheckout();
    expectAppError(await createOrder(unpaid.token, unpaid.id), 428, 'SITE_NOT_ACCEPTING_PAYMENTS');
    await kit.setPremium(t.db, true);
    const nowhere = await hoodieCheckout({ shipTo: false });
    expectAppError(
      await createOrder(nowhere.token, nowhere.id),
      428,
      'NO_SELECTED_CARRIER_SERVICE_OPTION',
    );
    const sold = await hoodieCheckout({ size: 'M' });
    await kit.setStock(t.db, sold.variantId, 0);
    expectAppError(await createOrder(sold.token, sold.id), 428, 'FULL_OUT_OF_STOCK');
    expectAppError(await createOrder(await visitorToken(t.app), sold.id), 403, 'FORBIDDEN');
    expectAppError(
      await call('POST', `/ecom/v1/checkouts/${sold.id}/create-order-and-charge`, sold.token),
      404,
      'NOT_FOUND',
    );
  });

  it('sells a tracked stock of S at most S times, however many orders race for it', async () => {
    await kit.setPremium(t.db, true);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => hoodieCheckout()));
    const variantId = buyers[0]!.variantId;
    await kit.setStock(t.db, variantId, 2);
    const results = await Promise.all(buyers.map((b) => createOrder(b.token, b.id)));
    const codes = results.map((r) =>
      r.statusCode === 200 ? 'placed' : (r.json().details?.applicationError?.code as string),
    );
    expect(codes.sort()).toEqual([
      'FULL_OUT_OF_STOCK',
      'FULL_OUT_OF_STOCK',
      'FULL_OUT_OF_STOCK',
      'FULL_OUT_OF_STOCK',
      'placed',
      'placed',
    ]);
    expect(await kit.stockOf(t.db, variantId)).toBe(0);
  });
});
