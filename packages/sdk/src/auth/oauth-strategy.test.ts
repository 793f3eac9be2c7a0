import type { Tokens } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import {
  sendJson,
  startServer,
  type RecordedRequest,
  type TestServer,
} from '../../test/http-server';
import { ApplicationError } from '../core/errors';
import { OAuthStrategy } from './oauth-strategy';

const CLIENT_ID = 'client-1';
const NOW_MS = Date.parse('2024-06-01T12:00:00Z');
const NOW_S = NOW_MS / 1000;

let server: TestServer | undefined;

interface TokenServerOptions {
  rejectRefresh?: boolean;
  rejectClient?: boolean;
}

/** A token endpoint that counts the grants it issues. */
async function tokenServer(options: TokenServerOptions = {}) {
  let issued = 0;
  server = await startServer((req, res) => {
    const body = JSON.parse(req.body) as { clientId: string; grantType: string };
    if (options.rejectClient || body.clientId !== CLIENT_ID) {
      const message = `Unknown client id ${body.clientId}`;
      const applicationError = { code: 'INVALID_CLIENT_ID', description: message };
      return sendJson(res, 400, { message, details: { applicationError } });
    }
    if (body.grantType === 'refresh_token' && options.rejectRefresh) {
      const applicationError = { code: 'INVALID_REFRESH_TOKEN', description: 'expired' };
      return sendJson(res, 400, { message: 'expired', details: { applicationError } });
    }
    issued++;
    sendJson(res, 200, {
      access_token: `OauthNG.JWS.${body.grantType}-${issued}`,
      refresh_token: `JWS.refresh-${issued}`,
      expires_in: 14400,
      token_type: 'Bearer',
      scope: 'offline_access',
    });
  });
  return server;
}

const grants = (requests: RecordedRequest[]) =>
  requests.map((r) => (JSON.parse(r.body) as { grantType: string }).grantType);

function tokens(expiresAt: number, role: Tokens['refreshToken']['role'] = 'member'): Tokens {
  return {
    accessToken: { value: 'OauthNG.JWS.old', expiresAt },
    refreshToken: { value: 'JWS.member-refresh', role },
  };
}

function strategy(url: string, initial?: Tokens, onTokensChanged?: (t: Tokens) => void) {
  return OAuthStrategy({
    clientId: CLIENT_ID,
    apiBaseUrl: url,
    tokens: initial,
    onTokensChanged,
    now: () => NOW_MS,
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
  });
}

describe('OAuthStrategy', () => {
  it('gets anonymous visitor tokens when it has none', async () => {
    const { url, requests } = await tokenServer();
    const auth = strategy(url);
    const result = await auth.generateVisitorTokens();
    expect(result).toEqual({
      accessToken: { value: 'OauthNG.JWS.anonymous-1', expiresAt: NOW_S + 14400 },
      refreshToken: { value: 'JWS.refresh-1', role: 'visitor' },
    });
    expect(auth.getTokens()).toEqual(result);
    expect(auth.loggedIn()).toBe(false);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      clientId: CLIENT_ID,
      grantType: 'anonymous',
    });
    expect(requests[0]?.url).toBe('/oauth2/token');
  });

  it('reuses valid tokens without calling the platform', async () => {
    const { url, requests } = await tokenServer();
    const valid = tokens(NOW_S + 3600);
    const auth = strategy(url, valid);
    expect(await auth.generateVisitorTokens()).toBe(valid);
    expect(await auth.getAuthHeaders()).toEqual({ Authorization: 'OauthNG.JWS.old' });
    expect(auth.loggedIn()).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('refreshes a little before expiry, keeping the role', async () => {
    const { url, requests } = await tokenServer();
    const changed: Tokens[] = [];
    const auth = strategy(url, tokens(NOW_S + 30), (t) => changed.push(t));
    const result = await auth.generateVisitorTokens();
    expect(grants(requests)).toEqual(['refresh_token']);
    expect(JSON.parse(requests[0]?.body ?? '')).toMatchObject({
      refreshToken: 'JWS.member-refresh',
    });
    expect(result.accessToken.value).toBe('OauthNG.JWS.refresh_token-1');
    expect(result.refreshToken.role).toBe('member');
    expect(changed).toEqual([result]);
  });

  it('shares one refresh among 10 concurrent calls with an expired token', async () => {
    const { url, requests } = await tokenServer();
    const auth = strategy(url, tokens(NOW_S - 10));
    const headers = await Promise.all(Array.from({ length: 10 }, () => auth.getAuthHeaders()));
    expect(requests).toHaveLength(1);
    expect(grants(requests)).toEqual(['refresh_token']);
    expect(new Set(headers.map((h) => h.Authorization))).toEqual(
      new Set(['OauthNG.JWS.refresh_token-1']),
    );
  });

  it('falls back to anonymous visitor tokens when the refresh is rejected', async () => {
    const { url, requests } = await tokenServer({ rejectRefresh: true });
    const auth = strategy(url, tokens(NOW_S - 10));
    const result = await auth.generateVisitorTokens();
    expect(grants(requests)).toEqual(['refresh_token', 'anonymous']);
    expect(result.refreshToken.role).toBe('visitor');
    expect(auth.loggedIn()).toBe(false);
  });

  it('uses tokens passed to generateVisitorTokens', async () => {
    const { url, requests } = await tokenServer();
    const auth = strategy(url);
    const given = tokens(NOW_S + 3600, 'visitor');
    expect(await auth.generateVisitorTokens(given)).toBe(given);
    expect(auth.getTokens()).toBe(given);
    expect(requests).toHaveLength(0);
  });

  it('throws the mapped application error for an unknown client id', async () => {
    const { url } = await tokenServer({ rejectClient: true });
    const error = await strategy(url)
      .generateVisitorTokens()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).code).toBe('INVALID_CLIENT_ID');
    expect((error as ApplicationError).message).toBe(`Unknown client id ${CLIENT_ID}`);
  });

  it('setTokens replaces the tokens used for later calls', async () => {
    const { url } = await tokenServer();
    const auth = strategy(url);
    auth.setTokens(tokens(NOW_S + 3600));
    expect(await auth.getAuthHeaders()).toEqual({ Authorization: 'OauthNG.JWS.old' });
  });
});
