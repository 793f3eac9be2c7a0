import type { TokenRole, Tokens } from '@headless/contract';
import { SystemError } from '../core/errors';

export type AccessToken = Tokens['accessToken'];

export const emptyTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

/** Fresh means present and not expiring within `marginSeconds`: we renew before expiry, not after. */
export function isFresh(token: AccessToken, nowMs: number, marginSeconds: number): boolean {
  return token.value !== '' && token.expiresAt - marginSeconds > nowMs / 1000;
}

/** What every token grant answers; the refresh token only some do. */
interface TokenGrantResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
}

/** An answer of `POST /oauth2/token` without an access token is the platform's fault. */
export function requireAccessToken<R extends TokenGrantResponse>(response: R): R {
  if (typeof response?.access_token !== 'string') {
    throw new SystemError({ message: 'System error occurred', code: 'INVALID_TOKEN_RESPONSE' });
  }
  return response;
}

/** `expiresAt` is epoch seconds (docs/protocol.md §5.2). */
export function accessTokenFrom(response: TokenGrantResponse, nowMs: number): AccessToken {
  return {
    value: response.access_token,
    expiresAt: Math.floor(nowMs / 1000) + Number(response.expires_in),
  };
}

export function tokensFromResponse(
  response: TokenGrantResponse,
  role: TokenRole,
  nowMs: number,
  previousRefreshToken = '',
): Tokens {
  return {
    accessToken: accessTokenFrom(response, nowMs),
    // Keep the old refresh token only if the platform did not issue a new one.
    refreshToken: { value: response.refresh_token || previousRefreshToken, role },
  };
}
