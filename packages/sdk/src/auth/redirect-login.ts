import type { Tokens } from '@headless/contract';
import { parseCallbackUrl } from '../core/callback-url';
import type { RequestContext } from '../core/http-client';
import { redirects } from '../modules/redirects/redirects';
import type { AuthUrl, AuthUrlOptions, CallbackParams, ResponseMode } from './member-types';
import { OAuthFlowError } from './oauth-flow-error';
import { generateOAuthData, type OAuthData } from './pkce';
import { awaitAuthorizationMessage, type SilentFlowOptions } from './silent-flow';

/** Login on the platform's hosted page (OAuth code + PKCE), the silent flow, and logout. */
export interface RedirectLogin {
  /** A fresh PKCE verifier/challenge (S256) and `state`; keep it until the callback. */
  generateOAuthData(redirectUri?: string, originalUri?: string): Promise<OAuthData>;
  /** The hosted login's URL, through a redirect session with the `auth` intent. */
  getAuthUrl(oauthData: OAuthData, options?: AuthUrlOptions): Promise<AuthUrl>;
  /** Reads `code`, `state`, `error`, `error_description` of a callback URL (hash by default). */
  parseFromUrl(url?: string, responseMode?: ResponseMode): CallbackParams;
  /** The callback exchange: `authorization_code` grant with the verifier; tokens of role `member`. */
  getMemberTokens(code: string, state: string, oauthData: OAuthData): Promise<Tokens>;
  /** Browser only: a session token (from `login`) to member tokens through a hidden iframe. */
  getMemberTokensForDirectLogin(sessionToken: string, options?: SilentFlowOptions): Promise<Tokens>;
  /** Browser only: keeps the OAuth data in `storage`, then sends the browser to the hosted login. */
  loginWithRedirect(redirectUri: string, options?: LoginWithRedirectOptions): Promise<OAuthData>;
  /** The logout page's URL (redirect session `logout` intent); clears this client's tokens. */
  logout(originalUrl: string): Promise<{ logoutUrl: string }>;
}

export interface LoginWithRedirectOptions extends Omit<AuthUrlOptions, 'sessionToken'> {
  originalUri?: string;
  /** Default `sessionStorage`, key `OAUTH_DATA_STORAGE_KEY`. */
  storage?: Pick<Storage, 'setItem'>;
  /** Default `location.assign`. */
  navigate?: (url: string) => void;
}

export const OAUTH_DATA_STORAGE_KEY = 'headless.oauthData';

export interface RedirectLoginDeps {
  clientId: string;
  ctx: RequestContext;
  /** `POST /oauth2/token` with the authorization-code grant. */
  exchangeCode(body: { code: string; codeVerifier: string; redirectUri?: string }): Promise<Tokens>;
  clearTokens(): void;
}

export function redirectLogin(deps: RedirectLoginDeps): RedirectLogin {
  const { clientId } = deps;
  const sessions = redirects.create(deps.ctx, {});

  async function getAuthUrl(oauthData: OAuthData, options: AuthUrlOptions = {}): Promise<AuthUrl> {
    const { redirectSession } = await sessions.createRedirectSession({
      auth: {
        authRequest: {
          clientId,
          responseType: 'code',
          ...(oauthData.redirectUri && { redirectUri: oauthData.redirectUri }),
          scope: 'offline_access',
          state: oauthData.state,
          responseMode: options.responseMode ?? 'fragment',
          codeChallenge: oauthData.codeChallenge,
          codeChallengeMethod: 'S256',
          ...(options.sessionToken && { sessionToken: options.sessionToken }),
        },
        prompt: options.prompt ?? 'login',
      },
    });
    return {
      authUrl: redirectSession.fullUrl,
      authorizationEndpoint: redirectSession.urlDetails?.endpoint,
      sessionToken: redirectSession.sessionToken,
    };
  }

  async function getMemberTokens(code: string, state: string, oauthData: OAuthData) {
    if (state !== oauthData.state) {
      throw new OAuthFlowError(
        'STATE_MISMATCH',
        'OAuth state mismatch: the callback does not belong to the login this OAuth data started',
      );
    }
    return deps.exchangeCode({
      code,
      codeVerifier: oauthData.codeVerifier,
      ...(oauthData.redirectUri && { redirectUri: oauthData.redirectUri }),
    });
  }

  return {
    generateOAuthData,
    getAuthUrl,
    parseFromUrl: (url = currentUrl(), responseMode = 'fragment') => {
      const parsed = parseCallbackUrl(url);
      const raw = responseMode === 'query' ? parsed.search : parsed.hash;
      const params = new URLSearchParams(raw.replace(/^[?#]/, ''));
      const get = (name: string) => params.get(name) ?? undefined;
      return {
        code: get('code'),
        state: get('state'),
        error: get('error'),
        errorDescription: get('error_description'),
      };
    },
    getMemberTokens,
    async getMemberTokensForDirectLogin(sessionToken, options) {
      const oauthData = await generateOAuthData();
      const { authUrl } = await getAuthUrl(oauthData, {
        prompt: 'none',
        responseMode: 'web_message',
        sessionToken,
      });
      const { code, state } = await awaitAuthorizationMessage(authUrl, oauthData.state, options);
      return getMemberTokens(code, state, oauthData);
    },
    async loginWithRedirect(redirectUri, options = {}) {
      const { originalUri, storage, navigate, ...urlOptions } = options;
      const store = storage ?? browserGlobal('sessionStorage');
      const go = navigate ?? ((url: string) => browserGlobal('location').assign(url));
      const oauthData = await generateOAuthData(redirectUri, originalUri);
      const { authUrl } = await getAuthUrl(oauthData, urlOptions);
      store.setItem(OAUTH_DATA_STORAGE_KEY, JSON.stringify(oauthData));
      go(authUrl);
      return oauthData;
    },
    async logout(originalUrl) {
      const { redirectSession } = await sessions.createRedirectSession({
        logout: { clientId },
        callbacks: { postFlowUrl: originalUrl },
      });
      deps.clearTokens();
      return { logoutUrl: redirectSession.fullUrl };
    },
  };
}

function currentUrl(): string {
  return browserGlobal('location').href;
}

function browserGlobal<K extends 'location' | 'sessionStorage'>(name: K): Window[K] {
  if (typeof window === 'undefined') {
    throw new OAuthFlowError('NOT_IN_BROWSER', `No window.${name} here: pass it explicitly`);
  }
  return window[name];
}
