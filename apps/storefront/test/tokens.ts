/**
 * Test tokens in the platform's format (docs/protocol.md §5.3), unsigned: the storefront never
 * verifies.
 */
function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

export function makeJwt(payload: unknown): string {
  return [
    base64url(JSON.stringify({ alg: 'HS256', kid: 'test' })),
    base64url(JSON.stringify(payload)),
    'sig',
  ].join('.');
}

export function makeAccessToken(metaSiteId: string, expiresAt = 2_000_000_000): string {
  const data = JSON.stringify({ instance: { metaSiteId, aid: 'visitor-1', instanceId: 'i-1' } });
  return `OauthNG.JWS.${makeJwt({ data, iat: expiresAt - 14_400, exp: expiresAt })}`;
}

export function makeTokens(metaSiteId = 'site-1', expiresAt = 2_000_000_000) {
  return {
    accessToken: { value: makeAccessToken(metaSiteId, expiresAt), expiresAt },
    refreshToken: { value: `JWS.${makeJwt({ data: '"refresh"' })}`, role: 'visitor' as const },
  };
}
