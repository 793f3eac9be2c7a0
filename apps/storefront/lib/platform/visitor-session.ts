import 'server-only';
import { headers } from 'next/headers';
import { readEnv } from '../env';
import { isSecureRequest } from '../session';
import { learnClientSite } from '../session-owner';
import { storefrontOrigin } from '../storefront-origin';
import { createAuthClient, createPlatformClient, type PlatformClient } from './clients';
import { storeSession } from './session-store';
import { readSessionTokens } from './visitor';

/**
 * A client acting as the visitor, for a change of their own: add to cart, a booking, a
 * reservation, an RSVP, a checkout. A visitor without a session gets one here, the first place
 * it is needed (sessions start lazily, proxy.ts): one token call, kept in the session cookie.
 * Server actions and route handlers only: they may set cookies, a page's render may not.
 */
export async function visitorClientForChange(): Promise<PlatformClient> {
  const env = readEnv();
  const current = await readSessionTokens();
  if (current) return createPlatformClient(env, current);
  const tokens = await createAuthClient(env).auth.generateVisitorTokens();
  learnClientSite(env.clientId, tokens);
  const list = await headers();
  await storeSession(
    tokens,
    isSecureRequest(storefrontOrigin(list), list.get('x-forwarded-proto')),
  );
  return createPlatformClient(env, tokens);
}
