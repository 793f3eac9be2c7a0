// The store through the official SDK: products, the current cart (options, quantities, coupon on
// and off, estimate, remove), a checkout, the hosted checkout paid, and the order.
import { beforeAll, describe, expect, it } from 'vitest';
import type { currentCart } from '@wix/ecom';
import { platformCli } from '../../fixtures/platform-cli';
import { line, productNamed } from '../kit/catalog';
import { CALLBACKS, visitorClient } from '../kit/clients';
import { BUYER, submitHostedForm } from '../kit/hosted';
import { newMember } from '../kit/members';

type Cart = currentCart.Cart;
/** Every field the SDK's Cart type declares that the local platform fills; the check is both ways:
 * the compiler refuses a name the type lacks, the test a field the platform sends beyond these. */
const CART_FIELDS = [
  '_id',
  'lineItems',
  'buyerNote',
  'buyerInfo',
  'currency',
  'conversionCurrency',
  'buyerLanguage',
  'siteLanguage',
  'taxIncludedInPrices',
  'weightUnit',
  'appliedDiscounts',
  'contactInfo',
  'selectedShippingOption',
  'overrideCheckoutUrl',
  'purchaseFlowId',
  'businessLocationId',
  'paymentCurrency',
  '_createdDate',
  '_updatedDate',
  'checkoutId',
  'extendedFields',
  'revision',
] as const satisfies readonly (keyof Cart)[];

describe('products', () => {
  it('queries the catalog and reads one product with its options', async () => {
    const client = visitorClient();
    const { items } = await client.products.queryProducts().limit(50).find();
    expect(items.length).toBeGreaterThan(1);
    const tee = await productNamed(client, 'Classic Cotton T-Shirt');
    const { product } = await client.products.getProduct(tee._id);
    expect(product?.name).toBe('Classic Cotton T-Shirt');
    expect(product?.productOptions?.map((o) => o.name)).toEqual(['Size', 'Color']);
  });
});

describe('current cart', () => {
  it('merges options into one line, changes its quantity, and removes it', async () => {
    const client = visitorClient();
    const tee = await productNamed(client, 'Classic Cotton T-Shirt');
    const options = { Size: 'M', Color: 'Black' };
    await client.currentCart.addToCurrentCart({ lineItems: [line(tee._id, 1, options)] });
    const { cart } = await client.currentCart.addToCurrentCart({
      lineItems: [line(tee._id, 2, options)],
    });
    expect(cart?.lineItems).toHaveLength(1);
    const lineId = cart?.lineItems?.[0]?._id ?? '';
    expect(cart?.lineItems?.[0]?.quantity).toBe(3);

    const changed = await client.currentCart.updateCurrentCartLineItemQuantity([
      { _id: lineId, quantity: 1 },
    ]);
    expect(changed.cart?.lineItems?.[0]?.quantity).toBe(1);
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 2)] });
    const removed = await client.currentCart.removeLineItemsFromCurrentCart([lineId]);
    expect(removed.cart?.lineItems?.map((l) => l.catalogReference?.catalogItemId)).toEqual([
      mug._id,
    ]);
  });

  it('applies a coupon with the fields the SDK types promise, estimates, and removes it', async () => {
    const client = visitorClient();
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 2)] });
    const cart = await client.currentCart.updateCurrentCart({ couponCode: 'SAVE10' });
    const coupon = cart.appliedDiscounts?.find((d) => d.coupon)?.coupon;
    expect(coupon).toMatchObject({ _id: expect.any(String), code: 'SAVE10' });

    const estimate = await client.currentCart.estimateCurrentCartTotals();
    const estimated = estimate.appliedDiscounts?.find((d) => d.coupon)?.coupon;
    expect(estimated).toMatchObject({ _id: coupon?._id, code: 'SAVE10' });
    expect(Number(estimate.priceSummary?.discount?.amount)).toBeGreaterThan(0);

    const without = await client.currentCart.removeCouponFromCurrentCart();
    expect(without.cart?.appliedDiscounts?.some((d) => d.coupon)).toBe(false);
  });

  it('sends only fields the SDK’s Cart type declares', async () => {
    const client = visitorClient();
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 1)] });
    await client.currentCart.updateCurrentCart({ couponCode: 'SAVE10' });
    const cart = await client.currentCart.getCurrentCart();
    const declared: readonly string[] = CART_FIELDS;
    expect(Object.keys(cart).filter((field) => !declared.includes(field))).toEqual([]);
  });
});

describe('checkout', () => {
  beforeAll(async () => {
    await platformCli('sites', 'premium', 'on');
    return async () => {
      await platformCli('sites', 'premium', 'off');
    };
  });

  it('goes from the cart to the hosted checkout, pays, and reads the order', async () => {
    const client = visitorClient();
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 2)] });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
    });
    expect(checkoutId).toEqual(expect.any(String));
    const read = await client.checkout.getCheckout(checkoutId ?? '');
    expect(read.lineItems?.[0]?.quantity).toBe(2);

    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: CALLBACKS,
    });
    const thanks = await submitHostedForm(redirectSession?.fullUrl ?? '', {
      ...BUYER,
      paymentOutcome: 'pay',
      action: 'place-order',
    });
    expect(`${thanks.origin}${thanks.pathname}`).toBe(CALLBACKS.thankYouPageUrl);
    const orderId = thanks.searchParams.get('orderId') ?? '';
    const order = await client.ecomOrders.getOrder(orderId);
    expect(order).toMatchObject({ _id: orderId, paymentStatus: 'PAID' });
    expect(order.lineItems?.[0]?.quantity).toBe(2);
  });

  it('lets a member list their own order’s fulfillments; another member is refused', async () => {
    const { client } = await newMember();
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 1)] });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
    });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: CALLBACKS,
    });
    const thanks = await submitHostedForm(redirectSession?.fullUrl ?? '', {
      ...BUYER,
      paymentOutcome: 'pay',
      action: 'place-order',
    });
    const orderId = thanks.searchParams.get('orderId') ?? '';
    const own = await client.orderFulfillments.listFulfillmentsForSingleOrder(orderId);
    expect(own.orderWithFulfillments).toMatchObject({ orderId, fulfillments: [] });
    const other = await newMember();
    await expect(
      other.client.orderFulfillments.listFulfillmentsForSingleOrder(orderId),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'FORBIDDEN' } } });
  });
});
