import { SAMPLE_CLIENT_ID } from '@headless/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { setPremium, submit } from '../../modules/plan-orders/test-kit';
import { CALLBACK, instanceOf, oauthKit, pkcePair } from '../../modules/oauth/pkce-test-kit';
import { planId } from '../../modules/pricing-plans/test-kit';
import { DEMO_MEMBER } from '../../seed/members';

// A visitor's plans checkout that names the site's authorization request: a buyer who logs in on
// the checkout comes back through the site's login callback with a code for it (never a token),
// the checkout's own return parameters after it, as issue 29's item 7 asks.
const t = useTestApp();
const oauth = oauthKit(t);
beforeAll(async () => {
  await setPremium(t.db, true);
});

const PAID = planId('monthly-membership');
const RETURN = 'http://localhost:3000/subscriptions';

const form = (path: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const location = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(303);
  return String(res.headers.location);
};

async function checkoutWithLogin(authRequest: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/redirect-session/v1/redirect-session',
    headers: { authorization: await visitorToken(t.app) },
    payload: {
      paidPlansCheckout: { planId: PAID, authRequest },
      callbacks: { postFlowUrl: RETURN, thankYouPageUrl: RETURN },
    },
  });
}

const authRequestOf = (pair: ReturnType<typeof pkcePair>) => ({
  clientId: SAMPLE_CLIENT_ID,
  redirectUri: CALLBACK,
  codeChallenge: pair.challenge,
  codeChallengeMethod: 'S256',
  responseMode: 'query',
  responseType: 'code',
  state: pair.state,
  scope: 'offline_access',
});

/** Logs the demo member in on the checkout's own login step; answers the checkout's path. */
async function logInOnCheckout(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const path = new URL(res.json().redirectSession.fullUrl).pathname;
  const login = location(await form(`${path}/login`, { mode: 'login' }));
  const email = DEMO_MEMBER.email;
  expect(location(await form(login, { email, password: DEMO_MEMBER.password }))).toBe(path);
  return path;
}

describe('a plans checkout that names the site’s authorization request', () => {
  it('returns through the site’s callback with a code the site exchanges for the member', async () => {
    const pair = pkcePair();
    const path = await logInOnCheckout(await checkoutWithLogin(authRequestOf(pair)));
    const back = new URL(location(await submit(t.app, path, 'pay')));
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe(pair.state);
    expect(back.searchParams.get('callbackType')).toBe('CHECKOUT');
    expect(back.searchParams.get('status')).toBe('SUCCESS');
    expect(back.searchParams.get('orderId')).toBeTruthy();
    expect(back.searchParams.get('planId')).toBe(PAID);
    expect([...back.searchParams.keys()].join()).not.toMatch(/token/i);
    const code = back.searchParams.get('code')!;
    const wrong = await oauth.exchange({
      code,
      codeVerifier: pkcePair().verifier,
      redirectUri: CALLBACK,
    });
    expect(wrong.statusCode).toBe(400);
    // A code is spent by its first exchange, right or wrong: the return issues a fresh one.
    const again = new URL(location(await t.app.inject({ method: 'GET', url: path })));
    const tokens = await oauth.exchange({
      code: again.searchParams.get('code')!,
      codeVerifier: pair.verifier,
      redirectUri: CALLBACK,
    });
    expect(tokens.statusCode, tokens.body).toBe(200);
    expect(instanceOf(tokens.json().access_token)).toBeDefined();
  });

  it('carries the login on a declined return too', async () => {
    const pair = pkcePair();
    const path = await logInOnCheckout(await checkoutWithLogin(authRequestOf(pair)));
    const declined = new URL(location(await submit(t.app, path, 'decline')));
    expect(`${declined.origin}${declined.pathname}`).toBe(CALLBACK);
    expect(declined.searchParams.get('paymentStatus')).toBe('DECLINED');
    expect(declined.searchParams.get('code')).toBeTruthy();
  });

  it('takes "Back to the site" through the site’s callback too, logged in, as CANCELED', async () => {
    const pair = pkcePair();
    const path = await logInOnCheckout(await checkoutWithLogin(authRequestOf(pair)));
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode, page.body.slice(0, 400)).toBe(200);
    const backPath = `${path}/back`;
    expect(page.body).toContain(`href="${backPath}"`);
    const back = new URL(location(await t.app.inject({ method: 'GET', url: backPath })));
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe(pair.state);
    expect(back.searchParams.get('callbackType')).toBe('CHECKOUT');
    expect(back.searchParams.get('status')).toBe('CANCELED');
    const tokens = await oauth.exchange({
      code: back.searchParams.get('code')!,
      codeVerifier: pair.verifier,
      redirectUri: CALLBACK,
    });
    expect(tokens.statusCode, tokens.body).toBe(200);
  });

  it('keeps the plain way back when nobody logged in on the checkout', async () => {
    const res = await checkoutWithLogin(authRequestOf(pkcePair()));
    const path = new URL(res.json().redirectSession.fullUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).not.toContain(`${path}/back`);
    expect(page.body).toContain('status=CANCELED');
  });

  it('refuses a redirect URI the client does not allow, naming the field', async () => {
    const bad = await checkoutWithLogin({
      ...authRequestOf(pkcePair()),
      redirectUri: 'https://evil.example/cb',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('redirect');
    const noPkce = await checkoutWithLogin({ ...authRequestOf(pkcePair()), codeChallenge: '' });
    expect(noPkce.statusCode).toBe(400);
    expect(noPkce.body).toContain('paidPlansCheckout.authRequest.codeChallenge');
  });
});
