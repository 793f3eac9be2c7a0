import { describe, expect, it } from 'vitest';
import { routeVerdicts } from './route-verdicts';

describe('routeVerdicts', () => {
  it('tells a route, a method the path lacks (405), a parameter that took a literal, and nothing', async () => {
    const [served, wrongMethod, byParameter, none] = await routeVerdicts([
      { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' },
      { method: 'GET', path: '/ecom/v1/carts/current/add-to-cart' },
      { method: 'GET', path: '/bookings/v2/services/not-a-literal-route' },
      { method: 'GET', path: '/no/such/route' },
    ]);
    const post = { method: 'POST', params: {} };
    expect(served).toEqual({ found: true, params: {}, allowed: [post] });
    expect(wrongMethod).toEqual({ found: false, params: {}, allowed: [post] });
    expect(byParameter?.found).toBe(true);
    expect(Object.values(byParameter?.params ?? {})).toEqual(['not-a-literal-route']);
    expect(none).toEqual({ found: false, params: {}, allowed: [] });
  });

  it('counts a literal declared not served (it only answers No route) as no route, no 405', async () => {
    const verdicts = await routeVerdicts([
      { method: 'GET', path: '/ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url' },
      { method: 'GET', path: '/ecom/v2/carts/handle-async-checkout-completion' },
    ]);
    // The checkout's PATCH /{id} and the cart's PATCH and DELETE /{cartId} take the literal for
    // an id; they are not routes of the declared GET.
    const none = { found: false, params: {}, allowed: [] };
    expect(verdicts).toEqual([none, none]);
  });
});
