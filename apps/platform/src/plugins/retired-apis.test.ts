import { AppId, DEMO_SITE_ID } from '@headless/contract';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { visitorToken as visitorTokenOnAppClock } from '../../test/build-app';
import { expectAppError, useTestApp } from '../../test/harness';
import { RETIRED_APIS, retirementHeaders, type RetiredApi } from '../http/retired-apis';
import type { App } from '../kernel/app-type';
import { seedId } from '../seed/seed-helpers';

const generation = (name: string): RetiredApi => {
  const found = RETIRED_APIS.find((a) => a.name === name);
  if (!found) throw new Error(`no generation named ${name}`);
  return found;
};

const CART = ['/ecom/v1/carts/current', '/_api/ecom-cart/v1/carts/current'];
const CART_ACTIONS = [
  'add-to-cart',
  'remove-line-items',
  'update-line-items-quantity',
  'remove-coupon',
  'estimate-totals',
  'create-checkout',
];

/** Every route this platform serves for each generation, documented paths and aliases. */
const ROUTES: Record<string, [HTTPMethods, string][]> = {
  'Availability Calendar': [
    ['POST', '/availability-calendar/v1/availability/query'],
    ['POST', '/bookings/availability-calendar/v1/availability/query'],
    ['POST', '/bookings/v1/availability/query'],
    ['POST', '/_api/availability-calendar/v1/availability/query'],
    ['GET', '/v2/availability/schedule/:scheduleId'],
    ['GET', '/_api/availability-calendar/v2/availability/schedule/:scheduleId'],
    ['POST', '/v1/availability/multislot'],
    ['POST', '/_api/availability-calendar/v1/availability/multislot'],
  ],
  'Event ticket reservations (Orders V1)': [
    ['POST', '/events/v1/checkout/reservations'],
    ['DELETE', '/events/v1/checkout/reservations/:id'],
  ],
  'RSVP V1': [
    ['POST', '/events/v1/rsvp'],
    ['GET', '/events/v1/rsvp'],
    ['POST', '/events/v1/rsvp/query'],
    ['PATCH', '/events/v1/rsvp/:rsvpId'],
    ['DELETE', '/events/v1/events/:eventId/rsvp'],
  ],
  'Plans V1': [
    ['GET', '/pricing-plans/v2/plans/public'],
    ['POST', '/pricing-plans/v2/plans/public/query'],
    ['GET', '/pricing-plans/v2/plans/:id'],
    ['GET', '/pricing-plans/v2/plans'],
    ['GET', '/pricing-plans/v2/plans/stats'],
    ['POST', '/pricing-plans/v2/plans'],
    ['PATCH', '/pricing-plans/v2/plans/:id'],
    ['PUT', '/pricing-plans/v2/plans/:id/visibility'],
    ['POST', '/pricing-plans/v2/plans/:id/make-primary'],
    ['POST', '/pricing-plans/v2/plans/:id/archive'],
    ['POST', '/pricing-plans/v2/plans/clear-primary'],
  ],
  'Cart V1': CART.flatMap((base): [HTTPMethods, string][] => [
    ['GET', base],
    ['PATCH', base],
    ['DELETE', base],
    ...CART_ACTIONS.map((action): [HTTPMethods, string] => ['POST', `${base}/${action}`]),
  ]),
  'Checkout V1': [['GET', '/ecom/v1/checkouts/:id']],
};

const filled = (route: string) =>
  route.replace(/:[A-Za-z]+/g, '4b1c6e1e-0000-4000-8000-000000000001');

function expectRetirementHeaders(res: { headers: Record<string, unknown> }, api: RetiredApi) {
  const { deprecation, sunset, link } = retirementHeaders(api);
  expect(res.headers.deprecation).toBe(deprecation);
  expect(res.headers.sunset).toBe(sunset);
  expect(res.headers.link).toBe(link);
  expect(link).toContain(api.successorDocs);
}

/** A clock the test moves: the platform's "today" (2026-11-29) unless told otherwise. */
const clock = { now: () => new Date('2026-11-29T12:00:00Z') };
const at = (app: App, iso: string) => vi.spyOn(app.clock, 'now').mockReturnValue(new Date(iso));

/**
 * A visitor's token minted in real time: tokens are checked against the wall clock (plugins/auth.ts),
 * so one minted on the fixed clock above expires four hours after its noon, whatever the test does.
 */
async function visitorToken(app: App): Promise<string> {
  const wallTime = vi.spyOn(app.clock, 'now').mockImplementation(() => new Date());
  try {
    return await visitorTokenOnAppClock(app);
  } finally {
    wallTime.mockRestore();
  }
}

describe('retired APIs, served (the default)', () => {
  const t = useTestApp({ clock });

  it('lists every generation of the table with the routes it serves', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(RETIRED_APIS.map((a) => a.name).sort());
  });

  it.each(Object.entries(ROUTES))(
    '%s: every route answers, errors included, with Deprecation, Sunset and Link',
    async (name, routes) => {
      const api = generation(name);
      for (const [method, url] of routes) {
        expect(t.app.hasRoute({ method, url }), `${method} ${url} is registered`).toBe(true);
        const res = await t.app.inject({ method, url: filled(url), payload: {} });
        expect(res.body, `${method} ${url} is served`).not.toContain('API_REMOVED');
        expectRetirementHeaders(res, api);
      }
    },
  );

  it('answers a served call as before: the public plans with the headers', async () => {
    const authorization = await visitorToken(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/pricing-plans/v2/plans/public',
      headers: { authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('plans');
    expectRetirementHeaders(res, generation('Plans V1'));
  });

  it('puts none of the headers on a current API', async () => {
    const authorization = await visitorToken(t.app);
    for (const [method, url] of [
      ['POST', '/bookings/v2/services/query'],
      ['POST', '/events/v1/checkout/invoices/4b1c6e1e-0000-4000-8000-000000000001'],
      ['GET', '/health'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { authorization }, payload: {} });
      expect(res.headers.deprecation, url).toBeUndefined();
      expect(res.headers.sunset, url).toBeUndefined();
      expect(res.headers.link, url).toBeUndefined();
    }
  });
});

describe('retired APIs with PLATFORM_RETIRED_APIS=refuse', () => {
  const t = useTestApp({ clock, retiredApis: 'refuse' });

  it.each([
    'Availability Calendar',
    'Event ticket reservations (Orders V1)',
    'RSVP V1',
    'Plans V1',
  ])(
    '%s, past its removal date, answers 404 naming its successor, on every route',
    async (name) => {
      const api = generation(name);
      for (const [method, url] of ROUTES[name]!) {
        const res = await t.app.inject({ method, url: filled(url), payload: {} });
        const envelope = expectAppError(res, 404, 'API_REMOVED');
        expect(envelope.message).toContain(api.successor);
        expect(envelope.message).toContain(api.successorDocs);
        expect(envelope.details.applicationError?.data).toEqual({
          api: api.name,
          removedOn: api.removal,
          successor: api.successor,
          successorDocs: api.successorDocs,
        });
        expectRetirementHeaders(res, api);
      }
    },
  );

  it('refuses a signed-in caller as well: the API is gone for everyone', async () => {
    const authorization = await visitorToken(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/pricing-plans/v2/plans/public',
      headers: { authorization },
    });
    expectAppError(res, 404, 'API_REMOVED');
  });

  it('still serves Cart V1 and Checkout V1, whose removal (2027-02-01) is ahead', async () => {
    const authorization = await visitorToken(t.app);
    const mug = seedId(DEMO_SITE_ID, 'product:ceramic-coffee-mug');
    const cart = await t.app.inject({
      method: 'POST',
      url: '/ecom/v1/carts/current/add-to-cart',
      headers: { authorization },
      payload: {
        lineItems: [{ catalogReference: { appId: AppId.ecom, catalogItemId: mug }, quantity: 1 }],
      },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    expectRetirementHeaders(cart, generation('Cart V1'));
    const checkout = await t.app.inject({
      method: 'GET',
      url: '/ecom/v1/checkouts/4b1c6e1e-0000-4000-8000-000000000001',
      headers: { authorization },
    });
    expect(checkout.body).not.toContain('API_REMOVED');
    expectRetirementHeaders(checkout, generation('Checkout V1'));
  });

  it('refuses Cart V1 once the clock reaches its removal day, not a second before', async () => {
    const authorization = await visitorToken(t.app);
    const call = () =>
      t.app.inject({ method: 'GET', url: '/ecom/v1/carts/current', headers: { authorization } });
    const before = at(t.app, '2027-01-31T23:59:59Z');
    try {
      expect((await call()).body).not.toContain('API_REMOVED');
      before.mockReturnValue(new Date('2027-02-01T00:00:00Z'));
      const envelope = expectAppError(await call(), 404, 'API_REMOVED');
      expect(envelope.message).toContain('Cart V2');
    } finally {
      before.mockRestore();
    }
  });

  it('leaves current APIs alone', async () => {
    const authorization = await visitorToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/bookings/v2/services/query',
      headers: { authorization },
      payload: { query: {} },
    });
    expect(res.statusCode).toBe(200);
  });
});
