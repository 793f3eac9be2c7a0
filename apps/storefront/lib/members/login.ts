import 'server-only';
import { cookies, headers } from 'next/headers';
import type { OAuthData } from '@headless/sdk/identity';
import { LOGIN_CALLBACK_PATH, SESSION_COOKIE } from '../constants';
import { readEnv } from '../env';
import { createAuthClient, createPlatformClient } from '../platform/clients';
import { writeSession } from '../platform/session-store';
import { readSessionTokens } from '../platform/visitor';
import { isSecureRequest } from '../session';
import {
  LOGIN_COOKIE,
  checkCallback,
  loginCookieOptions,
  parseLoginData,
  serializeLoginData,
} from './login-data';
import { hostedReturnOf } from '../platform/hosted-return';
import { loginFailedUrl } from './failures';
import { storefrontOrigin } from '../storefront-origin';
import { LOGGED_OUT_PATH, MEMBERS_PATH, memberReturnPath } from './return-path';
import { splitCheckoutReturn, withParams } from './checkout-return';
import type { AccountSection } from './views';

async function requestOrigin() {
  const list = await headers();
  const origin = storefrontOrigin(list);
  return { origin, secure: isSecureRequest(origin, list.get('x-forwarded-proto')) };
}

async function sessionClient() {
  return createPlatformClient(readEnv(), (await readSessionTokens()) ?? undefined);
}

/**
 * Starts a login on the platform's hosted page: a fresh PKCE pair and state, kept in an HttpOnly
 * cookie for the callback, and the hosted page's URL to send the browser to.
 */
export async function beginLogin(returnTo: unknown): Promise<string> {
  const { origin, secure } = await requestOrigin();
  const client = await sessionClient();
  const oauthData = await client.auth.generateOAuthData(
    `${origin}${LOGIN_CALLBACK_PATH}`,
    memberReturnPath(returnTo),
  );
  const { authUrl } = await client.auth.getAuthUrl(oauthData, {
    prompt: 'login',
    responseMode: 'query',
  });
  const store = await cookies();
  store.set({ ...loginCookieOptions(secure), value: serializeLoginData(oauthData) });
  return authUrl;
}

/**
 * What a visitor's plans checkout sends so that a buyer who logs in there comes back logged in
 * here too (`paidPlansCheckout.authRequest`, docs/protocol.md §3.7): the same PKCE pair and state
 * as `beginLogin`, kept in the same HttpOnly cookie, so the checkout's return comes through
 * /login-callback and is exchanged like any hosted login's. Tokens never travel in a URL.
 */
export async function beginCheckoutLogin(returnTo: string): Promise<Record<string, string>> {
  const { origin, secure } = await requestOrigin();
  const env = readEnv();
  const client = createAuthClient(env);
  const oauthData = await client.auth.generateOAuthData(
    `${origin}${LOGIN_CALLBACK_PATH}`,
    returnTo,
  );
  const store = await cookies();
  store.set({ ...loginCookieOptions(secure), value: serializeLoginData(oauthData) });
  return {
    clientId: env.clientId,
    responseType: 'code',
    redirectUri: oauthData.redirectUri,
    scope: 'offline_access',
    state: oauthData.state,
    responseMode: 'query',
    codeChallenge: oauthData.codeChallenge,
    codeChallengeMethod: 'S256',
  };
}

/**
 * The visitor left the hosted login by its "Back to the site" link (an OAuth refusal with status
 * CANCELED) in the login this browser started: no failure, just back where they were.
 */
function canceledHere(url: string, stored: OAuthData | null): boolean {
  const query = Object.fromEntries(new URL(url).searchParams);
  return (
    hostedReturnOf(query, 'AUTHORIZE')?.status === 'CANCELED' &&
    !!stored &&
    query.state === stored.state
  );
}

/**
 * Back from the hosted login: checks the state against the cookie, exchanges the code on the
 * server and keeps the member's tokens in the session. Answers where to send the browser.
 */
export async function completeLogin(request: Request): Promise<string> {
  const store = await cookies();
  const stored = parseLoginData(store.get(LOGIN_COOKIE)?.value);
  const client = createAuthClient(readEnv());
  const { loginUrl, checkoutParams } = splitCheckoutReturn(request.url);
  const check = checkCallback(client.auth.parseFromUrl(loginUrl, 'query'), stored);
  // A login is tried once, whatever the outcome: a second visit of this URL starts nothing.
  store.delete({ name: LOGIN_COOKIE, path: LOGIN_CALLBACK_PATH });
  if (canceledHere(request.url, stored)) return memberReturnPath(stored?.originalUri);
  if (!check.ok) return loginFailedUrl(check.kind, check.error);
  try {
    const tokens = await client.auth.getMemberTokens(check.code, check.state, check.oauthData);
    // A login starts the member's session: the 7-day renewal clock starts with it.
    await writeSession(request, tokens, Math.floor(Date.now() / 1000));
  } catch (error) {
    console.error('Exchanging the login code failed', error);
    return loginFailedUrl('exchange-failed');
  }
  return withParams(memberReturnPath(check.oauthData.originalUri), checkoutParams);
}

/**
 * Logs the member out: the platform's logout page (which revokes the member's refresh token and
 * returns to /members, which then says so), and no session here meanwhile: they are a new
 * visitor, whose session starts when first needed (lib/platform/visitor-session.ts).
 */
export async function beginLogout(): Promise<string> {
  const { origin } = await requestOrigin();
  const client = await sessionClient();
  const { logoutUrl } = await client.auth.logout(`${origin}${LOGGED_OUT_PATH}`);
  (await cookies()).delete(SESSION_COOKIE);
  return logoutUrl;
}

/** The platform's hosted account page for one section, coming back to /members. */
export async function accountSectionUrl(section: AccountSection): Promise<string> {
  const { origin } = await requestOrigin();
  const client = await sessionClient();
  const { redirectSession } = await client.redirects.createRedirectSession({
    membersAccount: { section },
    callbacks: { postFlowUrl: `${origin}${MEMBERS_PATH}` },
  });
  return redirectSession.fullUrl;
}
