// Member tokens for the contract tests: the demo member's session token, token claims, the raw
// refresh grant.
import type { Tokens } from '@headless/sdk';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { visitor } from './clients';
import { authorize, sessionTokenOf } from './members-kit';

export const DEMO = { email: 'member@example.com', password: 'member-password' };

/** The claims of a platform access token (`OauthNG.JWS.<header>.<payload>.<signature>`). */
export function claimsOf(tokens: Tokens): { data: { instance?: { siteMemberId?: string } } } {
  const payload = tokens.accessToken.value.split('.')[3] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return { ...claims, data: JSON.parse(claims.data) };
}

/** The raw refresh grant, to see what the platform itself says about a refresh token. */
export const refreshGrant = (refreshToken: string) =>
  fetch(`${platformUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: SAMPLE_CLIENT_ID, grantType: 'refresh_token', refreshToken }),
  });

/** A session token of the demo member, from a custom login. */
export async function demoSessionToken(client = visitor()) {
  return sessionTokenOf(await client.auth.login(DEMO));
}

/** A visitor holding a login code of the demo member, from the hosted login answered silently. */
export async function demoLoginCode() {
  const client = visitor();
  const { oauthData, callback } = await authorize(client, await demoSessionToken(client));
  return { client, oauthData, callback };
}
