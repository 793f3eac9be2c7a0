// The product page's first byte waits for the product only (docs/benchmarks.md, Home page): the
// visitor's cart is read beside it and streams into the same response.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreApi } from './store-api';
import type { CartView, ProductDetailView } from './types';

const product = { id: 'p-1', name: 'Fleece Hoodie' } as ProductDetailView;
const store = { readProduct: vi.fn(), readCart: vi.fn() };

vi.mock('../site-info', () => ({
  requireApp: async () => null,
  redirectIfAppMissing: () => undefined,
}));
vi.mock('../platform/visitor', () => ({
  readAsVisitor: (_path: string, read: (client: unknown) => Promise<unknown>) => read({}),
}));
vi.mock('./store-api', () => ({ storeApiFor: async () => store as unknown as StoreApi }));

const { loadProductCart, loadProductPage } = await import('./load');

beforeEach(() => {
  store.readProduct.mockResolvedValue(product);
  store.readCart.mockReset();
});

describe("a product page's data", () => {
  it('is the product alone, whether or not the cart has answered', async () => {
    store.readCart.mockReturnValue(new Promise<never>(() => undefined));
    await expect(loadProductPage('fleece-hoodie')).resolves.toEqual({ product });
    expect(store.readCart).not.toHaveBeenCalled();
  });

  it("reads the visitor's cart on its own", async () => {
    const cart = { itemCount: 2 } as CartView;
    store.readCart.mockResolvedValue(cart);
    await expect(loadProductCart('fleece-hoodie')).resolves.toEqual({ cart });
  });

  it('puts a failed cart into words beside the product', async () => {
    store.readCart.mockRejectedValue(new Error('estimate failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadProductCart('fleece-hoodie')).resolves.toEqual({
      cart: null,
      cartError: 'Could not load your cart: estimate failed',
    });
  });
});
