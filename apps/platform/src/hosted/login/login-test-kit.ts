import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { expect } from 'vitest';
import type { IdentityKit } from '../../modules/identity/test-kit';
import { CALLBACK, pkcePair } from '../../modules/oauth/pkce-test-kit';

export const REDIRECT_SESSION = '/_api/redirects-api/v1/redirect-session';

/** Back to the storefront's callback with the code in the query. */
export const QUERY_TO_CALLBACK = { redirectUri: CALLBACK, responseMode: 'query' };

interface LoginSessionRequest {
  /** Fields added to (or replacing) the storefront's code-flow auth request. */
  authRequest?: Record<string, string>;
  prompt?: string;
  /** Sent only when given. */
  callbacks?: Record<string, string>;
}

/**
 * A redirect session for the hosted login, as a storefront asks for it: the code flow with
 * PKCE (a fresh pair) and the sample client. Answers the pair and the response.
 */
export async function postLoginSession(k: IdentityKit, request: LoginSessionRequest = {}) {
  const { authRequest = {}, prompt = 'login', callbacks } = request;
  const pair = pkcePair();
  const res = await k.post(REDIRECT_SESSION, {
    auth: {
      authRequest: {
        clientId: SAMPLE_CLIENT_ID,
        responseType: 'code',
        scope: 'offline_access',
        codeChallenge: pair.challenge,
        codeChallengeMethod: 'S256',
        state: pair.state,
        ...authRequest,
      },
      prompt,
    },
    ...(callbacks ? { callbacks } : {}),
  });
  return { ...pair, res };
}

/** A login session that must be made, with the path of its hosted login page. */
export async function loginSessionPage(k: IdentityKit, request: LoginSessionRequest = {}) {
  const { res, ...pair } = await postLoginSession(k, request);
  expect(res.statusCode, res.body).toBe(200);
  return { ...pair, path: new URL(res.json().redirectSession.fullUrl).pathname };
}
