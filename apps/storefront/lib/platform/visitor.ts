import 'server-only';
import type { Tokens } from '@headless/sdk';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SESSION_COOKIE } from '../constants';
import { readEnv } from '../env';
import { parseRenewedAt, parseSession } from '../session';
import { createPlatformClient, type PlatformClient } from './clients';
import { isUnauthenticated } from './problems';
import { forgetPublicReader, publicReaderTokens } from './public-reader';

/** Set for a minute after a forced fresh session, so a platform that keeps refusing cannot loop. */
export const SESSION_RESET_COOKIE = 'session_reset';

/**
 * This request's session, or null: a new visitor (sessions start lazily, proxy.ts), or one whose
 * session the proxy dropped. No session means an empty cart and no member, without a call.
 */
export async function readSessionTokens(): Promise<Tokens | null> {
  const store = await cookies();
  return parseSession(store.get(SESSION_COOKIE)?.value);
}

/** When the member's session in the cookie was last renewed, or null. */
export async function readSessionRenewedAt(): Promise<number | null> {
  const store = await cookies();
  return parseRenewedAt(store.get(SESSION_COOKIE)?.value);
}

/** Who reads: the visitor's session, or (`session: false`) the storefront's public reader. */
export interface Reader {
  client: PlatformClient;
  /** False for a visitor without a session: they have no cart, orders or bookings to read. */
  session: boolean;
}

/**
 * A client to read what the page shows: as the visitor when they have a session, else as the
 * storefront's public reader (lib/platform/public-reader.ts), which starts no session. Changes
 * go through `visitorClientForChange` (lib/platform/visitor-session.ts) instead.
 */
export async function getReader(): Promise<Reader> {
  const env = readEnv();
  const tokens = await readSessionTokens();
  if (tokens) return { client: createPlatformClient(env, tokens), session: true };
  return { client: createPlatformClient(env, await publicReaderTokens(env)), session: false };
}

export function resetSessionUrl(returnTo: string): string {
  return `/api/session/reset?to=${encodeURIComponent(returnTo)}`;
}

/**
 * Reads as the visitor (`getReader`). Server components cannot write cookies, so a session token
 * the platform rejects (forged, garbled, from a reset platform) sends the browser through a route
 * that drops the session. The public reader's token rejected is replaced, and read again once.
 */
export async function readAsVisitor<T>(
  returnTo: string,
  read: (client: PlatformClient, reader: Reader) => Promise<T>,
): Promise<T> {
  const reader = await getReader();
  try {
    return await read(reader.client, reader);
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
    if (!reader.session) {
      forgetPublicReader(reader.client.auth.getTokens());
      const again = await getReader();
      return await read(again.client, again);
    }
    const store = await cookies();
    if (!store.has(SESSION_RESET_COOKIE)) redirect(resetSessionUrl(returnTo));
    throw error;
  }
}
