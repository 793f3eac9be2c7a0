import 'server-only';
import type { Tokens } from '@headless/sdk';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '../constants';
import type { StorefrontEnv } from '../env';
import { isSecureRequest, serializeSession, sessionCookieOptions } from '../session';
import { isOwnSession, sessionOwner } from '../session-owner';
import { sessionMaxAge } from '../session-renewal';
import { createPlatformClient } from './clients';
import { isUnauthenticated } from './problems';
import { SESSION_RESET_COOKIE } from './visitor';

/** Writers of the session cookie outside the proxy: route handlers and server actions. */

function secureFor(request: Request): boolean {
  return isSecureRequest(request.url, request.headers.get('x-forwarded-proto'));
}

/** `renewedAt`: when a member's session was last renewed (lib/session-renewal.ts); null for a visitor. */
export async function writeSession(
  request: Request,
  tokens: Tokens,
  renewedAt: number | null = null,
): Promise<void> {
  await storeSession(tokens, secureFor(request), renewedAt);
}

/** For server actions, which have headers but no Request: `secure` as the caller worked it out. */
export async function storeSession(
  tokens: Tokens,
  secure: boolean,
  renewedAt: number | null = null,
): Promise<void> {
  const store = await cookies();
  const options = sessionCookieOptions(secure, sessionMaxAge(renewedAt));
  store.set({ ...options, value: serializeSession(tokens, renewedAt) });
}

/** Drops the visitor's session; a new one starts where first needed (visitor-session.ts). */
export async function dropSession(request: Request, markReset: boolean): Promise<void> {
  const store = await cookies();
  store.delete(SESSION_COOKIE);
  if (!markReset) return;
  const options = sessionCookieOptions(secureFor(request));
  store.set({ ...options, name: SESSION_RESET_COOKIE, value: '1', maxAge: 60 });
}

/** What becomes of a session the platform was asked about. */
export type SessionCheck = { keep: true } | { drop: true } | { write: Tokens };

/**
 * The proxy can only check a cookie's shape and whose tokens it holds; the platform alone knows a
 * forged token. One light authenticated call tells: a rejected session, like another client's, is
 * dropped (the visitor is new; no session is started for them), and a refreshed one is returned
 * so the caller writes it back.
 */
export async function checkSession(env: StorefrontEnv, tokens: Tokens): Promise<SessionCheck> {
  if (!isOwnSession(tokens, sessionOwner(env))) return { drop: true };
  const client = createPlatformClient(env, tokens);
  try {
    // Reads the visitor's own cart: no side effects, answers 401 for a token it did not sign.
    await client.currentCart.getCurrentCart();
  } catch (error) {
    if (isUnauthenticated(error)) return { drop: true };
  }
  const current = client.auth.getTokens();
  return current.accessToken.value === tokens.accessToken.value
    ? { keep: true }
    : { write: current };
}
