import type { Tokens } from '@headless/contract';
import { createOAuthStrategy, tokenEndpointOver, type OAuthStrategy } from './auth/oauth-strategy';
import { createHttpClient } from './core/http-client';
import type { ModuleApi, SdkModule } from './core/module';
import type { RetryOptions } from './core/retry';

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';

export type ModuleMap = Record<string, SdkModule<unknown>> & { auth?: never };

export interface ClientOptions<M extends ModuleMap> {
  clientId: string;
  /** The local platform by default; `https://www.wixapis.com` for the real one. */
  apiBaseUrl?: string;
  tokens?: Tokens;
  modules: M;
  fetch?: typeof fetch;
  /** Called with tokens the client obtained itself, e.g. to write them back to a cookie. */
  onTokensChanged?: (tokens: Tokens) => void;
  /** Seconds before expiry at which the access token is refreshed. Default 60. */
  refreshMarginSeconds?: number;
  retry?: Partial<RetryOptions>;
}

export type Client<M extends ModuleMap> = { auth: OAuthStrategy } & {
  [K in keyof M]: ModuleApi<M[K]>;
};

export function createClient<M extends ModuleMap>(options: ClientOptions<M>): Client<M> {
  const { clientId, tokens, onTokensChanged, refreshMarginSeconds } = options;
  const http = createHttpClient({
    baseUrl: options.apiBaseUrl ?? DEFAULT_API_BASE_URL,
    fetch: options.fetch,
    retry: options.retry,
    authHeaders: () => auth.getAuthHeaders(),
  });
  const auth = createOAuthStrategy(
    { clientId, tokens, onTokensChanged, refreshMarginSeconds },
    tokenEndpointOver(http),
  );
  const bound = Object.fromEntries(
    Object.entries(options.modules).map(([key, module]) => [key, module.create(http)]),
  );
  return { ...bound, auth } as Client<M>;
}
