import type { TokenRequest, TokenResponse, Tokens } from '@headless/contract';
import { ApplicationError, ValidationError } from '../core/errors';
import { createHttpClient, DEFAULT_API_BASE_URL, type RequestContext } from '../core/http-client';
import type { RetryOptions } from '../core/retry';
import { singleFlight } from '../core/single-flight';
import { memberLogin, type MemberLogin } from './member-auth';
import { redirectLogin, type RedirectLogin } from './redirect-login';
import { emptyTokens, isFresh, requireAccessToken, tokensFromResponse } from './tokens';

export interface OAuthOptions {
  clientId: string;
  tokens?: Tokens | undefined;
  /** Called whenever the strategy obtains new tokens itself (anonymous grant or refresh). */
  onTokensChanged?: ((tokens: Tokens) => void) | undefined;
  /** Refresh this long before the access token expires. Default 60. */
  refreshMarginSeconds?: number | undefined;
  /** Clock in epoch milliseconds, for tests. */
  now?: (() => number) | undefined;
}

/** How a strategy reaches `POST /oauth2/token`; createClient shares its pipeline. */
export type TokenEndpoint<
  Body extends Record<string, unknown> = TokenRequest,
  Answer = TokenResponse,
> = (body: Body) => Promise<Answer>;

/** The client's `auth`: visitor and member tokens, refresh, member login and the Authorization header. */
export interface OAuthStrategy extends MemberLogin, RedirectLogin {
  readonly kind: 'oauth';
  /** Current tokens if valid; otherwise refreshed, or new anonymous ones. Stores the result. */
  generateVisitorTokens(tokens?: Tokens): Promise<Tokens>;
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
  /** The refresh token's role is `member` (docs/protocol.md §5.2). */
  loggedIn(): boolean;
  /**
   * What the pipeline sends on every call: the raw access token, no `Bearer` (docs/protocol.md
   * §1.4).
   */
  getAuthHeaders(): Promise<{ Authorization: string }>;
}

export interface StandaloneOAuthOptions extends OAuthOptions {
  apiBaseUrl?: string | undefined;
  fetch?: typeof fetch | undefined;
  retry?: Partial<RetryOptions> | undefined;
}

/** An OAuth strategy with its own pipeline: tokens and member login without a client. */
export function OAuthStrategy(options: StandaloneOAuthOptions): OAuthStrategy {
  const http = createHttpClient({
    baseUrl: options.apiBaseUrl ?? DEFAULT_API_BASE_URL,
    fetch: options.fetch,
    retry: options.retry,
    authHeaders: () => strategy.getAuthHeaders(),
  });
  const strategy = createOAuthStrategy(options, tokenEndpointOver(http), http);
  return strategy;
}

export function tokenEndpointOver<
  Body extends Record<string, unknown> = TokenRequest,
  Answer = TokenResponse,
>(http: RequestContext): TokenEndpoint<Body, Answer> {
  // Minting tokens twice is harmless, so the token call counts as idempotent for retries.
  return (data) =>
    http.request({ method: 'POST', path: '/oauth2/token', data, auth: false, idempotent: true });
}

/**
 * `ctx` carries the member login calls (identity, redirect sessions); they are authorised with
 * this strategy's own visitor or member token.
 */
export function createOAuthStrategy(
  options: OAuthOptions,
  endpoint: TokenEndpoint,
  ctx: RequestContext,
): OAuthStrategy {
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginSeconds ?? 60;
  let tokens = options.tokens ?? emptyTokens();

  async function request(body: Omit<TokenRequest, 'clientId'>) {
    return requireAccessToken(await endpoint({ clientId: options.clientId, ...body }));
  }

  async function renew(current: Tokens): Promise<Tokens> {
    const { value, role } = current.refreshToken;
    if (value !== '') {
      try {
        const response = await request({ grantType: 'refresh_token', refreshToken: value });
        return tokensFromResponse(response, role === 'none' ? 'visitor' : role, now(), value);
      } catch (error) {
        // A rejected refresh token means a new visitor; an outage must not log a member out.
        if (!(error instanceof ApplicationError || error instanceof ValidationError)) throw error;
      }
    }
    return tokensFromResponse(await request({ grantType: 'anonymous' }), 'visitor', now());
  }

  // One refresh in flight, shared by every caller that finds the token stale meanwhile.
  const refresh = singleFlight(async () => {
    const next = await renew(tokens);
    replaceTokens(next);
    return next;
  });

  function ensureFresh(): Promise<Tokens> {
    if (isFresh(tokens.accessToken, now(), margin)) return Promise.resolve(tokens);
    return refresh();
  }

  function replaceTokens(next: Tokens) {
    tokens = next;
    options.onTokensChanged?.(next);
  }

  const { clientId } = options;
  return {
    kind: 'oauth',
    ...memberLogin({ clientId, ctx }),
    ...redirectLogin({
      clientId,
      ctx,
      async exchangeCode(body) {
        const response = await request({ grantType: 'authorization_code', ...body });
        return tokensFromResponse(response, 'member', now());
      },
      clearTokens: () => replaceTokens(emptyTokens()),
    }),
    generateVisitorTokens(given) {
      if (given) tokens = given;
      return ensureFresh();
    },
    getTokens: () => tokens,
    setTokens(next) {
      tokens = next;
    },
    loggedIn: () => tokens.refreshToken.role === 'member',
    async getAuthHeaders() {
      return { Authorization: (await ensureFresh()).accessToken.value };
    },
  };
}
