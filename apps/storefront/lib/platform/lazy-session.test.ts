// Sessions start lazily (issue 31, item 7): a visitor without a session costs no platform call to
// read a page; the first change of their own starts the session and sets the cookie.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccessToken, makeTokens } from '../../test/tokens';
import { serializeSession } from '../session';

/** The request's cookies as a server component, action or route handler sees them. */
const jar = new Map<string, { value: string; [option: string]: unknown }>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => jar.get(name),
    has: (name: string) => jar.has(name),
    set: (options: { name: string; value: string }) => jar.set(options.name, options),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers({ host: 'localhost:3000' }),
}));

const { readCartSummary } = await import('../frame/read-cart');
const { getReader } = await import('./visitor');
const { visitorClientForChange } = await import('./visitor-session');
const { forgetPublicReader } = await import('./public-reader');
const { loadProductCart } = await import('../store/load');

/** A platform on loopback that counts what it is asked, by path. */
let server: Server;
const calls: string[] = [];
let issued = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/oauth2/token') {
        issued += 1;
        // Each token its own: a later expiry per issue.
        const access = makeAccessToken('site-lazy', 2_000_000_000 + issued);
        res.end(
          JSON.stringify({ access_token: access, refresh_token: 'JWS.r', expires_in: 14400 }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'not in this test', details: {} }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PLATFORM_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('PLATFORM_CLIENT_ID', 'demo-client');
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  jar.clear();
  calls.length = 0;
});

const tokenCalls = () => calls.filter((url) => url === '/oauth2/token').length;

describe('a visitor without a session', () => {
  it('has an empty cart in the header, and nothing is asked', async () => {
    await expect(readCartSummary()).resolves.toEqual({ itemCount: 0, lines: [], subtotal: '' });
    expect(calls).toEqual([]);
  });

  it('has no cart beside a product, and nothing is asked', async () => {
    await expect(loadProductCart('fleece-hoodie')).resolves.toEqual({ cart: null });
    expect(calls).toEqual([]);
  });

  it("reads public data as the storefront's one reader: one token call for many pages", async () => {
    const first = await getReader();
    const second = await getReader();
    expect(first.session).toBe(false);
    expect(second.client.auth.getTokens().accessToken.value).toBe(
      first.client.auth.getTokens().accessToken.value,
    );
    expect(tokenCalls()).toBe(1);
    // The reader's tokens are never the visitor's: no cookie is written.
    expect(jar.size).toBe(0);
  });

  it('gets a new reader once the platform refused the old one', async () => {
    const before = (await getReader()).client.auth.getTokens();
    forgetPublicReader(before);
    const after = (await getReader()).client.auth.getTokens();
    expect(after.accessToken.value).not.toBe(before.accessToken.value);
    expect(tokenCalls()).toBe(1);
  });

  it('gets a session of their own with their first change: one token call, an HttpOnly cookie', async () => {
    const client = await visitorClientForChange();
    expect(tokenCalls()).toBe(1);
    const cookie = jar.get('session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    expect(JSON.parse(cookie!.value).accessToken.value).toBe(
      client.auth.getTokens().accessToken.value,
    );
  });
});

describe('a visitor with a session', () => {
  it('changes as themself: no token call, the cookie left alone', async () => {
    const tokens = makeTokens('site-lazy');
    jar.set('session', { value: serializeSession(tokens) });
    const client = await visitorClientForChange();
    expect(client.auth.getTokens().accessToken.value).toBe(tokens.accessToken.value);
    expect(calls).toEqual([]);
    expect(jar.get('session')).toEqual({ value: serializeSession(tokens) });
  });

  it('reads as themself', async () => {
    jar.set('session', { value: serializeSession(makeTokens('site-lazy')) });
    const reader = await getReader();
    expect(reader.session).toBe(true);
    expect(calls).toEqual([]);
  });
});
