import { DEMO_SITE_ID, GetOrderResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownerHeaders } from '../../test/owner';
import { visitorToken } from '../../test/build-app';
import { codeOf, expectAppError, useTestApp } from '../../test/harness';
import { ecomOrders } from '../db/schema/checkout-orders';
import { ecomCoupons } from '../db/schema/ecom-pricing';
import { storesVariants } from '../db/schema/stores';
import { outboxOf } from '../outbox/test-kit';
import {
  addToCart,
  CALLBACKS,
  CART,
  checkoutId,
  GOOD_FORM,
  hostedSession,
  product,
  redirectSession,
  setPremium,
  submit,
} from '../modules/checkout/test-helpers';
import { backLinkOf, callbackOf, storedCallback } from './callback-test-kit';
import { headingsOf, listItemsOf, siteContainerOf } from './landmarks-test-kit';

const t = useTestApp();

const MUG = product('ceramic-coffee-mug');
const TEE = product('classic-cotton-t-shirt');
const getCart = (token: string) =>
  t.app.inject({ method: 'GET', url: CART, headers: { authorization: token } });
const getOrder = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/ecom/v1/orders/${id}`, headers });

describe('the ecomCheckout redirect session', () => {
  it('is refused on a site that is not premium, then served once premium', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG);
    const id = await checkoutId(t.app, token);
    const refused = await redirectSession(t.app, token, id);
    expectAppError(refused, 403, 'PREMIUM_REQUIRED');
    await setPremium(t.db, true);
    const res = await redirectSession(t.app, token, id);
    expect(res.statusCode, res.body).toBe(200);
    const { redirectSession: session } = res.json();
    expect(session.fullUrl).toBe(`http://localhost:80/hosted/ecom-checkout/${session.id}`);
    expect(session.urlDetails.endpoint).toBe(session.fullUrl);
    const asBooking = await t.app.inject({
      method: 'GET',
      url: `/hosted/bookings-checkout/${session.id}`,
    });
    expect(asBooking.statusCode).toBe(404);
  });

  it('needs a checkout id of the caller, and http callbacks', async () => {
    await setPremium(t.db, true);
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG);
    const id = await checkoutId(t.app, token);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/redirect-session/v1/redirect-session',
      headers: { authorization: token },
      payload: { ecomCheckout: {} },
    });
    expect(missing.json().details.validationError.fieldViolations[0].field).toBe(
      'ecomCheckout.checkoutId',
    );
    const other = await redirectSession(t.app, await visitorToken(t.app), id);
    expectAppError(other, 404, 'CHECKOUT_NOT_FOUND');
    const badCallback = await redirectSession(t.app, token, id, {
      ...CALLBACKS,
      postFlowUrl: 'javascript:alert(1)',
    });
    expect(badCallback.statusCode).toBe(400);
  });
});

describe('the hosted ecom checkout page', () => {
  beforeAll(() => setPremium(t.db, true));

  it('shows items, totals, address fields, shipping options, coupon and payment choice', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG, undefined, 2);
    await addToCart(t.app, token, TEE, { options: { Size: 'M', Color: 'Black' } });
    const { sessionId } = await hostedSession(t.app, token);
    const res = await t.app.inject({ method: 'GET', url: `/hosted/ecom-checkout/${sessionId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // As apps' tests read the real page: in the container, each line's name then its price.
    const inside = siteContainerOf(res.body) ?? '';
    expect(headingsOf(inside)).toEqual(['h1 Checkout', 'h2 Order summary']);
    expect(listItemsOf(inside, 'Items')).toEqual([
      'Ceramic Coffee Mug $28.00 Quantity: 2',
      'Classic Cotton T-Shirt $25.00 Size: M Color: Black Quantity: 1',
    ]);
    for (const name of ['email', 'firstName', 'addressLine1', 'city', 'postalCode', 'country'])
      expect(res.body).toContain(`name="${name}"`);
    expect(res.body).toMatch(/name="shippingOption" value="standard"/);
    expect(res.body).toContain('value="apply-coupon"');
    expect(res.body).toMatch(/name="paymentOutcome"\s+value="pay"\s+checked/);
    expect(res.body).toMatch(/name="paymentOutcome"\s+value="decline"\s+\/>/);
    expect(backLinkOf(res.body)).toBe(
      'http://localhost:3000/store?callbackType=CHECKOUT&status=CANCELED',
    );
    const unknown = await t.app.inject({ method: 'GET', url: '/hosted/ecom-checkout/nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('explains missing address fields and a bad email, and orders nothing', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG);
    const { sessionId, checkoutId: id } = await hostedSession(t.app, token);
    const res = await submit(t.app, sessionId, {
      ...GOOD_FORM,
      email: 'nope',
      city: '',
      country: 'USA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Enter an email address like name@example.com.');
    expect(res.body).toContain('Enter the city.');
    expect(res.body).toContain('Enter the two-letter country code');
    expect(res.body).toMatch(/id="city"[^>]*aria-invalid="true"/);
    expect(await t.db.select().from(ecomOrders).where(eq(ecomOrders.checkoutId, id))).toEqual([]);
  });

  it('applies a valid coupon (re-priced), refuses an unknown one, and removes it', async () => {
    await t.db.insert(ecomCoupons).values({
      siteId: DEMO_SITE_ID,
      code: 'CK10',
      name: 'Ten off',
      discountType: 'PERCENTAGE',
      value: '10',
    });
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG, undefined, 2);
    const { sessionId } = await hostedSession(t.app, token);
    const bad = await submit(t.app, sessionId, { couponCode: 'NOPE', action: 'apply-coupon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The coupon NOPE is not valid for this order.');
    const good = await submit(t.app, sessionId, { couponCode: 'ck10', action: 'apply-coupon' });
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('Coupon CK10 applied.');
    expect(good.body).toContain('Discount');
    expect(good.body).toContain('value="remove-coupon"');
    const removed = await submit(t.app, sessionId, { action: 'remove-coupon' });
    expect(removed.body).toContain('Coupon removed.');
    expect(removed.body).not.toContain('value="remove-coupon"');
  });

  it('counts coupon uses and refuses an order whose coupon stopped applying', async () => {
    await t.db.insert(ecomCoupons).values({
      siteId: DEMO_SITE_ID,
      code: 'ONCE',
      name: 'One use',
      discountType: 'FIXED_AMOUNT',
      value: '1',
      usageLimit: 1,
    });
    const sessions = [];
    for (let i = 0; i < 2; i++) {
      const token = await visitorToken(t.app);
      await addToCart(t.app, token, MUG);
      const s = await hostedSession(t.app, token);
      const applied = await submit(t.app, s.sessionId, {
        couponCode: 'ONCE',
        action: 'apply-coupon',
      });
      expect(applied.body).toContain('Coupon ONCE applied.');
      sessions.push({ ...s, token });
    }
    expect((await submit(t.app, sessions[0]!.sessionId)).statusCode).toBe(303);
    const refused = await submit(t.app, sessions[1]!.sessionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('The coupon ONCE no longer applies');
    expect(refused.body).toContain(`href="/hosted/ecom-checkout/${sessions[1]!.sessionId}"`);
    expect((await getCart(sessions[1]!.token)).statusCode).toBe(200);
    const [coupon] = await t.db.select().from(ecomCoupons).where(eq(ecomCoupons.code, 'ONCE'));
    expect(coupon?.usedCount).toBe(1);
    const [order] = await t.db
      .select()
      .from(ecomOrders)
      .where(eq(ecomOrders.checkoutId, sessions[0]!.checkoutId));
    expect(order?.totals.discount).toBe(100);
    const removed = await submit(t.app, sessions[1]!.sessionId, { action: 'remove-coupon' });
    expect(removed.body).toContain('Coupon removed.');
    expect((await submit(t.app, sessions[1]!.sessionId)).statusCode).toBe(303);
  });

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
    expect(codeOf(await getCart(token))).toBe('OWNED_CART_NOT_FOUND');

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
