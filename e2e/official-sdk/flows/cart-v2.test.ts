// Cart V2 through the official SDK: the current cart V2 (add with options, update quantity, coupon
// on and off, estimate), Cart V2's checkout URL, and the hosted checkout it opens, paid.
import { beforeAll, describe, expect, it } from 'vitest';
import { platformCli } from '../../fixtures/platform-cli';
import { line, productNamed } from '../kit/catalog';
import { visitorClient } from '../kit/clients';
import { BUYER } from '../kit/hosted';

describe('the current cart V2', () => {
  it('adds with options, changes a quantity, puts a coupon on and off, and estimates', async () => {
    const client = visitorClient();
    const tee = await productNamed(client, 'Classic Cotton T-Shirt');
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    const options = { Size: 'M', Color: 'Black' };
    await client.currentCartV2.addLineItemsToCurrentCart({
      catalogItems: [line(tee._id, 1, options)],
    });
    const { cart = {} } = await client.currentCartV2.addLineItemsToCurrentCart({
      catalogItems: [line(tee._id, 1, options), line(mug._id, 1)],
    });
    expect(cart._createdDate).toBeInstanceOf(Date);
    expect(cart.lineItems?.map((l) => l.quantityInfo?.requestedQuantity)).toEqual([2, 1]);
    const mugLine = cart.lineItems?.[1]?._id ?? '';

    const updated = await client.currentCartV2.updateLineItemsInCurrentCart({
      lineItems: [{ lineItemId: mugLine, quantity: { newQuantity: 3 } }],
    });
    expect(updated.cart?.lineItems?.[1]?.quantityInfo?.requestedQuantity).toBe(3);
    expect(Number(updated.cart?.subtotal?.amount)).toBeGreaterThan(Number(cart.subtotal?.amount));

    const withCoupon = await client.currentCartV2.addCouponToCurrentCart({ code: 'SAVE10' });
    const coupon = withCoupon.cart?.coupons?.[0];
    expect(coupon).toMatchObject({ _id: expect.any(String), code: 'SAVE10' });
    const estimate = await client.currentCartV2.estimateCurrentCart();
    expect(Number(estimate.summary?.priceSummary?.discount?.amount)).toBeGreaterThan(0);

    const without = await client.currentCartV2.removeCouponFromCurrentCart(coupon?._id ?? '');
    expect(without.cart?.coupons).toEqual([]);
    await client.currentCartV2.deleteCurrentCart();
    await expect(client.currentCartV2.getCurrentCart()).rejects.toThrow();
  });
});

describe('Cart V2 checkout URL', () => {
  beforeAll(async () => {
    await platformCli('sites', 'premium', 'on');
    return async () => {
      await platformCli('sites', 'premium', 'off');
    };
  });

  it('opens the hosted checkout for the cart, which takes the payment', async () => {
    const client = visitorClient();
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    const { cart } = await client.currentCartV2.addLineItemsToCurrentCart({
      catalogItems: [line(mug._id, 2)],
    });
    const { checkoutUrl = '' } = await client.cartV2.getCheckoutUrl(cart?._id ?? '');
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const paid = await fetch(checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ ...BUYER, paymentOutcome: 'pay', action: 'place-order' }),
      redirect: 'manual',
    });
    expect(paid.status, (await paid.clone().text()).slice(0, 500)).toBe(200);
    expect(await paid.text()).toContain('is placed and paid');
    // Cart V2 keeps the cart, marked as ordered; it is no longer the visitor's current cart.
    const placed = await client.cartV2.getCart(cart?._id ?? '');
    expect(placed).toMatchObject({ orderPlaced: true, orderId: expect.any(String) });
    await expect(client.currentCartV2.getCurrentCart()).rejects.toThrow();
  });
});
