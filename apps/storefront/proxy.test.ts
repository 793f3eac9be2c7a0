import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBLEM_HEADER } from './lib/platform/problems';
import { parseRenewedAt, parseSession, serializeSession } from './lib/session';
import { learnClientSite } from './lib/session-owner';
import { proxy } from './proxy';
import { makeAccessToken, makeTokens } from './test/tokens';

/** The site of the stub's tokens: a client's tokens are all of its one site. */
const SITE = 'site-from-stub';

/** A token endpoint on loopback that counts its calls and refuses one client id. */
let server: Server;
let baseUrl: string;
let tokenCalls = 0;
let lastGrant: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      tokenCalls += 1;
      const { clientId, grantType } = JSON.parse(body) as { clientId: string; grantType: string };
      lastGrant = grantType;
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-wix-request-id', 'req-1');
      if (clientId === 'refused') {
        res.statusCode = 400;
        const applicationError = { code: 'INVALID_CLIENT_ID', description: 'Unknown', data: {} };
        res.end(
          JSON.stringify({
            message: `Unknown client id ${clientId}`,
            details: { applicationError },
          }),
        );
        return;
      }
      const access = makeAccessToken(SITE);
      res.end(JSON.stringify({ access_token: access, refresh_token: 'JWS.r', expires_in: 14400 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  tokenCalls = 0;
  vi.stubEnv('PLATFORM_API_URL', baseUrl);
  vi.stubEnv('PLATFORM_CLIENT_ID', 'demo-client');
  // Next sets PORT once it listens; the host check reads it.
  vi.stubEnv('PORT', '3000');
  vi.stubEnv('STOREFRONT_ALLOWED_HOSTS', '');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function request(cookie?: string, headers: Record<string, string> = {}) {
  return new NextRequest('http://localhost:3000/store', {
    headers: {
      host: 'localhost:3000',
      ...headers,
      ...(cookie === undefined ? {} : { cookie: `session=${cookie}` }),
    },
  });
}

/** What the page will see: NextResponse.next({ request }) passes overrides in these headers. */
const forwarded = (response: Response, name: string) =>
  response.headers.get(`x-middleware-request-${name}`);

/** The session a refresh wrote, for the browser and for this request's render. */
function expectSessionWritten(response: Response) {
  const setCookie = response.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^session=/);
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=lax/i);
  expect(setCookie).toMatch(/Path=\//);
  expect(setCookie).not.toMatch(/Secure/i);
  expect(response.headers.get('cache-control')).toMatch(/private.*no-store/);
  // The same request's render sees the new session.
  const cookieHeader = forwarded(response, 'cookie') ?? '';
  const value = decodeURIComponent(cookieHeader.replace(/^.*session=([^;]*).*$/, '$1'));
  expect(parseSession(value)?.accessToken.value).toBe(makeAccessToken(SITE));
}

/** The cookie is deleted in the browser and taken off this request: the visitor is new. */
function expectSessionDropped(response: Response) {
  expect(response.headers.get('set-cookie')).toMatch(/^session=;/);
  expect(response.headers.get('cache-control')).toMatch(/private.*no-store/);
  expect(forwarded(response, 'cookie') ?? '').not.toContain('session=');
}

const expiringSession = () =>
  encodeURIComponent(serializeSession(makeTokens(SITE, Math.floor(Date.now() / 1000) + 10)));

describe('proxy', () => {
  it('lets a new visitor through without a session and without any platform call', async () => {
    // Sessions start lazily (issue 31 item 7): where first needed, not before the first byte.
    const response = await proxy(request());
    expect(tokenCalls).toBe(0);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBeNull();
    expect(forwarded(response, 'cookie')).toBeNull();
  });

  it('leaves a usable session alone, without calling the platform', async () => {
    const response = await proxy(request(encodeURIComponent(serializeSession(makeTokens(SITE)))));
    expect(tokenCalls).toBe(0);
    expect(response.headers.get('set-cookie')).toBeNull();
    // Pages decide their own caching when the proxy changes nothing.
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it.each([
    ['malformed JSON', '%7Bnot-json'],
    ['the wrong shape', encodeURIComponent('{"accessToken":1}')],
    [
      'a garbled token',
      encodeURIComponent(
        serializeSession({ ...makeTokens(SITE), accessToken: { value: 'x', expiresAt: 2e9 } }),
      ),
    ],
  ])('drops a cookie with %s, without starting another session', async (_, cookie) => {
    const response = await proxy(request(cookie));
    expect(tokenCalls).toBe(0);
    expectSessionDropped(response);
  });

  it('refreshes a session about to expire and writes it back', async () => {
    const response = await proxy(request(expiringSession()));
    expect(tokenCalls).toBe(1);
    expect(lastGrant).toBe('refresh_token');
    expectSessionWritten(response);
  });

  const asMember = (tokens: ReturnType<typeof makeTokens>) => ({
    ...tokens,
    refreshToken: { ...tokens.refreshToken, role: 'member' as const },
  });
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const DAY = 24 * 60 * 60;
  const written = (response: Response) => {
    const cookie = /^session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    const raw = decodeURIComponent(cookie ?? '');
    return { tokens: parseSession(raw), renewedAt: parseRenewedAt(raw) };
  };
  const maxAgeOf = (response: Response) =>
    Number(/Max-Age=(\d+)/i.exec(response.headers.get('set-cookie') ?? '')?.[1]);

  it("refreshes an expiring member's access token as a member, without renewing the session", async () => {
    const renewedAt = nowSeconds() - DAY;
    const member = asMember(makeTokens(SITE, nowSeconds() + 10));
    const response = await proxy(request(encodeURIComponent(serializeSession(member, renewedAt))));
    expect(lastGrant).toBe('refresh_token');
    const after = written(response);
    expect(after.tokens?.refreshToken.role).toBe('member');
    expect(after.tokens?.accessToken.expiresAt).toBeGreaterThan(member.accessToken.expiresAt);
    expect(after.renewedAt).toBe(renewedAt);
    // The cookie still ends 30 days after the last renewal, not 30 days from now.
    expect(maxAgeOf(response)).toBeLessThanOrEqual(29 * DAY);
  });

  it('leaves a member session renewed 6 days ago alone, without calling the platform', async () => {
    const member = asMember(makeTokens(SITE));
    const cookie = serializeSession(member, nowSeconds() - 6 * DAY);
    const response = await proxy(request(encodeURIComponent(cookie)));
    expect(tokenCalls).toBe(0);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('renews a member session after 7 days with one refresh grant and a new marker', async () => {
    // Another expiry than the stub's tokens, so the renewed access token differs.
    const member = asMember(makeTokens(SITE, 1_900_000_000));
    const cookie = serializeSession(member, nowSeconds() - 7 * DAY - 5);
    const before = nowSeconds();
    const response = await proxy(request(encodeURIComponent(cookie)));
    expect(tokenCalls).toBe(1);
    expect(lastGrant).toBe('refresh_token');
    const after = written(response);
    expect(after.tokens?.refreshToken.role).toBe('member');
    expect(after.tokens?.accessToken.value).not.toBe(member.accessToken.value);
    expect(after.renewedAt).toBeGreaterThanOrEqual(before);
    expect(maxAgeOf(response)).toBeGreaterThan(29 * DAY);
    // The page rendered by this very request sees the renewed session.
    const forwardedCookie = forwarded(response, 'cookie') ?? '';
    expect(decodeURIComponent(forwardedCookie)).toContain('"renewedAt"');
  });

  it('renews a member session that carries no marker yet', async () => {
    const response = await proxy(
      request(encodeURIComponent(serializeSession(asMember(makeTokens(SITE))))),
    );
    expect(tokenCalls).toBe(1);
    expect(written(response).renewedAt).not.toBeNull();
  });

  it('leaves the login callback to write the session itself', async () => {
    const callback = new NextRequest('http://localhost:3000/login-callback?code=c', {
      headers: { host: 'localhost:3000' },
    });
    const response = await proxy(callback);
    expect(tokenCalls).toBe(0);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('lets the request through without a session when the client id is refused', async () => {
    vi.stubEnv('PLATFORM_CLIENT_ID', 'refused');
    const refused = makeTokens(SITE, Math.floor(Date.now() / 1000) + 10, 'refused');
    const response = await proxy(request(encodeURIComponent(serializeSession(refused))));
    expect(forwarded(response, PROBLEM_HEADER)).toBe('client-id-refused');
    expect(response.headers.get('set-cookie')).toMatch(/^session=;/);
    expect(response.headers.get('cache-control')).toMatch(/private.*no-store/);
  });

  it('says the platform is unreachable when a refresh finds nothing listening', async () => {
    vi.stubEnv('PLATFORM_API_URL', 'http://127.0.0.1:9');
    const response = await proxy(request(expiringSession()));
    expect(forwarded(response, PROBLEM_HEADER)).toBe('unreachable');
    expectSessionDropped(response);
  });

  it('never forwards a problem header the browser sent', async () => {
    const cookie = encodeURIComponent(serializeSession(makeTokens(SITE)));
    const response = await proxy(request(cookie, { [PROBLEM_HEADER]: 'unreachable' }));
    expect(forwarded(response, PROBLEM_HEADER)).toBeNull();
    expect(response.headers.get('x-middleware-override-headers') ?? '').not.toContain(
      PROBLEM_HEADER,
    );
  });

  describe('a session of another client or site', () => {
    const written = (response: Response) => {
      const cookie = /^session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      return parseSession(decodeURIComponent(cookie ?? ''));
    };

    it.each([
      ['a visitor', makeTokens(SITE, 2e9, 'other-client')],
      [
        'a member',
        {
          ...makeTokens(SITE, 2e9, 'other-client'),
          refreshToken: { value: 'JWS.other', role: 'member' as const },
        },
      ],
    ])('drops %s session of another client: the visitor is new', async (_, tokens) => {
      const response = await proxy(request(encodeURIComponent(serializeSession(tokens))));
      // The other client's refresh token is never sent, and no session is started.
      expect(tokenCalls).toBe(0);
      expectSessionDropped(response);
      expect(written(response)).toBeNull();
    });

    it('drops a session of its own client on another site once the client’s site is known', async () => {
      learnClientSite('demo-client', makeTokens(SITE));
      const elsewhere = encodeURIComponent(serializeSession(makeTokens('other-site')));
      const response = await proxy(request(elsewhere));
      expect(tokenCalls).toBe(0);
      expectSessionDropped(response);
      // The client's own site's session is kept.
      const home = await proxy(request(encodeURIComponent(serializeSession(makeTokens(SITE)))));
      expect(home.headers.get('set-cookie')).toBeNull();
    });
  });
});

/** A request for `path` as it reaches the proxy under this `Host` (and these other headers). */
const requestAs = (
  host: string | undefined,
  path = '/store',
  headers: Record<string, string> = {},
) =>
  new NextRequest(`http://localhost:3000${path}`, {
    headers: { ...headers, ...(host === undefined ? {} : { host }) },
  });

function expectFramingRefused(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

describe('the Host check (DNS rebinding)', () => {
  it('answers 421 to a foreign Host before any page, route or file, and starts no session', async () => {
    for (const path of [
      '/store',
      '/api/webhooks',
      '/api/session/reset?to=/',
      '/icon.svg',
      '/_next/static/x.js',
    ]) {
      const response = await proxy(requestAs('rebind.evil.example:3000', path));
      expect(response.status, path).toBe(421);
      expect(await response.text()).toContain('STOREFRONT_ALLOWED_HOSTS');
      expect(response.headers.get('set-cookie')).toBeNull();
      expectFramingRefused(response);
    }
    expect(tokenCalls).toBe(0);
  });

  it('refuses a missing Host, another port on a loopback name and a forwarded foreign host', async () => {
    for (const request of [
      requestAs(undefined),
      requestAs('localhost:3001'),
      requestAs('localhost'),
      requestAs('localhost:3000@evil.example'),
      requestAs('localhost:3000', '/store', { 'x-forwarded-host': 'evil.example' }),
    ])
      expect((await proxy(request)).status).toBe(421);
  });

  it('answers the loopback names on its port, and the names STOREFRONT_ALLOWED_HOSTS lists', async () => {
    vi.stubEnv('STOREFRONT_ALLOWED_HOSTS', 'shop.lan, preview.example:8443');
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'shop.lan',
      'shop.lan:3000',
    ])
      expect((await proxy(requestAs(host, '/api/webhooks'))).status, host).toBe(200);
    const proxied = { 'x-forwarded-host': 'preview.example:8443' };
    expect((await proxy(requestAs('127.0.0.1:3000', '/api/webhooks', proxied))).status).toBe(200);
    expect((await proxy(requestAs('preview.example:8444', '/api/webhooks'))).status).toBe(421);
  });

  it('sends the framing rules with every answer, a page, a route or a file', async () => {
    for (const path of ['/store', '/api/webhooks', '/icon.svg'])
      expectFramingRefused(await proxy(requestAs('localhost:3000', path)));
  });

  it('refreshes a session for pages only, as before', async () => {
    const cookie = { cookie: `session=${expiringSession()}` };
    for (const path of ['/api/webhooks', '/icon.svg', '/_next/static/chunk.js', '/_next/image'])
      expect(
        (await proxy(requestAs('localhost:3000', path, cookie))).headers.get('set-cookie'),
        path,
      ).toBeNull();
    expect(tokenCalls).toBe(0);
    const page = await proxy(requestAs('localhost:3000', '/', cookie));
    expect(page.headers.get('set-cookie')).toMatch(/^session=/);
  });
});
