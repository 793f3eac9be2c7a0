import type { TokenResponse, TokenRole, Tokens } from '@headless/contract';

export const emptyTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

/** Valid means present and not expiring within `marginSeconds`: we refresh before expiry, not after. */
export function isAccessTokenValid(tokens: Tokens, nowMs: number, marginSeconds: number): boolean {
  const { value, expiresAt } = tokens.accessToken;
  return value !== '' && expiresAt - marginSeconds > nowMs / 1000;
}

/** `expiresAt` is epoch seconds (protocol.md §5.2). */
export function tokensFromResponse(
  response: TokenResponse,
  role: TokenRole,
  nowMs: number,
  previousRefreshToken = '',
): Tokens {
  return {
    accessToken: {
      value: response.access_token,
      expiresAt: Math.floor(nowMs / 1000) + Number(response.expires_in),
    },
    // Keep the old refresh token only if the platform did not issue a new one.
    refreshToken: { value: response.refresh_token || previousRefreshToken, role },
  };
}
