// Cart V1 by id through the official SDK (`cart`): a visitor creates a cart beside the current
// one, reads and changes it by its id, estimates it, checks it out and deletes it; another visitor cannot see it.
import { describe, expect, it } from 'vitest';
import { line, productNamed } from '../kit/catalog';
import { visitorClient } from '../kit/clients';

describe('a cart by id (Cart V1)', () => {
  it('is created, read, changed, estimated and deleted by its buyer', async () => {
    const client = visitorClient();
    const tee = await productNamed(client, 'Classic Cotton T-Shirt');
    const mug = await productNamed(client, 'Ceramic Coffee Mug');
    const created = await client.cart.createCart({
      lineItems: [line(mug._id, 2)],
      cartInfo: { buyerNote: 'gift' },
    });
    const id = created._id ?? '';
    expect(created.buyerNote).toBe('gift');
    expect(created._createdDate).toBeInstanceOf(Date);
    // It is not the visitor's current cart.
    await expect(client.currentCart.getCurrentCart()).rejects.toThrow();

    const { cart: added } = await client.cart.addToCart(id, {
      lineItems: [line(tee._id, 1, { Size: 'M', Color: 'Black' })],
    });
    expect(added?.lineItems?.map((l) => l.quantity)).toEqual([2, 1]);
    const [mugLine, teeLine] = added?.lineItems ?? [];
    const { cart: set } = await client.cart.updateLineItemsQuantity(id, [
      { _id: mugLine?._id ?? '', quantity: 4 },
    ]);
    expect(set?.lineItems?.[0]?.quantity).toBe(4);
    const { cart: removed } = await client.cart.removeLineItems(id, [teeLine?._id ?? '']);
    expect(removed?.lineItems?.map((l) => l._id)).toEqual([mugLine?._id]);
    const updated = await client.cart.updateCart(id, { cartInfo: { buyerNote: 'later' } });
    expect(updated.buyerNote).toBe('later');
    expect((await client.cart.removeCoupon(id)).cart?._id).toBe(id);
    expect((await client.cart.removeBusinessLocation(id)).cart?._id).toBe(id);
    const estimate = await client.cart.estimateTotals(id, {});
    expect(Number(estimate.priceSummary?.subtotal?.amount)).toBe(
      4 * Number(mugLine?.price?.amount),
    );
    expect((await client.cart.getCart(id)).lineItems).toHaveLength(1);

    await expect(visitorClient().cart.getCart(id)).rejects.toMatchObject({
      details: { applicationError: { code: 'CART_NOT_FOUND' } },
    });
    const { checkoutId } = await client.cart.createCheckout(id, { channelType: 'WEB' });
    const checkout = await client.checkout.getCheckout(checkoutId ?? '');
    expect(checkout.lineItems?.[0]?.quantity).toBe(4);
    await client.cart.deleteCart(id);
    await expect(client.cart.getCart(id)).rejects.toThrow();
  });
});
