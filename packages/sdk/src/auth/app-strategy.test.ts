import { describe, expect, expectTypeOf, it } from 'vitest';
import { sendJson, startServer, type TestServer } from '../../test/http-server';
import { createClient } from '../client';
import { ApplicationError } from '../core/errors';
import { services } from '../modules/bookings';
import { AppStrategy, type AppStrategyOptions } from './app-strategy';

const APP = { appId: 'app-1', appSecret: 's3cret', instanceId: 'site-1' };

let server: TestServer | undefined;

/** Mints `OauthNG.JWS.app-<n>` for the right secret, 401 otherwise; a service call needs a token. */
async function platform(expiresIn = 14400) {
  let minted = 0;
  server = await startServer((req, res) => {
    if (req.url === '/oauth2/token') {
      const body = JSON.parse(req.body) as Record<string, string>;
      if (body.client_secret !== APP.appSecret) {
        const applicationError = {
          code: 'INVALID_APP_CREDENTIALS',
          description: 'Unknown app id or wrong app secret',
        };
        return sendJson(res, 401, { message: 'bad app', details: { applicationError } });
      }
      minted += 1;
      const token = { access_token: `OauthNG.JWS.app-${minted}`, token_type: 'Bearer' };
      return sendJson(res, 200, { ...token, expires_in: expiresIn });
    }
    if (!req.headers.authorization?.startsWith('OauthNG.JWS.app-')) {
      return sendJson(res, 401, { message: 'no token' });
    }
    sendJson(res, 200, { service: { id: 'S1', name: 'Yoga' } });
  });
  return server;
}

function appClient(url: string, options: Partial<AppStrategyOptions> = {}) {
  const auth = AppStrategy({ ...APP, apiBaseUrl: url, ...options });
  return createClient({ auth, apiBaseUrl: url, modules: { services } });
}

const tokenCalls = (s: TestServer) => s.requests.filter((r) => r.url === '/oauth2/token');

describe('AppStrategy', () => {
  it('asks for a client_credentials token once and sends it raw on every call', async () => {
    const s = await platform();
    const client = appClient(s.url);
    await client.services.getService('S1');
    await client.services.getService('S1');

    expect(tokenCalls(s).map((r) => JSON.parse(r.body) as unknown)).toEqual([
      {
        grant_type: 'client_credentials',
        client_id: 'app-1',
        client_secret: 's3cret',
        instance_id: 'site-1',
      },
    ]);
    const calls = s.requests.filter((r) => r.url.startsWith('/bookings'));
    expect(calls.map((r) => r.headers.authorization)).toEqual([
      'OauthNG.JWS.app-1',
      'OauthNG.JWS.app-1',
    ]);
    expect(tokenCalls(s)[0]?.headers.authorization).toBeUndefined();
    expect(client.auth.getInstanceId()).toBe('site-1');
    expect(client.auth.getAppId()).toBe('app-1');
  });

  it('shares one token request between calls that start together', async () => {
    const s = await platform();
    const client = appClient(s.url);
    await Promise.all([1, 2, 3, 4].map(() => client.services.getService('S1')));
    expect(tokenCalls(s)).toHaveLength(1);
  });

  it('asks again when the token is within the refresh margin of its expiry', async () => {
    const s = await platform(3600);
    let clock = Date.UTC(2026, 0, 1);
    const client = appClient(s.url, { now: () => clock });
    await client.services.getService('S1');
    clock += (3600 - 61) * 1000;
    await client.services.getService('S1');
    expect(tokenCalls(s)).toHaveLength(1);
    clock += 2000;
    await client.services.getService('S1');
    expect(tokenCalls(s)).toHaveLength(2);
    expect(s.requests.at(-1)?.headers.authorization).toBe('OauthNG.JWS.app-2');
  });

  it('fails the call with the platform’s error for a wrong secret, and makes no call', async () => {
    const s = await platform();
    const client = appClient(s.url, { appSecret: 'wrong', retry: { maxRetries: 0 } });
    const error = await client.services.getService('S1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_APP_CREDENTIALS' });
    expect(s.requests.map((r) => r.url)).toEqual(['/oauth2/token']);
  });

  it('types client.auth as the app strategy, with no visitor tokens', async () => {
    const s = await platform();
    const client = appClient(s.url);
    expectTypeOf(client.auth).toEqualTypeOf<AppStrategy>();
    // @ts-expect-error an app has no visitor or member tokens
    void client.auth.getTokens;
  });
});
