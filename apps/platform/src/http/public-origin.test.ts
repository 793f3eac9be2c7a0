import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import {
  addToCart,
  checkoutId,
  product,
  redirectSession,
  setPremium,
} from '../modules/checkout/test-helpers';
import { freshEmail, useIdentityKit } from '../modules/identity/test-kit';

const SESSION = '/redirect-session/v1/redirect-session';
const PUBLIC = 'https://platform.example.test';

describe('PLATFORM_PUBLIC_URL', () => {
  const t = useTestApp({ publicOrigin: { publicUrl: PUBLIC } });
  const k = useIdentityKit(t);

  it('starts a checkout redirect session, a login redirect and the recovery link', async () => {
    await setPremium(t.db, true);
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, product('ceramic-coffee-mug'));
    const checkout = await redirectSession(t.app, token, await checkoutId(t.app, token));
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().redirectSession.fullUrl).toMatch(
      new RegExp(`^${PUBLIC}/hosted/ecom-checkout/[0-9a-f-]{36}$`),
    );
    // Even forwarded headers from a trusted peer do not move a configured origin.
    const forwarded = { 'x-forwarded-host': 'other.example.test', 'x-forwarded-proto': 'http' };
    const login = await k.post(SESSION, { login: {} }, forwarded);
    expect(login.json().redirectSession.fullUrl).toMatch(
      new RegExp(`^${PUBLIC}/hosted/login/[0-9a-f-]{36}$`),
    );
    const { email } = await k.member(freshEmail());
    expect((await k.post('/_api/iam/recovery/v1/send-email', { email })).statusCode).toBe(200);
    expect((await k.lastMail(email))!.link).toMatch(new RegExp(`^${PUBLIC}/hosted/login-reset/`));
  });

  it("answers the public origin's Host, with or without its default port, and no other port", async () => {
    const health = (host: string) =>
      t.app.inject({ method: 'GET', url: '/health', headers: { host } });
    expect((await health('platform.example.test')).statusCode).toBe(200);
    expect((await health('platform.example.test:443')).statusCode).toBe(200);
    expect((await health('platform.example.test:8443')).statusCode).toBe(421);
    expect((await health('other.example.test')).statusCode).toBe(421);
  });
});

describe('without PLATFORM_PUBLIC_URL: forwarded headers', () => {
  const t = useTestApp({ publicOrigin: { trustedProxies: ['127.0.0.0/8', '10.0.0.0/8'] } });
  let authorization: string;
  beforeAll(async () => {
    authorization = await visitorToken(t.app);
  });

  /** A login redirect session's URL, from a peer with these headers (Host: localhost:4000). */
  async function loginUrl(remoteAddress: string, headers: Record<string, string | string[]>) {
    const res = await t.app.inject({
      method: 'POST',
      url: SESSION,
      remoteAddress,
      headers: { authorization, host: 'localhost:4000', ...headers },
      payload: { login: {} },
    });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().redirectSession.fullUrl as string);
  }
  const originFrom = async (remoteAddress: string, headers: Record<string, string | string[]>) =>
    (await loginUrl(remoteAddress, headers)).origin;

  const X_FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.test' };

  it('uses X-Forwarded-Proto and X-Forwarded-Host from a trusted peer, and the page opens', async () => {
    const url = await loginUrl('127.0.0.1', X_FORWARDED);
    expect(url.origin).toBe('https://www.example.test');
    expect(url.pathname).toMatch(/^\/hosted\/login\/[0-9a-f-]{36}$/);
    expect(await originFrom('::ffff:127.0.0.1', X_FORWARDED)).toBe('https://www.example.test');
    expect(await originFrom('10.1.2.3', X_FORWARDED)).toBe('https://www.example.test');
    // The browser then reaches the page through the proxy: Host is still the proxy's.
    const page = await t.app.inject({
      method: 'GET',
      url: url.pathname,
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:4000', ...X_FORWARDED },
    });
    expect(page.statusCode).toBe(200);
  });

  it('ignores the same headers from a peer that is not trusted', async () => {
    expect(await originFrom('203.0.113.5', X_FORWARDED)).toBe('http://localhost:4000');
    expect(await originFrom('::ffff:203.0.113.5', X_FORWARDED)).toBe('http://localhost:4000');
    expect(
      await originFrom('2001:db8::5', { forwarded: 'proto=https;host=www.example.test' }),
    ).toBe('http://localhost:4000');
  });

  it('reads RFC 7239 Forwarded, quoted values too, before X-Forwarded-*', async () => {
    const forwarded = 'for=192.0.2.60;proto=https;host="shop.example.test:8443"';
    expect(await originFrom('127.0.0.1', { forwarded })).toBe('https://shop.example.test:8443');
    expect(await originFrom('127.0.0.1', { forwarded, ...X_FORWARDED })).toBe(
      'https://shop.example.test:8443',
    );
    expect(await originFrom('127.0.0.1', { forwarded: 'For="[2001:db8::1]";Proto=HTTPS' })).toBe(
      'https://localhost:4000',
    );
  });

  it('takes the right-most value of a list: the one the trusted peer added', async () => {
    expect(
      await originFrom('127.0.0.1', {
        'x-forwarded-host': 'spoofed.example.test, www.example.test',
        'x-forwarded-proto': 'http,https',
      }),
    ).toBe('https://www.example.test');
    expect(
      await originFrom('127.0.0.1', {
        forwarded: 'host=spoofed.example.test;proto=http, for=192.0.2.1;host=www.example.test',
      }),
    ).toBe('http://www.example.test');
    expect(
      await originFrom('127.0.0.1', {
        'x-forwarded-host': ['spoofed.example.test', 'www.example.test'],
      }),
    ).toBe('http://www.example.test');
  });

  it.each([
    ['a proto other than http(s)', { 'x-forwarded-proto': 'javascript' }],
    ['a host with a path', { 'x-forwarded-host': 'evil.test/x' }],
    ['a host with user info', { 'x-forwarded-host': 'user@evil.test' }],
    ['a host with a bad port', { 'x-forwarded-host': 'evil.test:99999' }],
    ['an empty host', { 'x-forwarded-host': '' }],
    ['a host that is no IPv6 literal', { 'x-forwarded-host': '[::::]' }],
    ['a Forwarded host with spaces', { forwarded: 'host="evil test"' }],
    ['a Forwarded proto with a scheme separator', { forwarded: 'proto=https://evil.test' }],
    ['a Forwarded without pairs', { forwarded: ';;,' }],
  ])('ignores a malformed value (%s)', async (_name, headers) => {
    expect(await originFrom('127.0.0.1', headers)).toBe('http://localhost:4000');
  });

  it('keeps a good part when the other is malformed', async () => {
    const headers = { 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'www.example.test' };
    expect(await originFrom('127.0.0.1', headers)).toBe('http://www.example.test');
    const badHost = { 'x-forwarded-proto': 'https', 'x-forwarded-host': '[::::]' };
    expect(await originFrom('127.0.0.1', badHost)).toBe('https://localhost:4000');
  });
});

describe('the default trusted proxies: loopback only', () => {
  const t = useTestApp();

  it('trusts 127.0.0.1 and ::1, not another address', async () => {
    const authorization = await visitorToken(t.app);
    const originFrom = async (remoteAddress: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: SESSION,
        remoteAddress,
        headers: { authorization, host: 'localhost:4000', 'x-forwarded-proto': 'https' },
        payload: { login: {} },
      });
      return new URL(res.json().redirectSession.fullUrl as string).origin;
    };
    expect(await originFrom('127.0.0.1')).toBe('https://localhost:4000');
    expect(await originFrom('::1')).toBe('https://localhost:4000');
    expect(await originFrom('10.1.2.3')).toBe('http://localhost:4000');
  });
});
