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

  it('counts a literal declared not served (it only answers No route) as no route', async () => {
    const [markCompleted] = await routeVerdicts([
      { method: 'GET', path: '/ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url' },
    ]);
    expect(markCompleted?.found).toBe(false);
    // Only the checkout's own PATCH /{id} is left on that path; the declared GET is not.
    expect(markCompleted?.allowed.map((route) => route.method)).toEqual(['PATCH']);
  });
});
