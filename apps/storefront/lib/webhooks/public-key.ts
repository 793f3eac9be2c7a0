import 'server-only';
import { isLocalPlatform, readEnv, type StorefrontEnv } from '../env';

/** Why no key could be found; the receiver answers 503 with it so the platform retries later. */
export class PublicKeyUnavailable extends Error {
  override name = 'PublicKeyUnavailable';
}

/** Per platform URL: tests and the e2e suite point one process at several platforms. */
const fetched = new Map<string, Promise<string>>();

/**
 * The platform's webhook public key: PLATFORM_WEBHOOK_PUBLIC_KEY (the real platform's key comes
 * from the app's dashboard), or, against the local platform, its public-key endpoint, fetched
 * once per process. `refresh` fetches again: a reset local database may have a new key.
 */
export function webhookPublicKey(
  env: StorefrontEnv = readEnv(),
  { refresh = false } = {},
): Promise<string> {
  if (env.webhookPublicKey) return Promise.resolve(env.webhookPublicKey);
  if (!isLocalPlatform(env.apiBaseUrl)) {
    return Promise.reject(
      new PublicKeyUnavailable(
        'Set PLATFORM_WEBHOOK_PUBLIC_KEY to the public key shown in your app dashboard.',
      ),
    );
  }
  const cached = refresh ? undefined : fetched.get(env.apiBaseUrl);
  if (cached) return cached;
  const key = fetchLocalKey(env.apiBaseUrl);
  fetched.set(env.apiBaseUrl, key);
  // A failed fetch is not kept: the next delivery asks again.
  key.catch(() => fetched.delete(env.apiBaseUrl));
  return key;
}

async function fetchLocalKey(apiBaseUrl: string): Promise<string> {
  const url = `${apiBaseUrl}/webhooks/v1/public-key`;
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch (cause) {
    throw new PublicKeyUnavailable(`Could not reach ${url} for the webhook public key.`, { cause });
  }
  const body = (await response.json().catch(() => null)) as { publicKey?: unknown } | null;
  if (!response.ok || typeof body?.publicKey !== 'string') {
    throw new PublicKeyUnavailable(`${url} answered ${response.status} without a public key.`);
  }
  return body.publicKey;
}
