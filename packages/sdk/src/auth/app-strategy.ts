import type { AppTokenRequest, AppTokenResponse } from '@headless/contract';
import { SystemError } from '../core/errors';
import { createHttpClient } from '../core/http-client';
import type { RetryOptions } from '../core/retry';

export interface AppStrategyOptions {
  /** From `npm run platform -- apps credentials create`, as the platform's app dashboard shows them. */
  appId: string;
  appSecret: string;
  /** The app instance to act on: on the local platform, the site id. */
  instanceId: string;
  /** Where `POST /oauth2/token` goes; the local platform by default. */
  apiBaseUrl?: string | undefined;
  fetch?: typeof fetch | undefined;
  retry?: Partial<RetryOptions> | undefined;
  /** Ask for a new token this long before the current one expires. Default 60. */
  refreshMarginSeconds?: number | undefined;
  /** Clock in epoch milliseconds, for tests. */
  now?: (() => number) | undefined;
}

/**
 * The client's `auth` for an app's backend: an access token for one app instance from the
 * `client_credentials` grant, with the app's own rights (owner calls, never a member's).
 */
export interface AppStrategy {
  readonly kind: 'app';
  getAppId(): string;
  getInstanceId(): string;
  /** What the pipeline sends on every call: the raw access token, no `Bearer`. */
  getAuthHeaders(): Promise<{ Authorization: string }>;
}

interface AppToken {
  value: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export function AppStrategy(options: AppStrategyOptions): AppStrategy {
  const { appId, appSecret, instanceId } = options;
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginSeconds ?? 60;
  const http = createHttpClient({
    baseUrl: options.apiBaseUrl ?? 'http://localhost:4000',
    fetch: options.fetch,
    retry: options.retry,
  });
  let token: AppToken | undefined;
  // One token request in flight, shared by every call that finds the token stale meanwhile.
  let inflight: Promise<AppToken> | undefined;

  async function requestToken(): Promise<AppToken> {
    const data: AppTokenRequest = {
      grant_type: 'client_credentials',
      client_id: appId,
      client_secret: appSecret,
      instance_id: instanceId,
    };
    // Minting a token twice is harmless, so the call counts as idempotent for retries.
    const response = await http.request<AppTokenResponse>({
      method: 'POST',
      path: '/oauth2/token',
      data,
      auth: false,
      idempotent: true,
    });
    if (typeof response?.access_token !== 'string') {
      throw new SystemError({ message: 'System error occurred', code: 'INVALID_TOKEN_RESPONSE' });
    }
    const expiresAt = Math.floor(now() / 1000) + Number(response.expires_in);
    return { value: response.access_token, expiresAt };
  }

  function freshToken(): Promise<AppToken> {
    if (token && token.expiresAt - margin > now() / 1000) return Promise.resolve(token);
    inflight ??= requestToken()
      .then((next) => (token = next))
      .finally(() => (inflight = undefined));
    return inflight;
  }

  return {
    kind: 'app',
    getAppId: () => appId,
    getInstanceId: () => instanceId,
    async getAuthHeaders() {
      return { Authorization: (await freshToken()).value };
    },
  };
}
