// Checkout V1 through the real SDK against the real platform: the buyer's line, coupon and
// completion calls, and the errors a visitor meets on a site that is not premium.
import { describe, expect, it } from 'vitest';
import { AppId } from '@headless/contract';
import { ValidationError } from '@headless/sdk';
import { applicationError, thrownBy, visitor } from './clients';

type Client = ReturnType<typeof visitor>;

async function productId(client: Client, name: string) {
  const { items } = await client.products.queryProducts().eq('name', name).find();
  if (!items[0]) throw new Error(`the demo site has no product named ${name}`);
  return items[0].id;
}

const line = (catalogItemId: string, quantity: number) => ({
  catalogReference: { appId: AppId.ecom, catalogItemId },
  quantity,
});

describe('Checkout V1', () => {
  it('adds, changes and removes lines, and the coupon, each answer priced again', async () => {
    const client = visitor();
    const mug = await productId(client, 'Ceramic Coffee Mug');
    const book = await productId(client, 'Digital Recipe Book');
    const created = await client.checkout.createCheckout({
      lineItems: [line(mug, 1)],
      channelType: 'WEB',
    });
    expect(created.createdDate).toBeInstanceOf(Date);
    const id = created.id;

    const { checkout: added } = await client.checkout.addToCheckout(id, {
      lineItems: [line(book, 1)],
    });
    expect(added.lineItems.map((l) => l.quantity)).toEqual([1, 1]);
    const mugLine = added.lineItems.find((l) => l.catalogReference?.catalogItemId === mug);
    const { checkout: more } = await client.checkout.updateLineItemsQuantity(id, [
      { id: mugLine?.id ?? '', quantity: 3 },
    ]);
    expect(Number(more.priceSummary.subtotal.amount)).toBeGreaterThan(
      Number(added.priceSummary.subtotal.amount),
    );
    const bookLine = more.lineItems.find((l) => l.catalogReference?.catalogItemId === book);
    const { checkout: fewer } = await client.checkout.removeLineItems(id, [bookLine?.id ?? '']);
    expect(fewer.lineItems.map((l) => l.quantity)).toEqual([3]);

    const withCoupon = await client.checkout.updateCheckout(id, {}, { couponCode: 'SAVE10' });
    expect(Number(withCoupon.priceSummary.discount.amount)).toBeGreaterThan(0);
    const { checkout: without } = await client.checkout.removeCoupon(id);
    expect(Number(without.priceSummary.discount.amount)).toBe(0);
    expect((await client.checkout.removeGiftCard(id)).checkout.id).toBe(id);
    expect((await client.checkout.removeOverrideCheckoutUrl(id)).checkout.id).toBe(id);

    await client.checkout.markCheckoutAsCompleted(id);
    const done = await thrownBy(() => client.checkout.removeLineItems(id, [mugLine?.id ?? '']));
    applicationError(done, 428, 'CHECKOUT_IS_COMPLETE');
  });

  it('finds the checkout by its cart, and refuses URL and order on a site that is not premium', async () => {
    const client = visitor();
    const mug = await productId(client, 'Ceramic Coffee Mug');
    const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [line(mug, 1)] });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
    });
    const { checkout } = await client.checkout.getCheckoutByCartId(cart.id);
    expect(checkout.id).toBe(checkoutId);

    const url = await thrownBy(() => client.checkout.getCheckoutUrl(checkoutId));
    applicationError(url, 403, 'PREMIUM_REQUIRED');
    const order = await thrownBy(() => client.checkout.createOrder(checkoutId));
    applicationError(order, 428, 'SITE_NOT_ACCEPTING_PAYMENTS');
  });

  it('names the argument of an invalid line', async () => {
    const client = visitor();
    const mug = await productId(client, 'Ceramic Coffee Mug');
    const { id } = await client.checkout.createCheckout({
      lineItems: [line(mug, 1)],
      channelType: 'WEB',
    });
    const error = await thrownBy(() =>
      client.checkout.addToCheckout(id, { lineItems: [line(mug, 0)] }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      fieldViolations: [expect.objectContaining({ field: 'options.lineItems.0.quantity' })],
    });
  });
});
