// Members for the contract tests, made through the real SDK: register, the emailed code read from
// the platform's outbox with the CLI, and the code + PKCE login that turns a session token into
// member tokens (docs/protocol.md §5.4). Not a test file: members.test.ts and plans.test.ts share
// it.
import { expect } from 'vitest';
import type { OAuthData, StateMachine, Tokens } from '@headless/sdk';
import { mailedCode } from '../fixtures/mail-outbox';
import { freshMemberEmail } from '../fixtures/member-session';
import { platformCli } from '../fixtures/platform-cli';
import { visitor } from './clients';

export type Client = ReturnType<typeof visitor>;

/** A loopback callback: the demo client allows `http://127.0.0.1:*` (any path). */
export const REDIRECT_URI = 'http://127.0.0.1:3999/login-callback';
export const PASSWORD = 'contract-pass-1';

/** The newest link (a password recovery) the outbox holds for `email`. */
export async function mailedLink(email: string): Promise<string> {
  const listed = await platformCli('mail', 'list');
  const line = listed.split('\n').find((l) => l.includes(` ${email} `) && l.includes('http'));
  const link = /(https?:\/\/\S+)\s*$/.exec(line ?? '')?.[1];
  if (!link) throw new Error(`no link mailed to ${email} in:\n${listed}`);
  return link;
}

/** The session token of a SUCCESS state; fails the test on any other state. */
export function sessionTokenOf(state: StateMachine): string {
  expect(state).toMatchObject({
    loginState: 'SUCCESS',
    data: { sessionToken: expect.any(String) },
  });
  return state.loginState === 'SUCCESS' ? state.data.sessionToken : '';
}

/**
 * Registers a new member of the demo site, whose settings ask new members to verify their email
 * first: the answer is the state waiting for the emailed code (and nothing more).
 */
export async function registerAwaitingCode(client: Client, email: string): Promise<StateMachine> {
  const registered = await client.auth.register({
    email,
    password: PASSWORD,
    profile: { firstName: 'Ada', lastName: 'Contract' },
  });
  expect(registered).toEqual({
    loginState: 'EMAIL_VERIFICATION_REQUIRED',
    data: { stateToken: expect.any(String) },
  });
  return registered;
}

/**
 * Registers a new member of the demo site (which asks for an email code), verifies it with the code
 * from the outbox, and returns the email with the verification's session token.
 */
export async function registerVerified(client: Client = visitor(), email = freshMemberEmail()) {
  await registerAwaitingCode(client, email);
  const verified = await client.auth.processVerification({
    verificationCode: await mailedCode(email),
  });
  return { email, sessionToken: sessionTokenOf(verified) };
}

/** Follows a hosted page's redirect by hand and returns where it points. */
export async function locationOf(url: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(url, { ...init, redirect: 'manual' });
  expect([302, 303], `${url} answered ${res.status}: ${await res.clone().text()}`).toContain(
    res.status,
  );
  return res.headers.get('location') ?? '';
}

/**
 * The hosted login's silent answer: an `auth` session with prompt `none` and the session token
 * redirects at once to the redirect URI with `code` and `state` in the fragment.
 */
export async function authorize(client: Client, sessionToken: string, oauthData?: OAuthData) {
  const data = oauthData ?? (await client.auth.generateOAuthData(REDIRECT_URI, '/members'));
  const { authUrl } = await client.auth.getAuthUrl(data, { prompt: 'none', sessionToken });
  const callback = client.auth.parseFromUrl(await locationOf(authUrl));
  return { oauthData: data, callback };
}

/** Member tokens for a session token, through the whole code + PKCE exchange. */
export async function memberTokens(client: Client, sessionToken: string): Promise<Tokens> {
  const { oauthData, callback } = await authorize(client, sessionToken);
  return client.auth.getMemberTokens(callback.code ?? '', callback.state ?? '', oauthData);
}

/** A client logged in as a new, verified member. */
export async function newMember(): Promise<{ client: Client; email: string }> {
  const client = visitor();
  const { email, sessionToken } = await registerVerified(client);
  client.auth.setTokens(await memberTokens(client, sessionToken));
  return { client, email };
}
