// Checkout V1's visitor calls through the official SDK: the checkout of a cart found by the
// cart's id, its coupon put on and taken off, the gift card and override URL it never holds; its
// lines added, changed and removed, its hosted checkout URL, and its order created and read back.
import { beforeAll, describe, expect, it } from 'vitest';
import { platformCli } from '../../fixtures/platform-cli';
import { line, productNamed } from '../kit/catalog';
import { visitorClient } from '../kit/clients';

describe('a Checkout V1 checkout', () => {
  it('is found by its cart, and loses its coupon on request', async () => {
    const client = visitorClient();
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 2)] });
    const { checkoutId = '' } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
    });
    const { checkout: found } = await client.checkout.getCheckoutByCartId(cart?._id ?? '');
    expect(found?._id).toBe(checkoutId);

    const withCoupon = await client.checkout.updateCheckout(
      checkoutId,
      {},
      { couponCode: 'SAVE10' },
    );
    expect(withCoupon.appliedDiscounts).toHaveLength(1);
    const { checkout: without } = await client.checkout.removeCoupon(checkoutId);
    expect(without?.appliedDiscounts ?? []).toEqual([]);
    expect((await client.checkout.removeGiftCard(checkoutId)).checkout?._id).toBe(checkoutId);
    const kept = await client.checkout.removeOverrideCheckoutUrl(checkoutId);
    expect(kept.checkout?._id).toBe(checkoutId);
  });
});

describe('a Checkout V1 checkout on a premium site', () => {
  beforeAll(async () => {
    await platformCli('sites', 'premium', 'on');
    return async () => {
      await platformCli('sites', 'premium', 'off');
    };
  });

  it('changes its lines, opens its hosted checkout, and becomes an order', async () => {
    const client = visitorClient();
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    const tee = await productNamed(client, 'Classic Cotton T-Shirt');
    await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 1)] });
    const { checkoutId = '' } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
    });

    const { checkout: added } = await client.checkout.addToCheckout(checkoutId, {
      lineItems: [line(tee._id, 1, { Size: 'M', Color: 'Black' })],
    });
    expect(added?.lineItems?.map((l) => l.quantity)).toEqual([1, 1]);
    const [mugLine, teeLine] = added?.lineItems ?? [];
    const { checkout: more } = await client.checkout.updateLineItemsQuantity(checkoutId, [
      { _id: mugLine?._id ?? '', quantity: 3 },
    ]);
    expect(more?.lineItems?.[0]?.quantity).toBe(3);
    const { checkout: fewer } = await client.checkout.removeLineItems(checkoutId, [
      teeLine?._id ?? '',
    ]);
    expect(fewer?.lineItems?.map((l) => l._id)).toEqual([mugLine?._id]);
    expect(Number(fewer?.priceSummary?.subtotal?.amount)).toBe(3 * Number(mugLine?.price?.amount));

    const { checkoutUrl = '' } = await client.checkout.getCheckoutUrl(checkoutId);
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ceramic Coffee Mug');

    await client.checkout.updateCheckout(checkoutId, {
      buyerInfo: { email: 'buyer@example.com' },
      shippingInfo: {
        shippingDestination: {
          address: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' },
        },
      },
    });
    const { orderId = '' } = await client.checkout.createOrder(checkoutId);
    const order = await client.ecomOrders.getOrder(orderId);
    expect(order).toMatchObject({ checkoutId, paymentStatus: 'PAID' });
    expect(order.lineItems?.map((l) => l.quantity)).toEqual([3]);
  });
});
