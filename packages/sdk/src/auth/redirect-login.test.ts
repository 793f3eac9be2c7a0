import type { Tokens } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/http-server';
import { callsOf, scriptedClient, scriptedPlatform } from '../../test/scripted-platform';
import { createClient } from '../client';
import { OAuthFlowError } from './oauth-flow-error';
import { OAuthStrategy } from './oauth-strategy';
import { OAUTH_DATA_STORAGE_KEY } from './redirect-login';

let server: TestServer | undefined;

const SESSION = 'POST /redirect-session/v1/redirect-session';
const redirectSession = {
  id: 'rs1',
  fullUrl: 'http://127.0.0.1:4000/hosted/login?s=rs1',
  urlDetails: { endpoint: 'http://127.0.0.1:4000/hosted/login', searchParams: { s: 'rs1' } },
  sessionToken: 'rs-token',
  shortUrl: '',
};

async function platform() {
  server = await scriptedPlatform({ [SESSION]: () => ({ body: { redirectSession } }) });
  return scriptedClient(server);
}

const memberTokens = (expiresAt: number): Tokens => ({
  accessToken: { value: 'OauthNG.JWS.member', expiresAt },
  refreshToken: { value: 'JWS.member-refresh', role: 'member' },
});

describe('getAuthUrl', () => {
  it('asks for the hosted login through the auth intent with PKCE', async () => {
    const client = await platform();
    const oauthData = await client.auth.generateOAuthData('http://localhost:3000/cb', '/members');
    const result = await client.auth.getAuthUrl(oauthData);
    expect(result).toEqual({
      authUrl: redirectSession.fullUrl,
      authorizationEndpoint: redirectSession.urlDetails.endpoint,
      sessionToken: 'rs-token',
    });
    expect(callsOf(server!)).toEqual([
      {
        method: 'POST',
        url: '/redirect-session/v1/redirect-session',
        authorization: 'OauthNG.JWS.anonymous',
        body: {
          auth: {
            authRequest: {
              clientId: 'client-1',
              responseType: 'code',
              redirectUri: 'http://localhost:3000/cb',
              scope: 'offline_access',
              state: oauthData.state,
              responseMode: 'fragment',
              codeChallenge: oauthData.codeChallenge,
              codeChallengeMethod: 'S256',
            },
            prompt: 'login',
          },
        },
      },
    ]);
  });

  it('passes prompt and response mode', async () => {
    const client = await platform();
    const oauthData = await client.auth.generateOAuthData('http://localhost:3000/cb');
    await client.auth.getAuthUrl(oauthData, { prompt: 'select_account', responseMode: 'query' });
    expect(callsOf(server!)[0]?.body).toMatchObject({
      auth: { authRequest: { responseMode: 'query' }, prompt: 'select_account' },
    });
  });
});

describe('parseFromUrl', () => {
  it('reads the fragment by default and the query when asked', async () => {
    const client = await platform();
    const url = 'http://localhost:3000/cb?code=q1&state=qs#code=f1&state=fs';
    expect(client.auth.parseFromUrl(url)).toEqual({
      code: 'f1',
      state: 'fs',
      error: undefined,
      errorDescription: undefined,
    });
    expect(client.auth.parseFromUrl(url, 'query')).toMatchObject({ code: 'q1', state: 'qs' });
    expect(client.auth.parseFromUrl('/cb?code=r1&state=rs', 'query')).toMatchObject({
      code: 'r1',
      state: 'rs',
    });
    expect(
      client.auth.parseFromUrl(
        'http://x/cb?error=access_denied&error_description=Bad%20redirect&state=s',
        'query',
      ),
    ).toEqual({
      code: undefined,
      state: 's',
      error: 'access_denied',
      errorDescription: 'Bad redirect',
    });
  });
});

describe('getMemberTokens', () => {
  it('exchanges the code with the verifier and redirect URI, as a member', async () => {
    const client = await platform();
    const oauthData = await client.auth.generateOAuthData('http://localhost:3000/cb');
    const tokens = await client.auth.getMemberTokens('code-1', oauthData.state, oauthData);
    expect(tokens.refreshToken).toEqual({ value: 'JWS.authorization_code', role: 'member' });
    expect(tokens.accessToken.value).toBe('OauthNG.JWS.authorization_code');
    expect(callsOf(server!)).toEqual([
      {
        method: 'POST',
        url: '/oauth2/token',
        authorization: undefined,
        body: {
          clientId: 'client-1',
          grantType: 'authorization_code',
          code: 'code-1',
          codeVerifier: oauthData.codeVerifier,
          redirectUri: 'http://localhost:3000/cb',
        },
      },
    ]);
  });

  it('refuses a callback whose state is not the login’s, before calling the platform', async () => {
    const client = await platform();
    const oauthData = await client.auth.generateOAuthData('http://localhost:3000/cb');
    const error = await client.auth.getMemberTokens('code-1', 'forged', oauthData).catch((e) => e);
    expect(error).toBeInstanceOf(OAuthFlowError);
    expect(error).toMatchObject({ code: 'STATE_MISMATCH' });
    expect((error as Error).message).toMatch(/OAuth state mismatch/);
    expect(callsOf(server!)).toEqual([]);
  });
});

describe('member tokens', () => {
  it('keeps the member role when the access token is refreshed', async () => {
    await platform();
    const nowMs = Date.parse('2026-01-01T00:00:00Z');
    const auth = OAuthStrategy({
      clientId: 'client-1',
      apiBaseUrl: server!.url,
      tokens: memberTokens(nowMs / 1000 + 10),
      now: () => nowMs,
    });
    expect(auth.loggedIn()).toBe(true);
    const refreshed = await auth.generateVisitorTokens();
    expect(refreshed.refreshToken).toEqual({ value: 'JWS.refresh_token', role: 'member' });
    expect(auth.loggedIn()).toBe(true);
    expect(callsOf(server!)[0]?.body).toEqual({
      clientId: 'client-1',
      grantType: 'refresh_token',
      refreshToken: 'JWS.member-refresh',
    });
  });

  it('logs out through the logout intent with the member token, then clears the tokens', async () => {
    await platform();
    const changed: Tokens[] = [];
    const client = createClient({
      clientId: 'client-1',
      apiBaseUrl: server!.url,
      modules: {},
      tokens: memberTokens(Date.now() / 1000 + 3600),
      onTokensChanged: (t) => changed.push(t),
    });
    const result = await client.auth.logout('http://localhost:3000/members');
    expect(result).toEqual({ logoutUrl: redirectSession.fullUrl });
    expect(callsOf(server!)).toEqual([
      {
        method: 'POST',
        url: '/redirect-session/v1/redirect-session',
        authorization: 'OauthNG.JWS.member',
        body: {
          logout: { clientId: 'client-1' },
          callbacks: { postFlowUrl: 'http://localhost:3000/members' },
        },
      },
    ]);
    const empty = {
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    };
    expect(client.auth.getTokens()).toEqual(empty);
    expect(changed).toEqual([empty]);
    expect(client.auth.loggedIn()).toBe(false);
  });
});

describe('loginWithRedirect', () => {
  it('stores the OAuth data, then navigates to the hosted login', async () => {
    const client = await platform();
    const stored = new Map<string, string>();
    const visited: string[] = [];
    const oauthData = await client.auth.loginWithRedirect('http://localhost:3000/cb', {
      originalUri: '/members',
      storage: { setItem: (k, v) => stored.set(k, v) },
      navigate: (url) => visited.push(url),
    });
    expect(visited).toEqual([redirectSession.fullUrl]);
    expect(JSON.parse(stored.get(OAUTH_DATA_STORAGE_KEY) ?? '')).toEqual(oauthData);
    expect(oauthData.originalUri).toBe('/members');
  });

  it('needs a browser unless storage and navigation are given', async () => {
    const client = await platform();
    const error = await client.auth.loginWithRedirect('http://localhost:3000/cb').catch((e) => e);
    expect(error).toMatchObject({ code: 'NOT_IN_BROWSER' });
    expect(callsOf(server!)).toEqual([]);
  });
});
