import type { AppTokenRequest, AppTokenResponse } from '@headless/contract';
import { createHttpClient, DEFAULT_API_BASE_URL } from '../core/http-client';
import type { RetryOptions } from '../core/retry';
import { singleFlight } from '../core/single-flight';
import { tokenEndpointOver } from './oauth-strategy';
import { accessTokenFrom, emptyTokens, isFresh, requireAccessToken } from './tokens';

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

export function AppStrategy(options: AppStrategyOptions): AppStrategy {
  const { appId, appSecret, instanceId } = options;
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginSeconds ?? 60;
  const endpoint = tokenEndpointOver<AppTokenRequest, AppTokenResponse>(
    createHttpClient({
      baseUrl: options.apiBaseUrl ?? DEFAULT_API_BASE_URL,
      fetch: options.fetch,
      retry: options.retry,
    }),
  );
  let token = emptyTokens().accessToken;

  // One token request in flight, shared by every call that finds the token stale meanwhile.
  const renew = singleFlight(async () => {
    const data = {
      grant_type: 'client_credentials' as const,
      client_id: appId,
      client_secret: appSecret,
      instance_id: instanceId,
    };
    token = accessTokenFrom(requireAccessToken(await endpoint(data)), now());
    return token;
  });

  return {
    kind: 'app',
    getAppId: () => appId,
    getInstanceId: () => instanceId,
    async getAuthHeaders() {
      const fresh = isFresh(token, now(), margin) ? token : await renew();
      return { Authorization: fresh.value };
    },
  };
}
