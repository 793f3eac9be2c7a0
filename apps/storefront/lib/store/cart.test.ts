import { ApplicationError } from '@headless/sdk';
import { describe, expect, it, vi } from 'vitest';
import type { PlatformClient } from '../platform/clients';
import { addItem, checkoutUrl, clearCart, readCart } from './cart';

const notFound = () =>
  new ApplicationError({
    message: 'Cart not found',
    code: 'OWNED_CART_NOT_FOUND',
    description: 'Cart not found',
  });

function clientWith(currentCart: Record<string, unknown>, redirects: Record<string, unknown> = {}) {
  return { currentCart, redirects } as unknown as PlatformClient;
}

describe('store cart', () => {
  it('reads no cart as null, and lets any other failure through', async () => {
    const missing = clientWith({
      estimateCurrentCartTotals: vi.fn().mockRejectedValue(notFound()),
    });
    await expect(readCart(missing)).resolves.toBeNull();
    const boom = new Error('boom');
    const broken = clientWith({ estimateCurrentCartTotals: vi.fn().mockRejectedValue(boom) });
    await expect(readCart(broken)).rejects.toBe(boom);
  });

  it('adds a product with its chosen options as one catalog line', async () => {
    const addToCurrentCart = vi.fn().mockResolvedValue({});
    const client = clientWith({
      addToCurrentCart,
      estimateCurrentCartTotals: vi.fn().mockRejectedValue(notFound()),
    });
    await addItem(client, 'p1', { Size: 'M' }, 2);
    await addItem(client, 'p2', {}, 1);
    expect(addToCurrentCart.mock.calls.map(([body]) => body)).toEqual([
      {
        lineItems: [
          {
            catalogReference: {
              appId: '1380b703-ce81-ff05-f115-39571d94dfcd',
              catalogItemId: 'p1',
              options: { options: { Size: 'M' } },
            },
            quantity: 2,
          },
        ],
      },
      {
        lineItems: [
          {
            catalogReference: {
              appId: '1380b703-ce81-ff05-f115-39571d94dfcd',
              catalogItemId: 'p2',
            },
            quantity: 1,
          },
        ],
      },
    ]);
  });

  it('clears a cart that is already gone without complaint', async () => {
    const client = clientWith({ deleteCurrentCart: vi.fn().mockRejectedValue(notFound()) });
    await expect(clearCart(client)).resolves.toBeNull();
  });

  it('checks out: a checkout from the cart, then the hosted page returning to /store', async () => {
    const createRedirectSession = vi
      .fn()
      .mockResolvedValue({ redirectSession: { fullUrl: 'http://platform/hosted/x' } });
    const client = clientWith(
      { createCheckoutFromCurrentCart: vi.fn().mockResolvedValue({ checkoutId: 'ch1' }) },
      { createRedirectSession },
    );
    const back = 'http://localhost:3680/store';
    await expect(checkoutUrl(client, back)).resolves.toBe('http://platform/hosted/x');
    expect(createRedirectSession).toHaveBeenCalledWith({
      ecomCheckout: { checkoutId: 'ch1' },
      callbacks: { postFlowUrl: back, thankYouPageUrl: back, cartPageUrl: back },
    });
  });
});
