import { GetOrderResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownerHeaders } from '../../../test/owner';
import { visitorToken } from '../../../test/build-app';
import { expectAppError } from '../../../test/harness';
import { ecomOrders } from '../../db/schema/checkout-orders';
import { storesVariants } from '../../db/schema/stores';
import { outboxOf } from '../../outbox/test-kit';
import type { CALLBACKS } from '../../modules/checkout/test-helpers';
import {
  addToCart,
  GOOD_FORM,
  hostedSession,
  product,
  redirectSession,
  setPremium,
  submit,
} from '../../modules/checkout/test-helpers';
import { callbackOf, storedCallback } from '../callback-test-kit';
import { useEcomCheckout } from './ecom-checkout-test-kit';

const { t, MUG, getCart, getOrder } = useEcomCheckout();

describe('placing the order on the hosted ecom checkout page', () => {
  beforeAll(() => setPremium(t.db, true));

  it('declined payment: no order, the cart is kept, back to postFlowUrl with paymentStatus', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG);
    const { sessionId, checkoutId: id } = await hostedSession(t.app, token);
    const res = await submit(t.app, sessionId, { ...GOOD_FORM, paymentOutcome: 'decline' });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/store');
    expect(location.searchParams.get('paymentStatus')).toBe('DECLINED');
    expect(location.searchParams.get('checkoutId')).toBe(id);
    expect(callbackOf(location)).toEqual({
      type: 'CHECKOUT',
      status: 'ERROR',
      error: 'PAYMENT_DECLINED',
    });
    expect(await storedCallback(t.db, 'checkout', sessionId)).toEqual(['CHECKOUT', 'ERROR']);
    expect(await t.db.select().from(ecomOrders).where(eq(ecomOrders.checkoutId, id))).toEqual([]);
    expect((await getCart(token)).json().cart.lineItems).toHaveLength(1);
    const noCallbacks = await hostedSession(t.app, token, {} as typeof CALLBACKS);
    const page = await submit(t.app, noCallbacks.sessionId, {
      ...GOOD_FORM,
      paymentOutcome: 'decline',
    });
    expect(page.statusCode).toBe(402);
    expect(page.body).toContain('Payment declined');
  });

  it('pays: one order, stock taken, cart emptied, redirect with orderId, events; twice is once', async () => {
    const token = await visitorToken(t.app);
    const hoodie = product('fleece-hoodie');
    const cart = await addToCart(t.app, token, hoodie, { options: { Size: 'M' } }, 2);
    const variantId = cart.lineItems[0].catalogReference.options.variantId;
    const stock = async () =>
      (await t.db.select().from(storesVariants).where(eq(storesVariants.id, variantId)))[0]
        ?.quantity;
    const before = await stock();
    const { sessionId, checkoutId: id } = await hostedSession(t.app, token);
    const first = await submit(t.app, sessionId);
    expect(first.statusCode, first.body).toBe(303);
    const location = new URL(first.headers.location as string);
    expect(location.searchParams.get('done')).toBe('1');
    expect(callbackOf(location)).toEqual({ type: 'CHECKOUT', status: 'SUCCESS' });
    expect(await storedCallback(t.db, 'checkout', sessionId)).toEqual(['CHECKOUT', 'SUCCESS']);
    const orderId = location.searchParams.get('orderId')!;
    const again = await submit(t.app, sessionId);
    expect([again.statusCode, again.headers.location]).toEqual([303, first.headers.location]);
    expect(await t.db.select().from(ecomOrders).where(eq(ecomOrders.checkoutId, id))).toHaveLength(
      1,
    );
    expect(await stock()).toBe(before! - 2);
    expectAppError(await getCart(token), 404, 'OWNED_CART_NOT_FOUND');

    const read = await getOrder(orderId, { authorization: token });
    expect(read.statusCode, read.body).toBe(200);
    const { order } = GetOrderResponse.parse(read.json());
    expect(order).toMatchObject({
      id: orderId,
      checkoutId: id,
      paymentStatus: 'PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      status: 'APPROVED',
      buyerInfo: { visitorId: cart.buyerInfo.visitorId, email: 'ada@example.com' },
      lineItems: [{ quantity: 2, productName: { original: 'Fleece Hoodie' } }],
      shippingInfo: {
        code: 'standard',
        logistics: { shippingDestination: { address: { city: 'New York', country: 'US' } } },
      },
      billingInfo: { contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } },
    });
    expect(Number(order.number)).toBeGreaterThanOrEqual(10001);
    expect(order.activities.map((a) => a.type)).toEqual(['ORDER_PLACED', 'ORDER_PAID']);
    expect(order.priceSummary.subtotal.amount).toBe('110');
    expect(order.purchasedDate).toBe(order.createdDate);
    const checkout = (
      await t.app.inject({
        method: 'GET',
        url: `/ecom/v1/checkouts/${id}`,
        headers: { authorization: token },
      })
    ).json().checkout;
    expect(checkout).toMatchObject({ completed: true, lineItems: [{ quantity: 2 }] });
    expect(checkout.priceSummary.total).toEqual({
      ...checkout.priceSummary.total,
      amount: order.priceSummary.total.amount,
    });

    const stranger = await getOrder(orderId, { authorization: await visitorToken(t.app) });
    expectAppError(stranger, 403, 'FORBIDDEN');
    expect((await getOrder(orderId, await ownerHeaders(t.db))).statusCode).toBe(200);
    const unknown = await getOrder(crypto.randomUUID(), { authorization: token });
    expectAppError(unknown, 404, 'ORDER_NOT_FOUND');
    const reopen = await redirectSession(t.app, token, id);
    expectAppError(reopen, 400, 'CHECKOUT_ALREADY_COMPLETED');
    const done = await t.app.inject({ method: 'GET', url: `/hosted/ecom-checkout/${sessionId}` });
    expect(done.body).toContain(`order #${order.number}`);

    const events = await outboxOf(t.db, [id, orderId, cart.id]);
    const ours = events.filter(
      (e) => !e.eventType.endsWith('cart_created') && !e.eventType.endsWith('cart_updated'),
    );
    expect(ours.map((e) => e.eventType)).toEqual([
      'wix.ecom.v1.checkout_created',
      'wix.ecom.v1.checkout_updated',
      'wix.ecom.v1.checkout_completed',
      'wix.ecom.v1.order_created',
      'wix.ecom.v1.order_approved',
      'wix.ecom.v1.order_payment_status_updated',
      'wix.ecom.v1.cart_deleted',
    ]);
    const of = (type: string) => ours.find((e) => e.eventType === `wix.ecom.v1.${type}`);
    expect(of('order_approved')?.payload).toMatchObject({
      order: { id: orderId, paymentStatus: 'PAID' },
    });
    expect(of('checkout_completed')?.payload).toMatchObject({ checkout: { id }, orderId });
    expect(of('order_created')).toMatchObject({
      entityFqdn: 'wix.ecom.v1.order',
      entityId: orderId,
    });
    expect(of('cart_deleted')?.payload).toMatchObject({ id: cart.id });
    // The hosted page acted for the visitor whose session it served.
    expect(ours.map((e) => e.identity)).toEqual(
      ours.map(() => expect.objectContaining({ identityType: 'ANONYMOUS_VISITOR' })),
    );
  });

  it('needs no address for a digital-only order, which has no shipping info', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, product('digital-recipe-book'));
    const { sessionId, checkoutId: id } = await hostedSession(t.app, token);
    const page = await t.app.inject({ method: 'GET', url: `/hosted/ecom-checkout/${sessionId}` });
    expect(page.body).not.toContain('name="addressLine1"');
    const res = await submit(t.app, sessionId, { email: 'bo@example.com', paymentOutcome: 'pay' });
    expect(res.statusCode, res.body).toBe(303);
    const [order] = await t.db.select().from(ecomOrders).where(eq(ecomOrders.checkoutId, id));
    expect(order).toMatchObject({
      shippingInfo: null,
      email: 'bo@example.com',
      paymentStatus: 'PAID',
    });
  });

  it('numbers orders per site in sequence', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const token = await visitorToken(t.app);
      await addToCart(t.app, token, MUG);
      const { sessionId, checkoutId: id } = await hostedSession(t.app, token);
      expect((await submit(t.app, sessionId)).statusCode).toBe(303);
      const [row] = await t.db.select().from(ecomOrders).where(eq(ecomOrders.checkoutId, id));
      numbers.push(row!.number);
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });
});
