import type { AppIndex } from '../constants';
import type { StorefrontEnv } from '../env';
import { createPlatformClient } from '../platform/clients';
import { createTtlCache } from './cache';
import { runProbes } from './detect';
import { createProbes } from './probes';

const cache = createTtlCache<AppIndex[]>();

export function detectionCacheKey(env: StorefrontEnv, msid: string | null): string {
  return [env.apiBaseUrl, env.clientId, msid ?? '-'].join(' ');
}

/**
 * Probes run as a fresh anonymous visitor of their own, so detection never touches a real
 * visitor's cart and never depends on what a visitor's cookie holds.
 */
async function detectNow(env: StorefrontEnv): Promise<AppIndex[]> {
  const client = createPlatformClient(env);
  await client.auth.generateVisitorTokens();
  return runProbes(createProbes(client));
}

/** Installed app indices of the site, cached per site for DETECTION_CACHE_SECONDS. */
export function detectInstalledApps(env: StorefrontEnv, msid: string | null): Promise<AppIndex[]> {
  const ttlMs = env.detectionCacheSeconds * 1000;
  return cache.get(detectionCacheKey(env, msid), ttlMs, () => detectNow(env));
}
