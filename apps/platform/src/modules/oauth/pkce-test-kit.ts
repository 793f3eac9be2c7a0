import { randomBytes } from 'node:crypto';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import type { TestApp } from '../../../test/build-app';
import { s256 } from './grants/code-grant';

export const CALLBACK = 'http://localhost:3000/login-callback';

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256(verifier), state: randomBytes(8).toString('hex') };
}

/** The member id in an access token's data claim (docs/protocol.md §5.3). */
export function instanceOf(accessToken: string) {
  const payload = accessToken.slice('OauthNG.JWS.'.length).split('.')[1]!;
  return JSON.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).data).instance;
}

/** The OAuth calls of the code flow, as a storefront's server makes them. */
export function oauthKit(t: TestApp) {
  const authorize = (params: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/oauth2/authorize?${new URLSearchParams({
        client_id: SAMPLE_CLIENT_ID,
        response_type: 'code',
        scope: 'offline_access',
        code_challenge_method: 'S256',
        response_mode: 'query',
        redirect_uri: CALLBACK,
        ...params,
      })}`,
    });
  const exchange = (body: Record<string, string | undefined>) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: SAMPLE_CLIENT_ID, grantType: 'authorization_code', ...body },
    });
  /** A code for the member through prompt=none, with the pair that goes with it. */
  const codeFor = async (sessionToken: string, redirectUri = CALLBACK) => {
    const pair = pkcePair();
    const res = await authorize({
      code_challenge: pair.challenge,
      state: pair.state,
      session_token: sessionToken,
      prompt: 'none',
      redirect_uri: redirectUri,
    });
    const location = new URL(res.headers.location as string);
    return { ...pair, code: location.searchParams.get('code')!, location, res };
  };
  /** Member tokens for the session token's member: a code through prompt=none, exchanged. */
  const memberTokens = async (sessionToken: string) => {
    const { code, verifier } = await codeFor(sessionToken);
    return (await exchange({ code, codeVerifier: verifier, redirectUri: CALLBACK })).json();
  };
  return { authorize, exchange, codeFor, memberTokens };
}
