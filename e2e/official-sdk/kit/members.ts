// Members made through the official SDK: register, the emailed code read from the platform's mail
// outbox with the CLI, and OAuth code + PKCE into member tokens.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { mailedCode } from '../../fixtures/mail-outbox';
import { visitorClient, type VisitorClient } from './clients';

/** A loopback callback: the demo client allows `http://127.0.0.1:*`. */
export const REDIRECT_URI = 'http://127.0.0.1:3999/login-callback';
export const PASSWORD = 'official-sdk-pass-1';

export const freshEmail = () => `official-${randomUUID().slice(0, 8)}@example.com`;

/** Where a hosted page redirects to, followed by hand. */
export async function locationOf(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  expect([302, 303], await response.clone().text()).toContain(response.status);
  return response.headers.get('location') ?? '';
}

/** Registers and verifies a new member; the session token of the verified state. */
export async function registerVerified(client: VisitorClient, email = freshEmail()) {
  const registered = await client.auth.register({
    email,
    password: PASSWORD,
    profile: { firstName: 'Ada', lastName: 'Official' },
  });
  expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
  const verified = await client.auth.processVerification({
    verificationCode: await mailedCode(email),
  });
  expect(verified.loginState).toBe('SUCCESS');
  const sessionToken = verified.loginState === 'SUCCESS' ? verified.data.sessionToken : '';
  return { email, sessionToken };
}

/**
 * A client logged in as a new, verified member, through the hosted login page and the code + PKCE
 * exchange. (The SDK's getMemberTokensForDirectLogin uses a hidden iframe: browsers only.)
 */
export async function newMember() {
  const client = visitorClient();
  const { email } = await registerVerified(client);
  client.auth.setTokens(await hostedLogin(client, email));
  return { client, email };
}

/** Member tokens from the hosted login page, its form submitted like a browser. */
export async function hostedLogin(client: VisitorClient, email: string) {
  const oauthData = client.auth.generateOAuthData(REDIRECT_URI, '/members');
  const { authUrl } = await client.auth.getAuthUrl(oauthData, { responseMode: 'query' });
  const back = await locationOf(authUrl, {
    method: 'POST',
    body: new URLSearchParams({ action: 'login', email, password: PASSWORD }),
  });
  const { code, state } = client.auth.parseFromUrl(back, 'query');
  expect(state).toBe(oauthData.state);
  return client.auth.getMemberTokens(code, state, oauthData);
}
