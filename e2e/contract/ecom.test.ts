// The store through the real SDK against the real platform: every current-cart call, checkout and
// order reads, and the errors a visitor meets on the way. Each test is a new visitor.
import { describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '@headless/sdk';
import { AppId } from '@headless/contract';
import { thrownBy, visitor } from './clients';

type Client = ReturnType<typeof visitor>;

async function productNamed(client: Client, name: string) {
  const { items } = await client.products.queryProducts().eq('name', name).find();
  const product = items[0];
  if (!product) throw new Error(`the demo site has no product named ${name}`);
  return product;
}

const line = (catalogItemId: string, quantity: number, options?: Record<string, string>) => ({
  catalogReference: {
    appId: AppId.ecom,
    catalogItemId,
    ...(options && { options: { options } }),
  },
  quantity,
});

async function cartWithMugs(client: Client, quantity: number) {
  const mug = await productNamed(client, 'Ceramic Coffee Mug');
  await client.currentCart.addToCurrentCart({ lineItems: [line(mug.id, quantity)] });
  return mug;
}

describe('current cart', () => {
  it('answers OWNED_CART_NOT_FOUND until the visitor adds something', async () => {
    const error = await thrownBy(() => visitor().currentCart.getCurrentCart());
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'OWNED_CART_NOT_FOUND' });
  });

  it('merges the same product and options into one line, and reads it back with Dates', async () => {
    const client = visitor();
    const tee = await productNamed(client, 'Classic Cotton T-Shirt');
    const { product } = await client.products.getProduct(tee.id);
    expect(product.name).toBe('Classic Cotton T-Shirt');
    const options = { Size: 'M', Color: 'Black' };
    await client.currentCart.addToCurrentCart({ lineItems: [line(tee.id, 1, options)] });
    const { cart } = await client.currentCart.addToCurrentCart({
      lineItems: [line(tee.id, 2, options)],
    });
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]?.quantity).toBe(3);
    // The real cart's subtotal (not in the official typings, in ours): three tees before discounts.
    expect(cart.subtotal).toMatchObject({ amount: '75', formattedAmount: '$75.00' });
    const read = await client.currentCart.getCurrentCart();
    expect(read.id).toBe(cart.id);
    expect(read.createdDate).toBeInstanceOf(Date);
    expect(read.subtotal).toEqual(cart.subtotal);
  });

  it('changes quantities, removes lines, and deletes the cart', async () => {
    const client = visitor();
    await cartWithMugs(client, 1);
    const { lineItems } = await client.currentCart.getCurrentCart();
    const id = lineItems[0]?.id ?? '';
    const { cart } = await client.currentCart.updateCurrentCartLineItemQuantity([
      { id, quantity: 4 },
    ]);
    expect(cart.lineItems[0]?.quantity).toBe(4);
    expect(cart.subtotal.amount).toBe('56');
    const removed = await client.currentCart.removeLineItemsFromCurrentCart([id]);
    expect(removed.cart.lineItems).toEqual([]);
    await client.currentCart.deleteCurrentCart();
    const error = await thrownBy(() => client.currentCart.getCurrentCart());
    expect(error).toMatchObject({ code: 'OWNED_CART_NOT_FOUND' });
  });

  it('applies SAVE10 to the estimate, removes it again, and refuses unknown coupons', async () => {
    const client = visitor();
    await cartWithMugs(client, 2);
    const unknown = await thrownBy(() =>
      client.currentCart.updateCurrentCart({ couponCode: 'NO-SUCH-COUPON' }),
    );
    expect(unknown).toMatchObject({ code: 'COUPON_NOT_FOUND' });
    const updated = await client.currentCart.updateCurrentCart({ couponCode: 'SAVE10' });
    expect(updated.appliedDiscounts[0]?.coupon).toMatchObject({
      id: expect.any(String),
      code: 'SAVE10',
      amount: { amount: '2.8' },
    });
    // The coupon is an applied discount: the subtotal stays the lines before discounts.
    expect(updated.subtotal.amount).toBe('28');
    const estimate = await client.currentCart.estimateCurrentCartTotals({
      calculateShipping: true,
      calculateTax: true,
    });
    const { subtotal, shipping, tax, discount, total } = estimate.priceSummary;
    expect(Number(subtotal.amount)).toBe(28);
    expect(estimate.cart.subtotal).toEqual(subtotal);
    expect(Number(discount.amount)).toBe(2.8);
    const sum = Number(subtotal.amount) + Number(shipping.amount) + Number(tax.amount);
    expect(Number(total.amount)).toBeCloseTo(sum - Number(discount.amount), 2);
    expect(estimate.appliedDiscounts.some((d) => d.coupon?.code === 'SAVE10')).toBe(true);
    const { cart } = await client.currentCart.removeCouponFromCurrentCart();
    expect(cart.appliedDiscounts).toEqual([]);
  });

  it('refuses a quantity of zero with a validation error and keeps the cart', async () => {
    const client = visitor();
    const mug = await cartWithMugs(client, 1);
    const error = await thrownBy(() =>
      client.currentCart.addToCurrentCart({ lineItems: [line(mug.id, 0)] }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    const cart = await client.currentCart.getCurrentCart();
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([1]);
  });

  it('keeps each visitor in their own cart', async () => {
    const owner = visitor();
    await cartWithMugs(owner, 1);
    const error = await thrownBy(() => visitor().currentCart.getCurrentCart());
    expect(error).toMatchObject({ code: 'OWNED_CART_NOT_FOUND' });
  });
});

describe('checkout and orders', () => {
  it('creates a checkout from the cart and reads it back', async () => {
    const client = visitor();
    await cartWithMugs(client, 2);
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
    });
    const checkout = await client.checkout.getCheckout(checkoutId);
    expect(checkout.id).toBe(checkoutId);
    expect(checkout.createdDate).toBeInstanceOf(Date);
    expect(checkout.lineItems.map((l) => [l.productName.original, l.quantity])).toEqual([
      ['Ceramic Coffee Mug', 2],
    ]);
    expect(Number(checkout.priceSummary.subtotal.amount)).toBe(28);
  });

  it('refuses the hosted store checkout on a site that is not premium', async () => {
    const client = visitor();
    await cartWithMugs(client, 1);
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart();
    const error = await thrownBy(() =>
      client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId },
        callbacks: { postFlowUrl: 'http://localhost:3000/store' },
      }),
    );
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'PREMIUM_REQUIRED' });
  });

  it('answers ORDER_NOT_FOUND for an order that is not the visitor’s', async () => {
    const error = await thrownBy(() =>
      visitor().orders.getOrder('00000000-0000-4000-8000-000000000000'),
    );
    expect(error).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});
