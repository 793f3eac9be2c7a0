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
/** The ecom money the real cart's `subtotal` is, which the SDK's Cart type leaves out. */
interface Subtotal {
  amount?: string;
  convertedAmount?: string;
  formattedAmount?: string;
  formattedConvertedAmount?: string;
}
/** The cart as real apps read it: the SDK's type plus the subtotal every real answer carries. */
type CartAsSent = Cart & { subtotal?: Subtotal };

/** Every field the SDK's Cart type declares that the local platform fills; the check is both ways:
 * the compiler refuses a name the type lacks, the test a field the platform sends beyond these
 * and the real cart's fields the typings miss (REAL_ONLY_FIELDS). */
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
/** Fields every real cart answer carries that the SDK's Cart type does not declare. */
const REAL_ONLY_FIELDS = ['subtotal'] as const;

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
    // As real apps read it (the store page of wix/wix-headless-example shows it): three tees.
    const read: CartAsSent = await client.currentCart.getCurrentCart();
    expect(read.subtotal).toEqual({
      amount: '75',
      convertedAmount: '75',
      formattedAmount: '$75.00',
      formattedConvertedAmount: '$75.00',
    });

    const changed = await client.currentCart.updateCurrentCartLineItemQuantity([
      { _id: lineId, quantity: 1 },
    ]);
    expect(changed.cart?.lineItems?.[0]?.quantity).toBe(1);
    const one: CartAsSent | undefined = changed.cart;
    expect(one?.subtotal?.formattedAmount).toBe('$25.00');
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

  it('sends the real cart’s fields: the SDK’s Cart type’s, and subtotal beyond it', async () => {
    const client = visitorClient();
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 1)] });
    const couponed: CartAsSent = await client.currentCart.updateCurrentCart({
      couponCode: 'SAVE10',
    });
    // Before discounts: the coupon is an applied discount, not taken from the subtotal.
    expect(couponed.subtotal?.amount).toBe('14');
    const cart = await client.currentCart.getCurrentCart();
    const known: readonly string[] = [...CART_FIELDS, ...REAL_ONLY_FIELDS];
    expect(Object.keys(cart).filter((field) => !known.includes(field))).toEqual([]);
    expect(Object.keys(cart)).toEqual(expect.arrayContaining([...REAL_ONLY_FIELDS]));
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
