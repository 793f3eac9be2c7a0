import { useTestApp } from '../../../test/harness';
import { CART, product } from '../../modules/checkout/test-helpers';

/** The app for a hosted ecom checkout test file, two seeded products, and reading carts and orders. */
export function useEcomCheckout() {
  const t = useTestApp();
  const MUG = product('ceramic-coffee-mug');
  const TEE = product('classic-cotton-t-shirt');
  const getCart = (token: string) =>
    t.app.inject({ method: 'GET', url: CART, headers: { authorization: token } });
  const getOrder = (id: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/ecom/v1/orders/${id}`, headers });
  return { t, MUG, TEE, getCart, getOrder };
}
