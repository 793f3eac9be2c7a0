import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { currentCart } from './current-cart';

const iso = '2024-05-01T10:00:00.000Z';
const wireCart = {
  id: 'cart-1',
  createdDate: iso,
  lineItems: [{ id: 'l1', quantity: 2, image: { url: 'u', urlExpirationDate: iso } }],
  subtotal: { amount: '50', convertedAmount: '50', formattedAmount: '$50.00' },
  contactInfo: { address: { geocode: { latitude: '1.5', longitude: 2 } } },
};
const cartRoute = { cart: structuredClone(wireCart) };
/** Cart fields the contract does not declare (yet); the transform still covers them. */
interface CartExtras {
  lineItems: { image: { urlExpirationDate: Date } }[];
  contactInfo: { address: { geocode: { latitude: number; longitude: number } } };
}

describe('currentCart', () => {
  it('calls the documented paths and transforms the cart', async () => {
    const server = await fakePlatform({
      'GET /ecom/v1/carts/current': cartRoute,
      'POST /ecom/v1/carts/current/add-to-cart': cartRoute,
      'POST /ecom/v1/carts/current/remove-line-items': cartRoute,
      'POST /ecom/v1/carts/current/update-line-items-quantity': cartRoute,
      'DELETE /ecom/v1/carts/current': {},
    });
    const client = clientOf(server, { currentCart });
    const catalogReference = { appId: 'app', catalogItemId: 'p1', options: { variantId: 'v' } };

    const added = await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference, quantity: 1 }],
    });
    const cart = await client.currentCart.getCurrentCart();
    await client.currentCart.removeLineItemsFromCurrentCart(['l1']);
    await client.currentCart.updateCurrentCartLineItemQuantity([{ id: 'l1', quantity: 3 }]);
    await expect(client.currentCart.deleteCurrentCart()).resolves.toBeUndefined();

    expect(added.cart.id).toBe('cart-1');
    expect(cart.createdDate).toEqual(new Date(iso));
    // Typed, unlike the official SDK's Cart: every real cart answer carries it.
    const subtotal: string = cart.subtotal.formattedAmount;
    expect(subtotal).toBe('$50.00');
    const extra = cart as unknown as CartExtras;
    expect(extra.lineItems[0]?.image.urlExpirationDate).toEqual(new Date(iso));
    expect(extra.contactInfo.address.geocode).toEqual({ latitude: 1.5, longitude: 2 });
    expect(apiCalls(server)).toEqual([
      {
        method: 'POST',
        url: '/ecom/v1/carts/current/add-to-cart',
        body: { lineItems: [{ catalogReference, quantity: 1 }] },
      },
      { method: 'GET', url: '/ecom/v1/carts/current', body: undefined },
      {
        method: 'POST',
        url: '/ecom/v1/carts/current/remove-line-items',
        body: { lineItemIds: ['l1'] },
      },
      {
        method: 'POST',
        url: '/ecom/v1/carts/current/update-line-items-quantity',
        body: { lineItems: [{ id: 'l1', quantity: 3 }] },
      },
      { method: 'DELETE', url: '/ecom/v1/carts/current', body: undefined },
    ]);
  });
});
