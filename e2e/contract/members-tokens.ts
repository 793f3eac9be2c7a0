// Member tokens for the contract tests: the demo member's session token, token claims, the raw
// refresh grant.
import type { Tokens } from '@headless/sdk';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { DEMO_MEMBER } from '../fixtures/member-session';
import { decodeAccessToken } from '../fixtures/session';
import { visitor } from './clients';
import { authorize, sessionTokenOf } from './members-kit';

/** The `data` claim of the tokens' access token (`OauthNG.JWS.<header>.<payload>.<signature>`). */
export const claimsOf = (tokens: Tokens) => ({ data: decodeAccessToken(tokens.accessToken.value) });

/** The raw refresh grant, to see what the platform itself says about a refresh token. */
export const refreshGrant = (refreshToken: string) =>
  fetch(`${platformUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: SAMPLE_CLIENT_ID, grantType: 'refresh_token', refreshToken }),
  });

/** A session token of the demo member, from a custom login. */
export async function demoSessionToken(client = visitor()) {
  return sessionTokenOf(await client.auth.login(DEMO_MEMBER));
}

/** A visitor holding a login code of the demo member, from the hosted login answered silently. */
export async function demoLoginCode() {
  const client = visitor();
  const { oauthData, callback } = await authorize(client, await demoSessionToken(client));
  return { client, oauthData, callback };
}
