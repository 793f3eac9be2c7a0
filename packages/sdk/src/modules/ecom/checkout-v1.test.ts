import { describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { checkout } from './checkout';

const iso = '2026-03-04T05:06:07.000Z';
const wire = {
  id: 'ch1',
  lineItems: [{ id: 'l1', quantity: 2 }],
  createdDate: iso,
  updatedDate: iso,
  shippingInfo: { shippingDestination: { address: { geocode: { latitude: '40.75' } } } },
};
const withCheckout = () => ({ checkout: structuredClone(wire) });
const catalogReference = { appId: 'stores', catalogItemId: 'p1' };
const BASE = '/ecom/v1/checkouts/ch1';

describe('Checkout V1', () => {
  it('calls the documented paths and turns every checkout’s dates into Date', async () => {
    const server = await fakePlatform({
      'POST /ecom/v1/checkouts': withCheckout(),
      'GET /ecom/v1/checkouts/by-cart-id/cart-1': withCheckout(),
      [`PATCH ${BASE}`]: withCheckout(),
      [`POST ${BASE}/add-to-checkout`]: withCheckout(),
      [`POST ${BASE}/update-line-items-quantity`]: withCheckout(),
      [`POST ${BASE}/remove-line-items`]: withCheckout(),
      [`POST ${BASE}/remove-coupon`]: withCheckout(),
      [`POST ${BASE}/remove-gift-card`]: withCheckout(),
      [`POST ${BASE}/remove-override-checkout-url`]: withCheckout(),
      [`GET ${BASE}/checkout-url`]: { checkoutUrl: 'http://p/hosted/x' },
      [`POST ${BASE}/create-order`]: { orderId: 'o1' },
      [`POST ${BASE}/mark-as-completed`]: {},
    });
    const api = clientOf(server, { checkout }).checkout;
    const lineItems = [{ catalogReference, quantity: 2 }];
    const created = await api.createCheckout({ lineItems, channelType: 'WEB' });
    const byCart = await api.getCheckoutByCartId('cart-1');
    const updated = await api.updateCheckout('ch1', { buyerNote: 'hi' }, { couponCode: 'SAVE10' });
    const added = await api.addToCheckout('ch1', { lineItems });
    const set = await api.updateLineItemsQuantity('ch1', [{ id: 'l1', quantity: 3 }]);
    const removed = await api.removeLineItems('ch1', ['l1']);
    const withs = [
      byCart,
      added,
      set,
      removed,
      await api.removeCoupon('ch1'),
      await api.removeGiftCard('ch1'),
      await api.removeOverrideCheckoutUrl('ch1'),
    ];
    const { checkoutUrl } = await api.getCheckoutUrl('ch1');
    const { orderId } = await api.createOrder('ch1');
    await expect(api.markCheckoutAsCompleted('ch1')).resolves.toBeUndefined();

    for (const found of [created, updated, ...withs.map((w) => w.checkout)]) {
      expect(found.id).toBe('ch1');
      expect(found.createdDate).toEqual(new Date(iso));
      expect(found.shippingInfo?.shippingDestination?.address?.geocode?.latitude).toBe(40.75);
    }
    expect([checkoutUrl, orderId]).toEqual(['http://p/hosted/x', 'o1']);
    expect(apiCalls(server).map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/ecom/v1/checkouts', { lineItems, channelType: 'WEB' }],
      ['GET', '/ecom/v1/checkouts/by-cart-id/cart-1?id=cart-1', undefined],
      ['PATCH', BASE, { checkout: { buyerNote: 'hi' }, couponCode: 'SAVE10' }],
      ['POST', `${BASE}/add-to-checkout`, { lineItems }],
      ['POST', `${BASE}/update-line-items-quantity`, { lineItems: [{ id: 'l1', quantity: 3 }] }],
      ['POST', `${BASE}/remove-line-items`, { lineItemIds: ['l1'] }],
      ['POST', `${BASE}/remove-coupon`, {}],
      ['POST', `${BASE}/remove-gift-card`, {}],
      ['POST', `${BASE}/remove-override-checkout-url`, {}],
      ['GET', `${BASE}/checkout-url?id=ch1`, undefined],
      ['POST', `${BASE}/create-order`, {}],
      ['POST', `${BASE}/mark-as-completed`, {}],
    ]);
  });

  it('maps the platform’s errors as every module does, field paths named by the arguments', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      if (req.url?.endsWith('/add-to-checkout')) {
        const fieldViolations = [
          { field: 'lineItems.0.quantity', description: 'too big', violatedRule: 'MAX' },
        ];
        return sendJson(res, 400, {
          message: 'bad',
          details: { validationError: { fieldViolations } },
        });
      }
      const applicationError = { code: 'CHECKOUT_IS_COMPLETE', description: 'Completed' };
      sendJson(res, 428, { message: 'Completed', details: { applicationError } });
    });
    const api = clientOf(server, { checkout }).checkout;
    const completed = await api.removeLineItems('ch1', ['l1']).catch((e: unknown) => e);
    expect(completed).toBeInstanceOf(ApplicationError);
    expect(completed).toMatchObject({ code: 'CHECKOUT_IS_COMPLETE', status: 428 });
    const invalid = await api
      .addToCheckout('ch1', { lineItems: [{ catalogReference, quantity: 1e6 }] })
      .catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect(invalid).toMatchObject({
      fieldViolations: [expect.objectContaining({ field: 'options.lineItems.0.quantity' })],
    });
  });
});
