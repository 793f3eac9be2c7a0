import { randomUUID } from 'node:crypto';
import { DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { runCli } from '../../cli/test-cli';
import { redirectSessions } from '../../db/schema/booking-records';
import { oauthClients, sites } from '../../db/schema/core';
import { identityRedirects } from '../../db/schema/identity';
import { findIdentityRedirect, insertIdentityRedirect } from '../identity/redirect-store';
import { identityKit } from '../identity/test-kit';
import { oauthKit } from './pkce-test-kit';
import { findLiveSession, insertRedirectSession } from '../redirects/store';

const t = useTestApp();
let visitor: string;
beforeAll(async () => {
  visitor = await visitorToken(t.app);
});

const SESSION = '/redirect-session/v1/redirect-session';
const FOREIGN = 'https://evil.example/landing';

const create = (authorization: string | Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: SESSION,
    headers: typeof authorization === 'string' ? { authorization } : authorization,
    payload,
  });

const refusedFields = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toMatch(/^INVALID_ARGUMENT/);
  return res.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
};

const stored = async () => {
  const [checkout] = await t.db.select({ n: count() }).from(redirectSessions);
  const [identity] = await t.db.select({ n: count() }).from(identityRedirects);
  return checkout!.n + identity!.n;
};

const hostedPage = (fullUrl: string) =>
  t.app.inject({ method: 'GET', url: new URL(fullUrl).pathname });

/** One request per intent a visitor may start; each reaches the callback check. */
const INTENTS: Record<string, object> = {
  login: { login: {} },
  logout: { logout: {} },
  ecomCheckout: { ecomCheckout: { checkoutId: 'any-checkout' } },
  eventsCheckout: { eventsCheckout: { eventSlug: 'any-event', reservationId: 'any' } },
  bookingsCheckout: {
    bookingsCheckout: {
      slotAvailability: {
        slot: {
          serviceId: 'any-service',
          startDate: '2030-01-07T10:00:00Z',
          endDate: '2030-01-07T11:00:00Z',
          timezone: 'UTC',
        },
      },
    },
  },
};

describe('redirect session callbacks go only to the client’s allowed redirect URIs', () => {
  it('refuses each callback field outside the list, naming it, and stores nothing', async () => {
    const before = await stored();
    const res = await create(visitor, {
      login: {},
      callbacks: {
        postFlowUrl: FOREIGN,
        thankYouPageUrl: 'http://localhost.evil.example:3000/',
        loginUrl: 'http://localhost:3000@evil.example/',
        bookingsServiceListUrl: 'https://localhost:3000/booking',
        cartPageUrl: 'http://localhost/cart',
        planListUrl: 'http://127.0.0.1.evil.example:3000/plans',
      },
    });
    expect(refusedFields(res)).toEqual([
      'callbacks.bookingsServiceListUrl',
      'callbacks.cartPageUrl',
      'callbacks.loginUrl',
      'callbacks.planListUrl',
      'callbacks.postFlowUrl',
      'callbacks.thankYouPageUrl',
    ]);
    expect(res.json().details.validationError.fieldViolations[0]).toMatchObject({
      violatedRule: 'VALIDATION',
      ruleName: 'ALLOWED_REDIRECT_URI',
    });
    expect(await stored()).toBe(before);
  });

  it.each(Object.keys(INTENTS))('%s: refuses a foreign callback URL', async (intent) => {
    const before = await stored();
    const res = await create(visitor, {
      ...INTENTS[intent],
      callbacks: { postFlowUrl: 'http://localhost:3000/ok', thankYouPageUrl: FOREIGN },
    });
    expect(refusedFields(res)).toEqual(['callbacks.thankYouPageUrl']);
    expect(await stored()).toBe(before);
  });

  it('accepts the demo client’s loopback URLs on any port', async () => {
    const callbacks = {
      postFlowUrl: 'http://127.0.0.1:3300/members',
      thankYouPageUrl: 'http://localhost:4123/members?done=1',
    };
    const res = await create(visitor, { login: {}, callbacks });
    expect(res.statusCode, res.body).toBe(200);
    const page = await hostedPage(res.json().redirectSession.fullUrl);
    expect(page.statusCode).toBe(200);
  });

  it('a member’s logout with a foreign postFlowUrl is refused and revokes nothing', async () => {
    const k = await identityKit(t);
    const o = oauthKit(t);
    const m = await k.member();
    const tokens = await o.memberTokens(m.sessionToken);
    const res = await create(tokens.access_token, {
      logout: { clientId: SAMPLE_CLIENT_ID },
      callbacks: { postFlowUrl: FOREIGN },
    });
    expect(refusedFields(res)).toEqual(['callbacks.postFlowUrl']);
    const refresh = await o.exchange({
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
  });
});

describe('a session stored with a URL its client does not allow (before this check)', () => {
  const auth = {
    siteId: DEMO_SITE_ID,
    clientId: SAMPLE_CLIENT_ID,
    identity: { type: 'ANONYMOUS_VISITOR' as const, id: 'visitor' },
    role: 'VISITOR' as const,
  };

  it('logout shows its own page instead of a 303 outside', async () => {
    const row = await insertIdentityRedirect(
      t.db,
      {
        auth,
        clientId: SAMPLE_CLIENT_ID,
        intent: 'logout',
        payload: {},
        callbacks: { postFlowUrl: FOREIGN },
      },
      new Date(),
    );
    const page = await t.app.inject({ method: 'GET', url: `/hosted/logout/${row.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers.location).toBeUndefined();
    expect(page.body).toContain('You are logged out');
    expect(page.body).not.toContain('evil.example');
  });

  it('a checkout keeps only its allowed callbacks', async () => {
    const row = await insertRedirectSession(t.db, {
      caller: { ...auth, now: t.app.clock.now() },
      callbacks: { postFlowUrl: 'http://localhost:3000/store', thankYouPageUrl: FOREIGN },
      intent: 'ecomCheckout',
      payload: { checkoutId: 'any-checkout' },
    });
    const live = await findLiveSession(t.db, row.id, 'ecomCheckout', t.app.clock.now());
    expect(live?.callbacks).toEqual({ postFlowUrl: 'http://localhost:3000/store' });
  });
});

describe('which allowed list: `clients allow` and the caller', () => {
  const cli = (...argv: string[]) => runCli(t.db, ...argv);
  const SHOP = 'https://shop.example.com/account';

  it('clients allow makes a new domain valid; disallow refuses it, even for stored sessions', async () => {
    const logout = () => create(visitor, { logout: {}, callbacks: { postFlowUrl: SHOP } });
    expect(refusedFields(await logout())).toEqual(['callbacks.postFlowUrl']);
    const allowed = await cli('clients', 'allow', SAMPLE_CLIENT_ID, 'https://shop.example.com/*');
    expect(allowed.code, allowed.err).toBe(0);
    const [first, second] = [await logout(), await logout()];
    expect(first.statusCode, first.body).toBe(200);
    const back = await hostedPage(first.json().redirectSession.fullUrl);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${SHOP}?callbackType=LOGOUT&status=SUCCESS`);

    expect(
      (await cli('clients', 'disallow', SAMPLE_CLIENT_ID, 'https://shop.example.com/*')).code,
    ).toBe(0);
    expect(refusedFields(await logout())).toEqual(['callbacks.postFlowUrl']);
    const kept = await hostedPage(second.json().redirectSession.fullUrl);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers.location).toBeUndefined();
  });

  it('a visitor keeps to its own client; the owner may use any client of the site', async () => {
    const PARTNER = 'https://partner.example.com/done';
    const created = await cli('clients', 'create', '--site', DEMO_SITE_ID);
    const partner = created.out.trim();
    expect((await cli('clients', 'allow', partner, 'https://partner.example.com/*')).code).toBe(0);
    const callbacks = { postFlowUrl: PARTNER };

    expect(refusedFields(await create(visitor, { login: {}, callbacks }))).toEqual([
      'callbacks.postFlowUrl',
    ]);
    const partnerVisitor = await visitorToken(t.app, partner);
    expect((await create(partnerVisitor, { login: {}, callbacks })).statusCode).toBe(200);

    const owner = await ownerHeaders(t.db);
    const ok = await create(owner, { login: {}, callbacks });
    expect(ok.statusCode, ok.body).toBe(200);
    // Read back as the hosted page reads it: the owner's session keeps its callback.
    const row = await findIdentityRedirect(
      t.db,
      ok.json().redirectSession.id,
      ['login'],
      new Date(),
    );
    expect(row?.callbacks).toEqual(callbacks);
    const foreign = await create(owner, { login: {}, callbacks: { postFlowUrl: FOREIGN } });
    expect(refusedFields(foreign)).toEqual(['callbacks.postFlowUrl']);
  });

  it('GET logout never redirects by the list of another site’s client', async () => {
    const [site] = await t.db
      .insert(sites)
      .values({ name: 'Other site', ownerId: randomUUID() })
      .returning();
    const foreignClient = randomUUID();
    await t.db.insert(oauthClients).values({
      id: foreignClient,
      siteId: site!.id,
      name: 'Other client',
      allowedRedirectUris: ['https://evil.example/*'],
    });
    const query = new URLSearchParams({ clientId: foreignClient, postLogoutRedirectUri: FOREIGN });
    const res = await t.app.inject({
      method: 'GET',
      url: `/_api/iam/authentication/v1/logout?${query}`,
      headers: { authorization: visitor },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.location).toBeUndefined();
  });
});
