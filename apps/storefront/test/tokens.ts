import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_PREFIX,
} from '@headless/contract/constants';

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

/** The client id the tests configure (PLATFORM_CLIENT_ID); the tokens carry it as appDefId. */
export const TEST_CLIENT_ID = 'demo-client';

export function makeAccessToken(
  metaSiteId: string,
  expiresAt = 2_000_000_000,
  clientId = TEST_CLIENT_ID,
): string {
  const instance = { metaSiteId, appDefId: clientId, aid: 'visitor-1', instanceId: 'i-1' };
  const data = JSON.stringify({ instance });
  const claims = { data, iat: expiresAt - ACCESS_TOKEN_TTL_SECONDS, exp: expiresAt };
  return `${ACCESS_TOKEN_PREFIX}${makeJwt(claims)}`;
}

export function makeTokens(
  metaSiteId = 'site-1',
  expiresAt = 2_000_000_000,
  clientId = TEST_CLIENT_ID,
) {
  return {
    accessToken: { value: makeAccessToken(metaSiteId, expiresAt, clientId), expiresAt },
    refreshToken: {
      value: `${REFRESH_TOKEN_PREFIX}${makeJwt({ data: '"refresh"' })}`,
      role: 'visitor' as const,
    },
  };
}
