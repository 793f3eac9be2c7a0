import type { FieldViolation, RedirectCallbacks } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthClients } from '../../db/schema/core';
import { validationError } from '../../kernel/errors';
import { isAllowedRedirectUri } from './redirect-uris';

/**
 * Whose allowed redirect URIs (`npm run platform -- clients allow`) a session's callbacks must
 * match: the session's OAuth client (a visitor's or member's token's client, or the client an
 * `auth` or `logout` intent names). Owner, API-key and app callers have no OAuth client of their
 * own, so any client of the site will do for them.
 */
export interface CallbackOwner {
  siteId: string;
  clientId: string;
}

/** One query for both cases: the site's clients, then the owner's own list when it is one. */
export async function allowedCallbackUris(db: Db, owner: CallbackOwner): Promise<string[]> {
  const clients = await db
    .select({ id: oauthClients.id, uris: oauthClients.allowedRedirectUris })
    .from(oauthClients)
    .where(eq(oauthClients.siteId, owner.siteId));
  const own = clients.find((c) => c.id === owner.clientId);
  return own ? own.uris : clients.flatMap((c) => c.uris);
}

const isWebUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

function violationOf(field: string, url: string, allowed: readonly string[]) {
  if (!isWebUrl(url))
    return {
      field,
      description: 'must be an absolute http(s) URL',
      violatedRule: 'FORMAT',
      ruleName: 'WEB_URL',
    } satisfies FieldViolation;
  if (!isAllowedRedirectUri(allowed, url))
    return {
      field,
      description: `is not on the client's allowed redirect URIs (npm run platform -- clients allow): ${url}`,
      violatedRule: 'VALIDATION',
      ruleName: 'ALLOWED_REDIRECT_URI',
    } satisfies FieldViolation;
  return undefined;
}

/**
 * The callbacks a new session keeps: every one an http(s) URL the client allows, since the hosted
 * page sends the browser there; otherwise the session is refused naming each field.
 */
export async function readCallbacks(
  db: Db,
  owner: CallbackOwner,
  callbacks: RedirectCallbacks = {},
): Promise<Record<string, string>> {
  const given = Object.entries(callbacks).filter((e): e is [string, string] => !!e[1]);
  if (!given.length) return {};
  const allowed = await allowedCallbackUris(db, owner);
  const violations = given
    .map(([key, url]) => violationOf(`callbacks.${key}`, url, allowed))
    .filter((v) => v !== undefined);
  if (violations.length) throw validationError(violations);
  return Object.fromEntries(given);
}

/**
 * A stored session with only the callbacks its client allows now: one stored before this check
 * existed, or whose client has since disallowed a domain, shows its own page instead of sending
 * the browser away.
 */
export async function withAllowedCallbacks<
  R extends CallbackOwner & { callbacks: Record<string, string | undefined> },
>(db: Db, row: R): Promise<R> {
  const given = Object.entries(row.callbacks).filter((e): e is [string, string] => !!e[1]);
  if (!given.length) return row;
  const allowed = await allowedCallbackUris(db, row);
  const kept = given.filter(([, url]) => isWebUrl(url) && isAllowedRedirectUri(allowed, url));
  return { ...row, callbacks: Object.fromEntries(kept) };
}
