import { GetCheckoutResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { ownerHeaders } from '../../../test/owner';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { outboxOf } from '../../outbox/test-kit';
import { createSecondSite } from '../../seed/second-site';
import { ADDRESS, addToCart, CART, checkoutId, createCheckout, product } from './test-helpers';

const t = useTestApp();

const TEE = product('classic-cotton-t-shirt');
const getCheckout = (id: string, headers: Record<string, string>, url?: string) =>
  t.app.inject({ method: 'GET', url: url ?? `/ecom/v1/checkouts/${id}?id=${id}`, headers });

describe('create checkout from the current cart', () => {
  it('creates a checkout its buyer reads back with lines, addresses, shipping and totals', async () => {
    const token = await visitorToken(t.app);
    const cart = await addToCart(t.app, token, TEE, { options: { Size: 'M', Color: 'Black' } }, 2);
    const id = await checkoutId(t.app, token, {
      channelType: 'WEB',
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
      billingAddress: { ...ADDRESS, city: 'Boston' },
      selectedShippingOption: { code: 'express' },
    });
    const res = await getCheckout(id, { authorization: token });
    expect(res.statusCode, res.body).toBe(200);
    const { checkout } = GetCheckoutResponse.parse(res.json());
    expect(checkout).toMatchObject({
      id,
      cartId: cart.id,
      channelType: 'WEB',
      completed: false,
      currency: 'USD',
      buyerInfo: { visitorId: cart.buyerInfo.visitorId, email: 'ada@example.com' },
      shippingInfo: {
        shippingDestination: { address: ADDRESS },
        selectedCarrierServiceOption: { code: 'express', title: 'Express delivery' },
      },
      billingInfo: { address: { city: 'Boston' } },
      lineItems: [{ quantity: 2, productName: { original: 'Classic Cotton T-Shirt' } }],
      membershipOptions: { eligibleMemberships: [], invalidMemberships: [] },
    });
    expect(checkout.priceSummary.subtotal.amount).toBe('50');
    expect(checkout.priceSummary.shipping.amount).toBe('14.99');
    expect(checkout.payNow).toEqual(checkout.priceSummary);
    expect(new Date(checkout.createdDate).getTime()).toBeGreaterThan(0);
    const alias = await t.app.inject({
      method: 'POST',
      url: '/_api/ecom-cart/v1/carts/current/create-checkout',
      headers: { authorization: token },
      payload: {},
    });
    expect(alias.statusCode).toBe(200);
    const events = await outboxOf(t.db, [id]);
    expect(events.map((e) => [e.eventType, e.entityFqdn])).toEqual([
      ['wix.ecom.v1.checkout_created', 'wix.ecom.v1.checkout'],
    ]);
    expect(events[0]?.payload).toMatchObject({ id, cartId: cart.id });
    expect(events[0]?.identity).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' });
  });

  it('refuses no cart, an empty cart, bad input and unknown shipping options', async () => {
    const token = await visitorToken(t.app);
    const none = await createCheckout(t.app, token);
    expectAppError(none, 404, 'OWNED_CART_NOT_FOUND');
    const cart = await addToCart(t.app, token, product('ceramic-coffee-mug'));
    const badEmail = await createCheckout(t.app, token, { email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().details.validationError.fieldViolations[0].field).toBe('email');
    const badChannel = await createCheckout(t.app, token, { channelType: 'FAX' });
    expect(badChannel.statusCode).toBe(400);
    const badOption = await createCheckout(t.app, token, {
      selectedShippingOption: { code: 'teleport' },
    });
    expect(badOption.json().details.validationError.fieldViolations[0].field).toBe(
      'selectedShippingOption.code',
    );
    await t.app.inject({
      method: 'POST',
      url: `${CART}/remove-line-items`,
      headers: { authorization: token },
      payload: { lineItemIds: [cart.lineItems[0].id] },
    });
    const empty = await createCheckout(t.app, token);
    expectAppError(empty, 400, 'CART_IS_EMPTY');
    expect((await createCheckout(t.app, '')).statusCode).toBe(401);
  });
});

describe('get checkout', () => {
  it('is readable by its buyer and the site owner only, and not from another site', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, product('ceramic-coffee-mug'));
    const id = await checkoutId(t.app, token);
    const stranger = await getCheckout(id, { authorization: await visitorToken(t.app) });
    expectAppError(stranger, 403, 'FORBIDDEN');
    const owner = await getCheckout(id, await ownerHeaders(t.db));
    expect(owner.statusCode).toBe(200);
    const other = await createSecondSite(t.db, { withData: true });
    const carol = await visitorToken(t.app, other.clientId);
    const foreign = await getCheckout(id, { authorization: carol });
    expectAppError(foreign, 404, 'CHECKOUT_NOT_FOUND');
    const unknown = await getCheckout('nope', { authorization: token });
    expectAppError(unknown, 404, 'CHECKOUT_NOT_FOUND');
  });

  it('does not read the SDK’s mark-checkout-as-completed-and-redirect-to-url as a checkout id', async () => {
    const path = '/ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url';
    const res = await getCheckout(
      '',
      { authorization: await visitorToken(t.app) },
      `${path}?token=x`,
    );
    expectAppError(res, 404, 'NOT_FOUND');
    expect(res.json().message).toBe(`No route GET ${path}`);
  });

  it('follows the cart until completion and is empty when the cart is gone', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, product('ceramic-coffee-mug'));
    const id = await checkoutId(t.app, token);
    await addToCart(t.app, token, product('ceramic-coffee-mug'));
    const read = async () => (await getCheckout(id, { authorization: token })).json().checkout;
    expect((await read()).lineItems[0].quantity).toBe(2);
    await t.app.inject({ method: 'DELETE', url: CART, headers: { authorization: token } });
    const gone = await read();
    expect(gone.lineItems).toEqual([]);
    expect(gone.priceSummary.total.amount).toBe('0');
  });
});
