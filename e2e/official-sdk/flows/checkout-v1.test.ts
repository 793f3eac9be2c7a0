// Checkout V1's small visitor calls through the official SDK: the checkout of a cart found by the
// cart's id, its coupon put on and taken off, and the gift card and override URL it never holds.
import { describe, expect, it } from 'vitest';
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
