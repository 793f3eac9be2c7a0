import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { currentCart } from './current-cart';

const iso = '2024-05-01T10:00:00.000Z';
const cart = () => ({ id: 'cart-1', createdDate: iso, updatedDate: iso, lineItems: [] });
const money = (amount: string) => ({
  amount,
  convertedAmount: amount,
  formattedAmount: `$${amount}`,
  formattedConvertedAmount: `$${amount}`,
});

describe('currentCart: coupons, updates, checkout and totals', () => {
  it('updates the cart with a comma-joined field mask and unwraps it', async () => {
    const server = await fakePlatform({ 'PATCH /ecom/v1/carts/current': { cart: cart() } });
    const client = clientOf(server, { currentCart });
    const updated = await client.currentCart.updateCurrentCart({
      couponCode: 'SAVE10',
      cartInfo: { buyerNote: 'Leave at the door' },
      fieldMask: ['couponCode', 'cartInfo.buyerNote'],
    });
    expect(updated.updatedDate).toEqual(new Date(iso));
    expect(apiCalls(server)).toEqual([
      {
        method: 'PATCH',
        url: '/ecom/v1/carts/current',
        body: {
          couponCode: 'SAVE10',
          cartInfo: { buyerNote: 'Leave at the door' },
          fieldMask: 'couponCode,cartInfo.buyerNote',
        },
      },
    ]);
  });

  it('removes the coupon and creates a checkout on the documented paths', async () => {
    const server = await fakePlatform({
      'POST /ecom/v1/carts/current/remove-coupon': { cart: cart() },
      'POST /ecom/v1/carts/current/create-checkout': { checkoutId: 'ch-1' },
    });
    const client = clientOf(server, { currentCart });
    const { cart: after } = await client.currentCart.removeCouponFromCurrentCart();
    const created = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    expect(after.createdDate).toEqual(new Date(iso));
    expect(created).toEqual({ checkoutId: 'ch-1' });
    expect(apiCalls(server)).toEqual([
      { method: 'POST', url: '/ecom/v1/carts/current/remove-coupon', body: {} },
      {
        method: 'POST',
        url: '/ecom/v1/carts/current/create-checkout',
        body: { channelType: 'WEB' },
      },
    ]);
  });

  it('estimates totals: the whole body comes back, with its cart transformed', async () => {
    const priceSummary = { subtotal: money('39.00'), total: money('42.12') };
    const server = await fakePlatform({
      'POST /ecom/v1/carts/current/estimate-totals': {
        cart: cart(),
        priceSummary,
        shippingInfo: {
          carrierServiceOptions: [
            {
              carrierId: 'c1',
              shippingOptions: [
                { code: 'std', logistics: { deliveryTimeSlot: { from: iso, to: iso } } },
              ],
            },
          ],
        },
        calculationErrors: {},
      },
    });
    const client = clientOf(server, { currentCart });
    const options = { calculateTax: true, calculateShipping: true };
    const estimate = await client.currentCart.estimateCurrentCartTotals(options);
    expect(estimate.cart.createdDate).toEqual(new Date(iso));
    expect(estimate.priceSummary).toEqual(priceSummary);
    const option = estimate.shippingInfo.carrierServiceOptions[0]?.shippingOptions[0];
    expect(option?.logistics.deliveryTimeSlot).toEqual({ from: new Date(iso), to: new Date(iso) });
    expect(apiCalls(server)[0]).toEqual({
      method: 'POST',
      url: '/ecom/v1/carts/current/estimate-totals',
      body: options,
    });
  });
});
