import 'server-only';
import { SAMPLE_CLIENT_ID } from '@headless/contract/constants';
import { CLIENT_ID, DEFAULT_API_BASE_URL, DEFAULT_DETECTION_CACHE_SECONDS } from './constants';

export interface StorefrontEnv {
  clientId: string;
  apiBaseUrl: string;
  detectionCacheSeconds: number;
  /** PLATFORM_WEBHOOK_PUBLIC_KEY: verifies deliveries; the local platform's is fetched if unset. */
  webhookPublicKey?: string | undefined;
}

/**
 * Read on every call, at request time, never inlined at build: the same build runs with different
 * settings (the e2e suite starts it against other client ids and ports).
 */
export function readEnv(source: Record<string, string | undefined> = process.env): StorefrontEnv {
  const rawSeconds = source['DETECTION_CACHE_SECONDS']?.trim();
  const seconds = rawSeconds ? Number(rawSeconds) : Number.NaN;
  return {
    clientId: source['PLATFORM_CLIENT_ID']?.trim() || CLIENT_ID,
    apiBaseUrl: (source['PLATFORM_API_URL']?.trim() || DEFAULT_API_BASE_URL).replace(/\/+$/, ''),
    detectionCacheSeconds:
      Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_DETECTION_CACHE_SECONDS,
    webhookPublicKey: source['PLATFORM_WEBHOOK_PUBLIC_KEY']?.trim() || undefined,
  };
}

/** Still the built-in sample (issue item 14): the toast asks the developer to use their own. */
export function usesSampleClientId(env: Pick<StorefrontEnv, 'clientId'>): boolean {
  return env.clientId === SAMPLE_CLIENT_ID;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The local platform answers on this machine; the real one never does. */
export function isLocalPlatform(apiBaseUrl: string): boolean {
  try {
    return LOOPBACK.has(new URL(apiBaseUrl).hostname);
  } catch {
    return false;
  }
}

/** Apps are installed with the local platform's CLI here, from the app market on the real one. */
export function installsWithCli(): boolean {
  return isLocalPlatform(readEnv().apiBaseUrl);
}
