import { PlatformErrorCode } from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { cachesFor, closeCaches, openCaches } from '../cache/registry';
import type { Db } from '../db/client';
import type { AuthContext } from '../http/auth-context';
import type { App } from '../kernel/app-type';
import type { Caller } from '../kernel/caller';
import { systemClock } from '../kernel/clock';
import { unauthenticated } from '../kernel/errors';
import { authenticateApiKey, isApiKey } from '../modules/api-keys';
import { lookupApp, lookupClientWithApps, readAccessToken, signingKey } from '../modules/oauth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every authenticated route; public routes (see `isPublicRoute`) must not read it. */
    auth: AuthContext;
    /** Who asks and when (kernel/caller.ts): `auth` but for the guards' own, `now` from the app's clock. */
    caller: Caller;
  }
}

const PUBLIC_PATHS = new Set([
  '/', // the front door (hosted/front-door): a page for browsers, the JSON 404 for the rest
  '/health',
  '/openapi.json',
  '/webhooks/v1/public-key',
  '/inspector',
  // A browser lands here from a site's own login page; the redirect session is the capability.
  '/_api/iam/authentication/v1/callback',
  '/iam/authentication/v1/callback',
]);
/** The OAuth endpoints, the hosted pages and the local inspector (a developer's own machine). */
const PUBLIC_PREFIXES = ['/oauth2/', '/hosted/', '/inspector/'];

export function isPublicRoute(routeUrl: string): boolean {
  return PUBLIC_PATHS.has(routeUrl) || PUBLIC_PREFIXES.some((p) => routeUrl.startsWith(p));
}

/** `Authorization` carries the raw token (what the SDK sends) or `Bearer <token>`. */
export function tokenFrom(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token || undefined;
}

/** The caller for a token, or undefined when it is forged, expired, or its client or site is gone. */
export async function authenticate(
  db: Db,
  token: string,
  now: Date,
): Promise<AuthContext | undefined> {
  const auth = readAccessToken(token, await signingKey(db), now);
  if (!auth) return undefined;
  const synced = await cachesFor(db).sync();
  // An app token names an app credential, not an OAuth client: one query, like an API key.
  const client =
    auth.identity.type === 'APP'
      ? await lookupApp(db, auth.clientId, auth.siteId)
      : await lookupClientWithApps(db, auth.clientId, auth.siteId, synced);
  if (!client) return undefined;
  const { installedApps, catalogVersion } = client;
  return { ...auth, installedApps, catalogVersion, cacheSynced: synced };
}

/**
 * Tokens live in real time, not on the app's clock: a test that moves `app.clock` days ahead (to
 * run an event's or an order's clock) keeps its callers signed in, as it always did.
 */
const tokenClock = systemClock();

async function authenticateRequest(app: App, request: FastifyRequest): Promise<void> {
  const token = tokenFrom(request.headers.authorization);
  if (!token) throw unauthenticated(PlatformErrorCode.unauthenticated, 'Missing access token');
  if (isApiKey(token)) return authenticateWithApiKey(app, request, token);
  const auth = await authenticate(app.db, token, tokenClock.now());
  if (!auth)
    throw unauthenticated(PlatformErrorCode.unauthenticated, 'Invalid or expired access token');
  request.auth = auth;
}

async function authenticateWithApiKey(app: App, request: FastifyRequest, key: string) {
  const siteHeader = request.headers['wix-site-id'];
  const siteId = typeof siteHeader === 'string' ? siteHeader.trim() : undefined;
  const auth = await authenticateApiKey(app.db, key, siteId);
  if (!auth)
    throw unauthenticated(
      PlatformErrorCode.unauthenticated,
      siteId
        ? 'Invalid or revoked API key for this site'
        : 'An API key needs the wix-site-id header',
    );
  request.auth = auth;
}

export function authPlugin(app: App): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('caller', null as unknown as Caller);
  // Auth and the cart calls read through this instance's caches (src/cache).
  openCaches(app.db);
  app.addHook('onClose', () => closeCaches(app.db));
  app.addHook('onRequest', async (request) => {
    // Unknown paths get their 404/405 without a token; preflights never carry one.
    if (request.method === 'OPTIONS' || request.is404) return;
    if (isPublicRoute(request.routeOptions.url ?? '')) return;
    await authenticateRequest(app, request);
    const { siteId, clientId, identity, role } = request.auth;
    request.caller = { siteId, clientId, identity, role, now: app.clock.now() };
  });
}
