import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../test/harness';
import { identitySecrets } from '../../db/schema/identity';
import { useIdentityKit } from '../identity/test-kit';
import { CALLBACK, instanceOf, oauthKit, pkcePair } from './pkce-test-kit';

const t = useTestApp();
const k = useIdentityKit(t);
const o = oauthKit(t);

describe('GET /oauth2/authorize with prompt=none, then the authorization_code grant', () => {
  it('302s to the redirect URI with code and state; the code buys member tokens once', async () => {
    const m = await k.member();
    const { code, verifier, state, location, res } = await o.codeFor(m.sessionToken);
    expect(res.statusCode).toBe(302);
    expect(location.origin + location.pathname).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe(state);
    const tokens = await o.exchange({ code, codeVerifier: verifier, redirectUri: CALLBACK });
    expect(tokens.statusCode).toBe(200);
    const instance = instanceOf(tokens.json().access_token);
    expect(instance).toMatchObject({ uid: m.id, siteMemberId: m.id });
    expect(instance.aid).toBeUndefined();
    const again = await o.exchange({ code, codeVerifier: verifier, redirectUri: CALLBACK });
    expectAppError(again, 400, 'INVALID_GRANT');
  });

  it('refresh keeps the member role and ids', async () => {
    const m = await k.member();
    const first = await o.memberTokens(m.sessionToken);
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        client_id: SAMPLE_CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(instanceOf(res.json().access_token)).toMatchObject({ uid: m.id, siteMemberId: m.id });
  });

  it('refuses a wrong verifier (and the code is spent), a wrong redirect URI, snake_case works', async () => {
    const m = await k.member();
    const bad = await o.codeFor(m.sessionToken);
    const wrong = await o.exchange({
      code: bad.code,
      codeVerifier: pkcePair().verifier,
      redirectUri: CALLBACK,
    });
    expect(wrong.json().details.applicationError).toMatchObject({
      code: 'INVALID_GRANT',
      data: { reason: 'PKCE_MISMATCH' },
    });
    const retry = await o.exchange({
      code: bad.code,
      codeVerifier: bad.verifier,
      redirectUri: CALLBACK,
    });
    expectAppError(retry, 400, 'INVALID_GRANT');

    const other = await o.codeFor((await k.login(m.email)).json().sessionToken);
    const uri = await o.exchange({
      code: other.code,
      codeVerifier: other.verifier,
      redirectUri: 'http://localhost:3000/x',
    });
    expect(uri.json().details.applicationError.data).toEqual({ reason: 'REDIRECT_URI_MISMATCH' });

    const snake = await o.codeFor((await k.login(m.email)).json().sessionToken);
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        client_id: SAMPLE_CLIENT_ID,
        grant_type: 'authorization_code',
        code: snake.code,
        code_verifier: snake.verifier,
        redirect_uri: CALLBACK,
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const m = await k.member();
    const { code, verifier } = await o.codeFor(m.sessionToken);
    await t.db
      .update(identitySecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySecrets.kind, 'code'));
    expectAppError(
      await o.exchange({ code, codeVerifier: verifier, redirectUri: CALLBACK }),
      400,
      'INVALID_GRANT',
    );
  });

  it('a used or bad session token comes back as error=login_required with the state', async () => {
    const m = await k.member();
    await o.codeFor(m.sessionToken);
    const { location } = await o.codeFor(m.sessionToken);
    expect(location.searchParams.get('error')).toBe('login_required');
    expect(location.searchParams.get('state')).toEqual(expect.any(String));
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('an expired session token comes back as error=login_required, with no code', async () => {
    const m = await k.member();
    await t.db
      .update(identitySecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(identitySecrets.memberId, m.id), eq(identitySecrets.kind, 'session')));
    const { location } = await o.codeFor(m.sessionToken);
    expect(location.searchParams.get('error')).toBe('login_required');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('fragment mode puts code and state after #', async () => {
    const m = await k.member();
    const pair = pkcePair();
    const res = await o.authorize({
      code_challenge: pair.challenge,
      state: pair.state,
      session_token: m.sessionToken,
      prompt: 'none',
      response_mode: 'fragment',
    });
    const hash = new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));
    expect(hash.get('state')).toBe(pair.state);
    expect(hash.get('code')).toEqual(expect.any(String));
  });

  it('never redirects to a URI off the allowed list, nor for an unknown client', async () => {
    const m = await k.member();
    const pair = pkcePair();
    const base = {
      code_challenge: pair.challenge,
      state: pair.state,
      session_token: m.sessionToken,
      prompt: 'none',
    };
    const off = await o.authorize({ ...base, redirect_uri: 'https://evil.test/cb' });
    expect(off.statusCode).toBe(400);
    expect(off.headers.location).toBeUndefined();
    expectAppError(off, 400, 'INVALID_REDIRECT_URI');
    const client = await o.authorize({ ...base, client_id: 'nope' });
    expectAppError(client, 400, 'INVALID_CLIENT_ID');
    const noPkce = await o.authorize({ ...base, code_challenge: '' });
    expect(noPkce.json().details.validationError.fieldViolations[0].field).toBe('codeChallenge');
  });

  it('prompt=login goes to the hosted login page', async () => {
    const pair = pkcePair();
    const res = await o.authorize({
      code_challenge: pair.challenge,
      state: pair.state,
      prompt: 'login',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/hosted\/login\/[0-9a-f-]{36}$/);
    const page = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.body).toContain('<label for="email">Email</label>');
  });
});
