// Members through the real SDK against the real platform (docs/protocol.md §2.8, §5): register, the
// emailed code from the outbox, login and its refusals; the hosted login with code + PKCE, its
// state, code and verifier checks.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApplicationError, OAuthFlowError } from '@headless/sdk';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { mailedCode } from '../fixtures/mail-outbox';
import { thrownBy, visitor } from './clients';
import {
  authorize,
  locationOf,
  mailedLink,
  memberTokens,
  PASSWORD,
  REDIRECT_URI,
  registerAwaitingCode,
  registerVerified,
  sessionTokenOf,
} from './members-kit';
import { claimsOf, demoLoginCode, demoSessionToken } from './members-tokens';
import { DEMO_MEMBER, freshMemberEmail } from '../fixtures/member-session';

describe('register, verify with the mailed code, log in', () => {
  it('asks for the emailed code, takes it once, then logs the new member in', async () => {
    const client = visitor();
    const email = freshMemberEmail('register');
    const registered = await registerAwaitingCode(client, email);

    const code = await mailedCode(email);
    const wrong = await client.auth.processVerification({
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ loginState: 'FAILURE', error: expect.stringMatching(/code/i) });

    // The failure kept the pending state, so the right code goes with the same state token.
    const verified = await client.auth.processVerification({ verificationCode: code });
    expect(sessionTokenOf(verified)).not.toBe('');

    const replayed = await client.auth.processVerification({ verificationCode: code }, registered);
    expect(replayed).toMatchObject({ loginState: 'FAILURE' });

    const login = await visitor().auth.login({ email, password: PASSWORD });
    expect(login).toEqual({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
  });

  it('refuses an email that is taken, whatever its case, and keeps the first password', async () => {
    const { email } = await registerVerified();
    const again = await visitor().auth.register({
      email: email.toUpperCase(),
      password: 'another-password',
    });
    expect(again).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });

    const client = visitor();
    expect(await client.auth.login({ email, password: 'another-password' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
    });
    expect((await client.auth.login({ email, password: PASSWORD })).loginState).toBe('SUCCESS');
  });

  it('answers a wrong password with invalidPassword, and no member tokens come of it', async () => {
    const client = visitor();
    const failed = await client.auth.login({
      email: DEMO_MEMBER.email,
      password: 'not-the-password',
    });
    expect(failed).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
      error: expect.any(String),
    });
    expect(failed).not.toHaveProperty('data');
    expect(client.auth.loggedIn()).toBe(false);
  });

  it('sends a recovery link to the outbox; it sets a new password once', async () => {
    const { email } = await registerVerified();
    const back = 'http://127.0.0.1:3999/members';
    await expect(visitor().auth.sendPasswordResetEmail(email, back)).resolves.toBeUndefined();
    const link = await mailedLink(email);
    expect(link.startsWith(`${platformUrl}/hosted/login-reset/`)).toBe(true);

    const reset = () =>
      fetch(link, {
        method: 'POST',
        body: new URLSearchParams({ password: 'brand-new-pass' }),
        redirect: 'manual',
      });
    const changed = await reset();
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe(back);
    const client = visitor();
    expect((await client.auth.login({ email, password: 'brand-new-pass' })).loginState).toBe(
      'SUCCESS',
    );
    expect(await client.auth.login({ email, password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
    });
    expect((await reset()).status).toBe(410);
  });

  it('refuses a malformed email as invalidEmail', async () => {
    const result = await visitor().auth.register({ email: 'not-an-email', password: PASSWORD });
    expect(result).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
  });
});

describe('hosted login with code + PKCE', () => {
  it('turns a session token into member tokens whose member calls work', async () => {
    const client = visitor();
    const { sessionToken } = await registerVerified(client);
    const visitorError = await thrownBy(() => client.planOrders.memberListOrders());
    expect(visitorError).toMatchObject({ status: 403, code: 'MEMBER_ONLY' });

    const oauthData = await client.auth.generateOAuthData(REDIRECT_URI, '/members');
    expect(oauthData).toMatchObject({ redirectUri: REDIRECT_URI, originalUri: '/members' });
    expect(oauthData.codeVerifier).toMatch(/^[A-Za-z0-9._~-]{64}$/);
    expect(oauthData.codeChallenge).toBe(
      createHash('sha256').update(oauthData.codeVerifier).digest('base64url'),
    );

    const { authUrl } = await client.auth.getAuthUrl(oauthData, { prompt: 'none', sessionToken });
    expect(authUrl.startsWith(`${platformUrl}/hosted/login/`)).toBe(true);
    const callbackUrl = await locationOf(authUrl);
    expect(callbackUrl.startsWith(`${REDIRECT_URI}#`)).toBe(true);
    const callback = client.auth.parseFromUrl(callbackUrl);
    expect(callback).toEqual({
      code: expect.any(String),
      state: oauthData.state,
      error: undefined,
      errorDescription: undefined,
    });

    expect(client.auth.loggedIn()).toBe(false);
    const tokens = await client.auth.getMemberTokens(callback.code!, callback.state!, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(claimsOf(tokens).data.instance?.siteMemberId).toEqual(expect.any(String));
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    expect(await client.planOrders.memberListOrders()).toMatchObject({ orders: [] });
  });

  it('logs in on the hosted page’s form and comes back with the code in the query', async () => {
    const client = visitor();
    const oauthData = await client.auth.generateOAuthData(REDIRECT_URI);
    const { authUrl } = await client.auth.getAuthUrl(oauthData, { responseMode: 'query' });
    const page = await fetch(authUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="password"');

    const back = await locationOf(authUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'login', ...DEMO_MEMBER }),
    });
    const callback = client.auth.parseFromUrl(back, 'query');
    expect(callback.state).toBe(oauthData.state);
    const tokens = await client.auth.getMemberTokens(callback.code!, callback.state!, oauthData);
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    await expect(client.planOrders.memberListOrders()).resolves.toHaveProperty('orders');
  });

  it('GET /oauth2/authorize with prompt=none and the session token redirects with a code', async () => {
    const client = visitor();
    const sessionToken = await demoSessionToken(client);
    const oauthData = await client.auth.generateOAuthData(REDIRECT_URI);
    const url = new URL('/oauth2/authorize', platformUrl);
    for (const [name, value] of Object.entries({
      client_id: SAMPLE_CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      response_mode: 'query',
      state: oauthData.state,
      code_challenge: oauthData.codeChallenge,
      code_challenge_method: 'S256',
      prompt: 'none',
      session_token: sessionToken,
    }))
      url.searchParams.set(name, value);
    const callback = client.auth.parseFromUrl(await locationOf(url.href), 'query');
    expect(callback.state).toBe(oauthData.state);
    const tokens = await client.auth.getMemberTokens(callback.code!, callback.state!, oauthData);
    expect(tokens.refreshToken.role).toBe('member');

    // The session token is spent: the same request now says the member must log in.
    const again = client.auth.parseFromUrl(await locationOf(url.href), 'query');
    expect(again).toMatchObject({ code: undefined, error: 'login_required' });
  });

  it('refuses a callback of another state before any call; the code still works after', async () => {
    const { client, oauthData, callback } = await demoLoginCode();
    const error = await thrownBy(() =>
      client.auth.getMemberTokens(callback.code!, 'someone-elses-state', oauthData),
    );
    expect(error).toBeInstanceOf(OAuthFlowError);
    expect(error).toMatchObject({ code: 'STATE_MISMATCH' });
    expect(client.auth.loggedIn()).toBe(false);
    const tokens = await client.auth.getMemberTokens(callback.code!, callback.state!, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
  });

  it('spends a code once: the second exchange is INVALID_GRANT', async () => {
    const { client, oauthData, callback } = await demoLoginCode();
    await client.auth.getMemberTokens(callback.code!, callback.state!, oauthData);
    const error = await thrownBy(() =>
      client.auth.getMemberTokens(callback.code!, callback.state!, oauthData),
    );
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_GRANT',
      data: { reason: 'INVALID_CODE' },
    });
  });

  it('refuses a verifier that is not the code challenge’s (PKCE_MISMATCH)', async () => {
    const { client, oauthData, callback } = await demoLoginCode();
    const other = await client.auth.generateOAuthData(REDIRECT_URI);
    const error = await thrownBy(() =>
      client.auth.getMemberTokens(callback.code!, callback.state!, {
        ...other,
        state: oauthData.state,
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_GRANT',
      data: { reason: 'PKCE_MISMATCH' },
    });
  });

  it('refuses a redirect URI that is not on the client’s list, before any page', async () => {
    const client = visitor();
    const oauthData = await client.auth.generateOAuthData('https://attacker.example/callback');
    const error = await thrownBy(() => client.auth.getAuthUrl(oauthData));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_REDIRECT_URI' });
  });

  it('answers a spent session token with login_required, no code', async () => {
    const client = visitor();
    const sessionToken = await demoSessionToken(client);
    await memberTokens(client, sessionToken);
    const { oauthData, callback } = await authorize(client, sessionToken);
    expect(callback).toMatchObject({
      code: undefined,
      state: oauthData.state,
      error: 'login_required',
    });
  });
});
