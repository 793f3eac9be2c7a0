import { describe, expect, expectTypeOf, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/http-server';
import { createClient } from '../client';
import { ApplicationError } from '../core/errors';
import { services } from '../modules/bookings';
import { ApiKeyStrategy } from './api-key-strategy';
import { OAuthStrategy } from './oauth-strategy';

const API_KEY = 'IST.owner-key';
const SITE_ID = 'b4c0f2de-7a2e-4a8e-9c1d-5e3f0a6b9c21';
const retry = { maxRetries: 2, sleep: async () => {} };

let server: TestServer | undefined;

/** Answers a services call; fails the first `failures` calls with 503 to see retries. */
async function platform(failures = 0) {
  let calls = 0;
  server = await startServer((req, res) => {
    if (req.url === '/oauth2/token') {
      return sendJson(res, 200, { access_token: 'OauthNG.JWS.v', expires_in: 14400 });
    }
    if (calls++ < failures) return sendJson(res, 503, { message: 'down' });
    if (req.headers.authorization !== API_KEY) {
      const applicationError = { code: 'FORBIDDEN', description: 'owner only' };
      return sendJson(res, 403, { message: 'owner only', details: { applicationError } });
    }
    sendJson(res, 200, {
      service: { id: 'S1', name: 'Yoga', createdDate: '2024-05-01T10:00:00Z' },
    });
  });
  return server;
}

describe('ApiKeyStrategy', () => {
  it('sends the key as Authorization with wix-site-id, and never asks for tokens', async () => {
    const { url, requests } = await platform();
    const auth = ApiKeyStrategy({ apiKey: API_KEY, siteId: SITE_ID });
    const client = createClient({ auth, apiBaseUrl: url, modules: { services } });

    expect((await client.services.getService('S1')).name).toBe('Yoga');
    expect(requests).toHaveLength(1);
    const [call] = requests;
    expect(call?.url).toBe('/bookings/v2/services/S1?serviceId=S1');
    expect(call?.headers.authorization).toBe(API_KEY);
    expect(call?.headers['wix-site-id']).toBe(SITE_ID);
    expect(call?.headers['wix-account-id']).toBeUndefined();
  });

  it('adds wix-account-id when given, and follows setSiteId/setAccountId', async () => {
    const { url, requests } = await platform();
    const auth = ApiKeyStrategy({ apiKey: API_KEY, siteId: SITE_ID, accountId: 'acc-1' });
    const client = createClient({ auth, apiBaseUrl: url, modules: { services } });
    await client.services.getService('S1');
    client.auth.setSiteId('site-2');
    client.auth.setAccountId(undefined);
    await client.services.getService('S1');

    expect(requests.map((r) => r.headers['wix-account-id'])).toEqual(['acc-1', undefined]);
    expect(requests.map((r) => r.headers['wix-site-id'])).toEqual([SITE_ID, 'site-2']);
    expect(client.auth.getSiteId()).toBe('site-2');
  });

  it('retries like any client and sends the headers on every attempt', async () => {
    const { url, requests } = await platform(2);
    const auth = ApiKeyStrategy({ apiKey: API_KEY, siteId: SITE_ID });
    const client = createClient({ auth, apiBaseUrl: url, modules: { services }, retry });
    await client.services.getService('S1');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers.authorization))).toEqual(new Set([API_KEY]));
  });

  it('keeps the visitor path: an OAuth strategy given as auth sends its token', async () => {
    const { url, requests } = await platform();
    const auth = OAuthStrategy({ clientId: 'c', apiBaseUrl: url });
    const client = createClient({ auth, apiBaseUrl: url, modules: { services }, retry });
    const error = await client.services.getService('S1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).code).toBe('FORBIDDEN');
    expect(requests.map((r) => r.url)).toEqual([
      '/oauth2/token',
      '/bookings/v2/services/S1?serviceId=S1',
    ]);
    expect(requests[1]?.headers.authorization).toBe('OauthNG.JWS.v');
    expect(requests[1]?.headers['wix-site-id']).toBeUndefined();
    expect(client.auth.getTokens().accessToken.value).toBe('OauthNG.JWS.v');
  });
});

describe('auth types', () => {
  it('types client.auth by the strategy given', () => {
    const owner = createClient({
      auth: ApiKeyStrategy({ apiKey: API_KEY, siteId: SITE_ID }),
      modules: { services },
    });
    expectTypeOf(owner.auth).toEqualTypeOf<ApiKeyStrategy>();
    // @ts-expect-error an API key has no tokens
    void owner.auth.getTokens;
    const visitor = createClient({ clientId: 'c', modules: { services } });
    expectTypeOf(visitor.auth).toEqualTypeOf<OAuthStrategy>();
    // @ts-expect-error clientId and auth are exclusive
    createClient({ clientId: 'c', auth: owner.auth, modules: { services } });
  });
});
