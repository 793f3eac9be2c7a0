import type { Tokens } from '@headless/contract';
import type { ApiKeyStrategy } from './auth/api-key-strategy';
import type { AppStrategy } from './auth/app-strategy';
import { createOAuthStrategy, tokenEndpointOver, type OAuthStrategy } from './auth/oauth-strategy';
import { createHttpClient, DEFAULT_API_BASE_URL } from './core/http-client';
import type { ModuleApi, ModuleConfig, SdkModule } from './core/module';
import type { RetryOptions } from './core/retry';

export { DEFAULT_API_BASE_URL };

export type ModuleMap = Record<string, SdkModule<unknown>> & { auth?: never };

/** What `auth` accepts: a visitor/member OAuth strategy, an owner API key or an app's credentials. */
export type AuthStrategy = OAuthStrategy | ApiKeyStrategy | AppStrategy;

interface CommonOptions<M extends ModuleMap> {
  /** The local platform by default; `https://www.wixapis.com` for the real one. */
  apiBaseUrl?: string;
  modules: M;
  fetch?: typeof fetch;
  retry?: Partial<RetryOptions>;
  /** For `webhooks.process`: the platform's public key (SPKI PEM) and the age tolerance. */
  webhooks?: ModuleConfig['webhooks'];
}

/** `clientId`: the client builds its own OAuth strategy over its pipeline (visitor tokens). */
export interface OAuthClientOptions<M extends ModuleMap> extends CommonOptions<M> {
  clientId: string;
  auth?: never;
  tokens?: Tokens;
  /** Called with tokens the client obtained itself, e.g. to write them back to a cookie. */
  onTokensChanged?: (tokens: Tokens) => void;
  /** Seconds before expiry at which the access token is refreshed. Default 60. */
  refreshMarginSeconds?: number;
}

/** `auth`: a strategy made beforehand: `OAuthStrategy`, `ApiKeyStrategy` or `AppStrategy`. */
export interface StrategyClientOptions<
  M extends ModuleMap,
  A extends AuthStrategy,
> extends CommonOptions<M> {
  auth: A;
  clientId?: never;
  tokens?: never;
  onTokensChanged?: never;
  refreshMarginSeconds?: never;
}

export type ClientOptions<M extends ModuleMap, A extends AuthStrategy = OAuthStrategy> =
  OAuthClientOptions<M> | StrategyClientOptions<M, A>;

export type Client<M extends ModuleMap, A extends AuthStrategy = OAuthStrategy> = { auth: A } & {
  [K in keyof M]: ModuleApi<M[K]>;
};

export function createClient<M extends ModuleMap, A extends AuthStrategy>(
  options: StrategyClientOptions<M, A>,
): Client<M, A>;
export function createClient<M extends ModuleMap>(options: OAuthClientOptions<M>): Client<M>;
export function createClient<M extends ModuleMap>(
  options: ClientOptions<M, AuthStrategy>,
): Client<M, AuthStrategy> {
  const http = createHttpClient({
    baseUrl: options.apiBaseUrl ?? DEFAULT_API_BASE_URL,
    fetch: options.fetch,
    retry: options.retry,
    authHeaders: () => auth.getAuthHeaders(),
  });
  const auth: AuthStrategy = options.auth ?? visitorStrategy(options, http);
  const config: ModuleConfig = { webhooks: options.webhooks };
  const bound = Object.fromEntries(
    Object.entries(options.modules).map(([key, module]) => [key, module.create(http, config)]),
  );
  return { ...bound, auth } as Client<M, AuthStrategy>;
}

function visitorStrategy<M extends ModuleMap>(
  options: OAuthClientOptions<M>,
  http: ReturnType<typeof createHttpClient>,
): OAuthStrategy {
  const { clientId, tokens, onTokensChanged, refreshMarginSeconds } = options;
  return createOAuthStrategy(
    { clientId, tokens, onTokensChanged, refreshMarginSeconds },
    tokenEndpointOver(http),
    http,
  );
}
