import { AppId, DEMO_SITE_ID } from '@headless/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { ownerHeaders } from '../../test/owner';
import { buildApp } from '../app';
import { seededServiceId } from '../modules/bookings/test-client';
import { newEvent } from '../modules/events/test-client';
import { writeSettings } from '../modules/identity/settings';
import { newPlan } from '../modules/pricing-plans/test-kit';
import { seedId } from '../seed/seed-helpers';
import { closeDb, createDb } from './client';
import type { App } from '../kernel/app-type';

/**
 * Every unique key a request can race for, raced through two instances on one database: each
 * answer is a success or the domain's own code, never the error handler's ALREADY_EXISTS fallback
 * (a unique violation no domain path caught) and never a 5xx.
 */
const t = useTestApp();
let second: App;
let db2: ReturnType<typeof createDb>;
let owner: Record<string, string>;
beforeAll(async () => {
  db2 = createDb(t.url, { max: 8 });
  second = await buildApp({ db: db2, logger: false });
  owner = await ownerHeaders(t.db);
});
afterAll(async () => {
  await second.close();
  await closeDb(db2);
});

type Method = 'POST' | 'PATCH';
const RACERS = 8;

/** `RACERS` copies of one request at once, alternating between the two instances. */
function race(method: Method, url: string, headers: Record<string, string>, payload: object) {
  return Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      (i % 2 ? second : t.app).inject({ method, url, headers, payload }),
    ),
  );
}

/** One request per url at once, as the owner, alternating between the two instances. */
function raceEach(method: Method, urls: string[], payloadOf: (i: number) => object) {
  return Promise.all(
    urls.map((url, i) =>
      (i % 2 ? second : t.app).inject({ method, url, headers: owner, payload: payloadOf(i) }),
    ),
  );
}

const codeOf = (res: LightMyRequestResponse): string | undefined =>
  res.statusCode === 200 ? undefined : res.json().details?.applicationError?.code;

/** Exactly one winner; every other racer gets `code` with `status`. */
function oneWinner(results: LightMyRequestResponse[], status: number, code: string) {
  expect(results.map((r) => r.statusCode).sort()).toEqual([
    200,
    ...Array<number>(RACERS - 1).fill(status),
  ]);
  expect(results.filter((r) => r.statusCode !== 200).map(codeOf)).toEqual(
    Array<string>(RACERS - 1).fill(code),
  );
}

function allSucceed(results: LightMyRequestResponse[]) {
  expect(results.map((r) => `${r.statusCode} ${codeOf(r) ?? ''}`)).toEqual(
    Array<string>(RACERS).fill('200 '),
  );
}

const distinct = (values: string[]) => expect(new Set(values).size).toBe(values.length);

describe('generated slugs', () => {
  it('give services created together with one name distinct slugs', async () => {
    const results = await race('POST', '/bookings/v2/services', owner, {
      service: { type: 'APPOINTMENT', name: 'Racing Service' },
    });
    allSucceed(results);
    distinct(results.map((r) => r.json().service.mainSlug.name));
  });

  it('give clones of one service made together distinct slugs', async () => {
    const results = await race('POST', '/bookings/v2/services/clone', owner, {
      sourceServiceId: seededServiceId('pilates-mat'),
    });
    allSucceed(results);
    distinct(results.map((r) => r.json().service.mainSlug.name));
  });

  it('give events created together with one title distinct slugs', async () => {
    const results = await race('POST', '/events/v3/events', owner, {
      event: newEvent({ title: 'Racing Event' }),
    });
    allSucceed(results);
    distinct(results.map((r) => r.json().event.slug));
  });

  it('give plans created together with one name distinct slugs', async () => {
    const results = await race('POST', '/pricing-plans/v2/plans', owner, {
      plan: newPlan({ name: 'Racing Plan' }),
    });
    allSucceed(results);
    distinct(results.map((r) => r.json().plan.slug));
  });
});

describe('a chosen slug', () => {
  it('goes to one service; the others hear SLUG_ALREADY_EXISTS', async () => {
    const created = await race('POST', '/bookings/v2/services', owner, {
      service: { type: 'APPOINTMENT', name: 'Slug Seeker' },
    });
    const urls = created.map((r) => `/bookings/v2/services/${r.json().service.id}/slugs/custom`);
    const results = await raceEach('POST', urls, () => ({ slug: 'the-one-slug' }));
    oneWinner(results, 400, 'SLUG_ALREADY_EXISTS');
  });

  it('goes to one updated event; the others hear SLUG_ALREADY_EXISTS', async () => {
    const created = await race('POST', '/events/v3/events', owner, {
      event: newEvent({ title: 'Renamed Racer' }),
    });
    const ids = created.map((r) => r.json().event.id as string);
    const urls = ids.map((id) => `/events/v3/events/${id}`);
    const results = await raceEach('PATCH', urls, () => ({ event: { slug: 'updated-slug' } }));
    oneWinner(results, 400, 'SLUG_ALREADY_EXISTS');
  });

  it('goes to one updated plan; the others hear PLAN_SLUG_ALREADY_EXISTS', async () => {
    const created = await race('POST', '/pricing-plans/v2/plans', owner, { plan: newPlan() });
    const ids = created.map((r) => r.json().plan.id as string);
    const urls = ids.map((id) => `/pricing-plans/v2/plans/${id}`);
    const results = await raceEach('PATCH', urls, (i) => ({
      plan: { id: ids[i], slug: 'updated-plan-slug' },
    }));
    oneWinner(results, 409, 'PLAN_SLUG_ALREADY_EXISTS');
  });

  it('goes to one new event; the others hear SLUG_ALREADY_EXISTS', async () => {
    const results = await race('POST', '/events/v3/events', owner, {
      event: newEvent({ title: 'Chosen', slug: 'chosen-event-slug' }),
    });
    oneWinner(results, 400, 'SLUG_ALREADY_EXISTS');
  });

  it('goes to one new plan; the others hear PLAN_SLUG_ALREADY_EXISTS', async () => {
    const results = await race('POST', '/pricing-plans/v2/plans', owner, {
      plan: newPlan({ slug: 'chosen-plan-slug' }),
    });
    oneWinner(results, 409, 'PLAN_SLUG_ALREADY_EXISTS');
  });
});

describe('other unique keys', () => {
  it('registers one member per email; the others hear EMAIL_ALREADY_EXISTS', async () => {
    await writeSettings(t.db, DEMO_SITE_ID, { signupPolicy: 'SUCCESS' });
    const visitor = { authorization: await visitorToken(t.app) };
    const results = await race('POST', '/_api/iam/authentication/v2/register', visitor, {
      loginId: { email: 'racer@example.com' },
      password: 'secret-pass',
    });
    oneWinner(results, 400, '-19995');
  });

  it('names one discount rule per name; the others hear the name is taken', async () => {
    const scopes = [{ type: 'CATALOG_ITEM', catalogItem: { catalogAppId: AppId.storesCatalog } }];
    const results = await race('POST', '/ecom/v1/discount-rules', owner, {
      discountRule: {
        name: 'Racing rule',
        active: true,
        discounts: {
          values: [
            {
              targetType: 'SPECIFIC_ITEMS',
              specificItemsInfo: { scopes },
              discountType: 'FIXED_AMOUNT',
              fixedAmount: '1',
            },
          ],
        },
      },
    });
    oneWinner(results, 409, 'DISCOUNT_RULE_NAME_ALREADY_EXISTS');
  });

  it('keeps one webhook subscription per url, answered to every caller', async () => {
    allSucceed(
      await race('POST', '/webhooks/v1/subscriptions', owner, {
        url: 'http://127.0.0.1:9/racing-hook',
        eventTypes: ['wix.ecom.v1.cart_created'],
      }),
    );
  });

  it('gives a visitor one current cart and one line however many adds race', async () => {
    const visitor = { authorization: await visitorToken(t.app) };
    const mug = seedId(DEMO_SITE_ID, 'product:ceramic-coffee-mug');
    allSucceed(
      await race('POST', '/ecom/v1/carts/current/add-to-cart', visitor, {
        lineItems: [
          { catalogReference: { appId: AppId.storesCatalog, catalogItemId: mug }, quantity: 1 },
        ],
      }),
    );
    const cart = await t.app.inject({
      method: 'GET',
      url: '/ecom/v1/carts/current',
      headers: visitor,
    });
    expect(cart.json().cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([
      RACERS,
    ]);
  });
});
