import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { postForm } from '../../../test/forms';
import { expectAppError, useTestApp } from '../../../test/harness';
import { freshEmail, useIdentityKit } from '../../modules/identity/test-kit';
import { CALLBACK, instanceOf, oauthKit } from '../../modules/oauth/pkce-test-kit';
import { DEMO_MEMBER } from '../../seed/members';
import { backLinkOf, callbackOf, storedCallback } from '../callback-test-kit';
import { siteContainerOf } from '../landmarks-test-kit';
import { postLoginSession, REDIRECT_SESSION } from './login-test-kit';

const t = useTestApp();
const k = useIdentityKit(t);
const o = oauthKit(t);

async function authSession(authRequest: Record<string, string>, prompt = 'login') {
  const s = await postLoginSession(k, { authRequest, prompt });
  return { ...s, url: new URL(s.res.json().redirectSession?.fullUrl ?? 'http://x/') };
}

const form = (url: URL, fields: Record<string, string>) => postForm(t.app, url.pathname, fields);

describe('redirect session auth, prompt=login: the hosted login', () => {
  it('logs in on the page and returns to the redirect URI with code and state (fragment)', async () => {
    const s = await authSession({ redirectUri: CALLBACK, responseMode: 'fragment' });
    expect(s.res.statusCode).toBe(200);
    expect(s.url.pathname).toMatch(/^\/hosted\/login\//);
    const page = await t.app.inject({ method: 'GET', url: s.url.pathname });
    expect(siteContainerOf(page.body)).toContain('autocomplete="current-password"');
    // Leaving without logging in is the OAuth refusal, marked as the visitor's own choice.
    const cancel = new URL(backLinkOf(page.body));
    expect(`${cancel.origin}${cancel.pathname}`).toBe(CALLBACK);
    expect(Object.fromEntries(new URLSearchParams(cancel.hash.slice(1)))).toMatchObject({
      error: 'access_denied',
      state: s.state,
      callbackType: 'AUTHORIZE',
      status: 'CANCELED',
    });
    const res = await form(s.url, { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect(res.statusCode).toBe(303);
    const back = new URL(res.headers.location as string);
    const hash = new URLSearchParams(back.hash.slice(1));
    expect(hash.get('state')).toBe(s.state);
    expect(callbackOf(back)).toEqual({ type: 'AUTHORIZE', status: 'SUCCESS' });
    expect(back.search).toBe('');
    const sessionId = s.url.pathname.split('/').at(-1)!;
    expect(await storedCallback(t.db, 'identity', sessionId)).toEqual(['AUTHORIZE', 'SUCCESS']);
    const tokens = await o.exchange({
      code: hash.get('code')!,
      codeVerifier: s.verifier,
      redirectUri: CALLBACK,
    });
    expect(instanceOf(tokens.json().access_token).uid).toBe(DEMO_MEMBER.id);
  });

  it('shows a wrong password inline, with the status 400', async () => {
    const s = await authSession({ redirectUri: CALLBACK, responseMode: 'query' });
    const res = await form(s.url, { email: DEMO_MEMBER.email, password: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Wrong email or password');
    expect(res.body).toContain(`value="${DEMO_MEMBER.email}"`);
  });

  it('registers, asks for the code from the outbox, then returns with a code (query)', async () => {
    const s = await authSession({ redirectUri: CALLBACK, responseMode: 'query' });
    const email = freshEmail();
    const reg = await form(s.url, { action: 'register', email, password: 'x' });
    expect(reg.statusCode).toBe(400);
    expect(reg.body).toContain('id="password-error"');
    const ok = await form(s.url, { action: 'register', email, password: 'good-pass' });
    expect(ok.body).toContain('Verify your email');
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(ok.body)![1]!;
    const wrong = await form(s.url, { action: 'verify', stateToken, email, code: 'abc' });
    expect(wrong.body).toContain('id="code-error"');
    const code = (await k.lastMail(email))!.code!;
    const done = await form(s.url, { action: 'verify', stateToken, email, code });
    expect(done.statusCode).toBe(303);
    const back = new URL(done.headers.location as string);
    expect(back.searchParams.get('state')).toBe(s.state);
    expect(back.searchParams.get('code')).toEqual(expect.any(String));
    expect(callbackOf(back)).toEqual({ type: 'AUTHORIZE', status: 'SUCCESS' });
  });

  it('refuses a redirect URI off the allowed list when the session is made', async () => {
    const s = await authSession({ redirectUri: 'https://evil.test/cb' });
    expectAppError(s.res, 400, 'INVALID_REDIRECT_URI');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/hosted/login/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('redirect session auth, prompt=none, web_message (the SDK silent flow)', () => {
  it('posts {code, state} to the parent window; the code exchanges without a redirect URI', async () => {
    const m = await k.member();
    const s = await authSession(
      { responseMode: 'web_message', sessionToken: m.sessionToken },
      'none',
    );
    const page = await t.app.inject({ method: 'GET', url: s.url.pathname });
    expect(page.statusCode).toBe(200);
    // The SDK loads it in a hidden iframe on the storefront: the client's origins may frame it.
    expect(page.headers['content-security-policy']).toMatch(
      /^frame-ancestors http:\/\/localhost:3000 /,
    );
    const data = JSON.parse(/postMessage\((\{.*?\}),/.exec(page.body)![1]!);
    expect(data.state).toBe(s.state);
    expect([data.callbackType, data.status]).toEqual(['AUTHORIZE', 'SUCCESS']);
    const tokens = await o.exchange({ code: data.code, codeVerifier: s.verifier });
    expect(instanceOf(tokens.json().access_token).uid).toBe(m.id);
    const again = await t.app.inject({ method: 'GET', url: s.url.pathname });
    const error = JSON.parse(/postMessage\((\{.*?\}),/.exec(again.body)![1]!);
    expect(error).toMatchObject({
      error: 'login_required',
      callbackType: 'AUTHORIZE',
      status: 'ERROR',
    });
  });
});

describe('redirect sessions login and logout', () => {
  it('login returns to postFlowUrl after the form', async () => {
    const res = await k.post(REDIRECT_SESSION, {
      login: {},
      callbacks: { postFlowUrl: 'http://localhost:3000/members' },
    });
    const url = new URL(res.json().redirectSession.fullUrl);
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(backLinkOf(page.body)).toBe(
      'http://localhost:3000/members?callbackType=AUTHORIZE&status=CANCELED',
    );
    const done = await form(url, { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect(done.headers.location).toBe(
      'http://localhost:3000/members?callbackType=AUTHORIZE&status=SUCCESS',
    );
    const sessionId = url.pathname.split('/').at(-1)!;
    expect(await storedCallback(t.db, 'identity', sessionId)).toEqual(['AUTHORIZE', 'SUCCESS']);
  });

  it('logout revokes the member refresh token and goes to postFlowUrl', async () => {
    const m = await k.member();
    const tokens = await o.memberTokens(m.sessionToken);
    const member = (path: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: path,
        payload: payload as object,
        headers: { authorization: tokens.access_token },
      });
    expect(
      (await member('/iam/authentication/v2/change-password', { newPassword: 'next-pass' }))
        .statusCode,
    ).toBe(200);
    const res = await member(REDIRECT_SESSION, {
      logout: { clientId: SAMPLE_CLIENT_ID },
      callbacks: { postFlowUrl: 'http://localhost:3000/' },
    });
    expect(res.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(res.json().redirectSession.fullUrl).pathname,
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('http://localhost:3000/?callbackType=LOGOUT&status=SUCCESS');
    const sessionId = res.json().redirectSession.id;
    expect(await storedCallback(t.db, 'identity', sessionId)).toEqual(['LOGOUT', 'SUCCESS']);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        clientId: SAMPLE_CLIENT_ID,
        grantType: 'refresh_token',
        refreshToken: tokens.refresh_token,
      },
    });
    expectAppError(refresh, 400, 'INVALID_REFRESH_TOKEN');
  });
});

describe('GET /_api/iam/authentication/v1/logout', () => {
  it('revokes the member refresh tokens and goes to an allowed postLogoutRedirectUri', async () => {
    const m = await k.member();
    const tokens = await o.memberTokens(m.sessionToken);
    const query = new URLSearchParams({
      clientId: SAMPLE_CLIENT_ID,
      postLogoutRedirectUri: 'http://localhost:3000/',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/_api/iam/authentication/v1/logout?${query}`,
      headers: { authorization: tokens.access_token },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/');
    const refresh = await o.exchange({
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    });
    expectAppError(refresh, 400, 'INVALID_REFRESH_TOKEN');
    const off = await t.app.inject({
      method: 'GET',
      url: '/iam/authentication/v1/logout?postLogoutRedirectUri=https://evil.test/',
      headers: { authorization: k.authorization },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({});
  });
});

describe('redirect session membersAccount', () => {
  it('opens the member own account page per section; visitors get 403', async () => {
    const m = await k.member();
    const tokens = await o.memberTokens(m.sessionToken);
    const res = await t.app.inject({
      method: 'POST',
      url: REDIRECT_SESSION,
      payload: {
        membersAccount: { section: 'ACCOUNT_INFO' },
        callbacks: { postFlowUrl: 'http://localhost:3000/members' },
      },
      headers: { authorization: tokens.access_token },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().redirectSession.fullUrl);
    expect(url.pathname).toMatch(/^\/hosted\/members-account\//);
    const info = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(info.body).toContain(m.email);
    // An account page ends no flow: its way back is the plain postFlowUrl.
    expect(backLinkOf(info.body)).toBe('http://localhost:3000/members');
    for (const section of ['BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS']) {
      const page = await t.app.inject({ method: 'GET', url: `${url.pathname}?section=${section}` });
      expect(page.statusCode, section).toBe(200);
      expect(page.body).toContain('Nothing here yet.');
    }
    const visitor = await k.post(REDIRECT_SESSION, { membersAccount: { section: 'ORDERS' } });
    expectAppError(visitor, 403, 'MEMBER_ONLY');
  });
});
