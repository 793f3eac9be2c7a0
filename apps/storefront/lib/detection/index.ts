import 'server-only';
import type { AppIndex } from '../constants';
import type { StorefrontEnv } from '../env';
import { createPlatformClient } from '../platform/clients';
import { learnClientSite } from '../session-owner';
import { rememberDetectionVisitor } from '../webhooks/detection-visitors';
import { createTtlCache, type TtlCache } from './cache';
import { runProbes } from './detect';
import { createProbes } from './probes';

const CACHE = Symbol.for('headless-storefront.detection-cache');

/**
 * One cache per process. Next bundles route handlers (/api/site-info) apart from pages, each with
 * its own copy of this module: a module-level cache would detect twice per period and could give
 * the client state other results than the page it came with.
 */
function sharedCache(): TtlCache<AppIndex[]> {
  const holder = globalThis as { [CACHE]?: TtlCache<AppIndex[]> };
  holder[CACHE] ??= createTtlCache<AppIndex[]>();
  return holder[CACHE];
}

/**
 * The site is the one the configured client id belongs to: that is what the probes ask about.
 * Never what a visitor's cookie claims: that token is unverified, and a key taken from it would
 * let anyone start a detection run per request by varying it.
 */
export function detectionCacheKey(env: StorefrontEnv): string {
  return `${env.apiBaseUrl} ${env.clientId}`;
}

/**
 * Probes run as a fresh anonymous visitor of their own, so detection never touches a real
 * visitor's cart and never depends on what a visitor's cookie holds.
 */
async function detectNow(env: StorefrontEnv): Promise<AppIndex[]> {
  const client = createPlatformClient(env);
  const tokens = await client.auth.generateVisitorTokens();
  // The configured client's site: what a page without a session shows as the msid.
  learnClientSite(env.clientId, tokens);
  // Before any probe: the store probe's cart events name this visitor, /webhooks marks them.
  rememberDetectionVisitor(tokens.accessToken.value);
  return runProbes(createProbes(client));
}

/** Installed app indices of the site, cached per site for DETECTION_CACHE_SECONDS. */
export function detectInstalledApps(env: StorefrontEnv): Promise<AppIndex[]> {
  const ttlMs = env.detectionCacheSeconds * 1000;
  return sharedCache().get(detectionCacheKey(env), ttlMs, () => detectNow(env));
}

/**
 * Drops every cached detection: the platform said an app was installed or uninstalled (a signed
 * webhook, lib/webhooks/receive.ts), so the next page load detects afresh instead of waiting out
 * DETECTION_CACHE_SECONDS.
 */
export function forgetDetectedApps(): void {
  sharedCache().clear();
}
