import { IdentityErrorCode } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthClients } from '../../db/schema/core';
import { invalid } from '../../kernel/errors';

/**
 * An allowed entry is an exact URL, or a pattern: a trailing `/*` takes any path below (and the
 * bare origin), and `:*` as the port takes any port. Nothing else is a wildcard.
 */
function patternRegex(entry: string): RegExp {
  const escaped = entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const anyPort = escaped.replace(/^([a-z]+:\/\/[^/]+):\\\*(?=\/|$)/i, '$1:\\d{1,5}');
  const anyPath = anyPort.replace(/\/\\\*$/, '(?:[/?#].*)?');
  return new RegExp(`^${anyPath}$`, 'i');
}

/** http(s), no user info: `http://localhost:3000@evil.test/` must not pass for localhost. */
function isPlainWebUrl(uri: string): boolean {
  try {
    const url = new URL(uri);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * Why an entry cannot go on a client's allowed list, or undefined when it can: an http(s) URL
 * without user info whose only wildcards are `:*` as the port and a trailing `/*`.
 */
export function redirectPatternProblem(entry: string): string | undefined {
  const concrete = entry
    .replace(/^([a-z]+:\/\/[^/?#:]+):\*(?=[/?#]|$)/i, '$1:1')
    .replace(/\/\*$/, '/');
  if (concrete.includes('*')) return 'a * may only be the port (:*) or a trailing /*';
  if (!isPlainWebUrl(concrete)) return 'it must be an http or https URL without user info';
  return undefined;
}

export function isAllowedRedirectUri(allowed: readonly string[], uri: string): boolean {
  return isPlainWebUrl(uri) && allowed.some((entry) => patternRegex(entry).test(uri));
}

export async function allowedRedirectUris(db: Db, clientId: string): Promise<string[]> {
  const [row] = await db
    .select({ uris: oauthClients.allowedRedirectUris })
    .from(oauthClients)
    .where(eq(oauthClients.id, clientId));
  return row?.uris ?? [];
}

/** Refused before any redirect happens: sending a code to an unlisted URI would leak it. */
export async function checkRedirectUri(db: Db, clientId: string, uri: string): Promise<void> {
  if (!isAllowedRedirectUri(await allowedRedirectUris(db, clientId), uri))
    throw invalid(
      IdentityErrorCode.invalidRedirectUri,
      `The redirect URI is not on the client's allowed list: ${uri}`,
      { redirectUri: uri, clientId },
    );
}
