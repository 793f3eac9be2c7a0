import 'server-only';
import type { Tokens } from '@headless/sdk';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SESSION_COOKIE } from '../constants';
import { readEnv } from '../env';
import { parseRenewedAt, parseSession } from '../session';
import { createPlatformClient, type PlatformClient } from './clients';
import { isUnauthenticated } from './problems';

/** Set for a minute after a forced fresh session, so a platform that keeps refusing cannot loop. */
export const SESSION_RESET_COOKIE = 'session_reset';

export async function readSessionTokens(): Promise<Tokens | null> {
  const store = await cookies();
  return parseSession(store.get(SESSION_COOKIE)?.value);
}

/** When the member's session in the cookie was last renewed, or null. */
export async function readSessionRenewedAt(): Promise<number | null> {
  const store = await cookies();
  return parseRenewedAt(store.get(SESSION_COOKIE)?.value);
}

/** A client acting as the visitor whose session cookie came with this request. */
export async function getVisitorClient(): Promise<PlatformClient> {
  const tokens = await readSessionTokens();
  return createPlatformClient(readEnv(), tokens ?? undefined);
}

export function resetSessionUrl(returnTo: string): string {
  return `/api/session/reset?to=${encodeURIComponent(returnTo)}`;
}

/**
 * Reads as the visitor. Server components cannot write cookies, so a token the platform rejects
 * (forged, garbled, from a reset platform) sends the browser through a route that drops the
 * session; the proxy then starts a fresh one.
 */
export async function readAsVisitor<T>(
  returnTo: string,
  read: (client: PlatformClient) => Promise<T>,
): Promise<T> {
  const client = await getVisitorClient();
  try {
    return await read(client);
  } catch (error) {
    const store = await cookies();
    if (isUnauthenticated(error) && !store.has(SESSION_RESET_COOKIE)) {
      redirect(resetSessionUrl(returnTo));
    }
    throw error;
  }
}
