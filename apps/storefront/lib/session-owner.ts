import 'server-only';
import type { Tokens } from '@headless/sdk';
import type { StorefrontEnv } from './env';
import { decodeTokenClaims } from './msid';

/**
 * Whose sessions this storefront keeps (issue 14 item 8): the configured client's, on that
 * client's site. Another client's tokens (another app's cookie on the same host, or a client id
 * changed in the settings) would make the storefront serve the other client's site.
 */
export interface SessionOwner {
  clientId: string;
  /** The client's site, once the platform's own tokens for it told (`learnClientSite`). */
  siteId: string | null;
}

const SITES = Symbol.for('headless-storefront.client-sites');

/**
 * The site of each configured client as its fresh tokens said. A client belongs to one site, so a
 * session of the client on another site did not come from the platform as it is now. One map per
 * process, shared by every bundle (the proxy, pages, route handlers), as detection's cache: the
 * tokens that teach it (detection's, a session started by an action) are issued in any of them.
 */
function sitesOfClients(): Map<string, string> {
  const holder = globalThis as { [SITES]?: Map<string, string> };
  holder[SITES] ??= new Map<string, string>();
  return holder[SITES];
}

/** Notes the client's site from tokens the platform just issued for it. */
export function learnClientSite(clientId: string, tokens: Tokens): void {
  try {
    sitesOfClients().set(clientId, decodeTokenClaims(tokens.accessToken.value).metaSiteId);
  } catch {
    // Not a token we can read: nothing learned, the client check still holds.
  }
}

export function sessionOwner(env: Pick<StorefrontEnv, 'clientId'>): SessionOwner {
  return { clientId: env.clientId, siteId: sitesOfClients().get(env.clientId) ?? null };
}

/** The access token was issued for the owner: its client and (when known) its site. */
export function isOwnSession(tokens: Tokens, owner: SessionOwner): boolean {
  try {
    const claims = decodeTokenClaims(tokens.accessToken.value);
    if (claims.clientId !== owner.clientId) return false;
    return owner.siteId === null || claims.metaSiteId === owner.siteId;
  } catch {
    return false;
  }
}
