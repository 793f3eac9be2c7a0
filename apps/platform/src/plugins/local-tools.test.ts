import { DEMO_SITE_ID, ErrorEnvelope } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { webhookDeliveries } from '../db/schema/webhooks';
import {
  formToken,
  insertFailedDelivery,
  postForm,
  rowCount,
  SAME_ORIGIN,
} from '../hosted/inspector/inspector-test-kit';
import { inspectorUrl, isLoopbackAddress, TOOLS_TOKEN_REQUIRED } from './local-tools';

const t = useTestApp();

const corsHeaders = (res: LightMyRequestResponse) =>
  Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));

function expectTokenRefusal(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(403);
  expect(res.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(ErrorEnvelope.parse(res.json()).details.applicationError?.code).toBe(TOOLS_TOKEN_REQUIRED);
}

const ORIGIN = 'http://page.example';

describe('CORS', () => {
  it('gives the local tools and their preflights no CORS headers at all', async () => {
    for (const url of ['/hosted/mail', '/hosted/mail/1', '/inspector', '/inspector?tab=mail']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(corsHeaders(res), url).toEqual([]);
    }
    for (const url of ['/hosted/mail', '/inspector/reset', '/inspector/deliveries/1/replay']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(corsHeaders(res), url).toEqual([]);
    }
  });

  it('keeps CORS on the API', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/oauth2/token',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const health = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: ORIGIN },
    });
    expect(health.headers['access-control-allow-origin']).toBe('*');
  });
});

describe("the inspector's actions need the token of its own form", () => {
  const count = (table: string) => rowCount(t.db, table);

  it('refuses a reset without the token or with a wrong one, and resets with the page token', async () => {
    await insertFailedDelivery(t.db, DEMO_SITE_ID);
    const missing = await postForm(t.app, '/inspector/reset', { confirm: 'yes' }, SAME_ORIGIN);
    expectTokenRefusal(missing);
    const wrong = { confirm: 'yes', token: 'x'.repeat(32) };
    expectTokenRefusal(await postForm(t.app, '/inspector/reset', wrong, SAME_ORIGIN));
    expect(await count('webhook_deliveries')).toBe(1);

    const token = await formToken(t.app);
    const done = await postForm(t.app, '/inspector/reset', { confirm: 'yes', token }, SAME_ORIGIN);
    expect(done.statusCode).toBe(303);
    expect(await count('webhook_deliveries')).toBe(0);
  });

  it('refuses a replay without the token or with a wrong one, and replays with the page token', async () => {
    const { delivery } = await insertFailedDelivery(t.db, DEMO_SITE_ID);
    const url = `/inspector/deliveries/${delivery.id}/replay`;
    const statusOf = async () =>
      (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id)))[0]!
        .status;
    expectTokenRefusal(await postForm(t.app, url, { site: DEMO_SITE_ID }, SAME_ORIGIN));
    const wrong = { site: DEMO_SITE_ID, token: 'y'.repeat(32) };
    expectTokenRefusal(await postForm(t.app, url, wrong, SAME_ORIGIN));
    expect(await statusOf()).toBe('FAILED');

    const page = await t.app.inject({ method: 'GET', url: '/inspector?tab=deliveries' });
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const done = await postForm(t.app, url, { site: DEMO_SITE_ID, token }, SAME_ORIGIN);
    expect(done.statusCode).toBe(303);
    expect(await statusOf()).toBe('PENDING');
  });
});

describe('listening beyond loopback: the tools need the token', () => {
  const TOKEN = 'a-token-only-the-terminal-knows';
  const exposed = useTestApp({ localTools: { token: TOKEN, requireTokenForPages: true } });
  const get = (url: string, cookie?: string) =>
    exposed.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('refuses the pages without the token, or with a wrong one', async () => {
    for (const url of ['/inspector', '/inspector?tab=reset', '/hosted/mail', '/hosted/mail/1'])
      expectTokenRefusal(await get(url));
    expectTokenRefusal(await get('/inspector?token=wrong-token-of-some-length'));
    expectTokenRefusal(await get('/inspector', 'platform_tools=d3Jvbmc'));
    expect((await get('/health')).statusCode).toBe(200);
  });

  it('takes ?token= once, answers with a cookie and the URL without it, then serves the tools', async () => {
    const first = await get(`/inspector?tab=mail&token=${TOKEN}`);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/inspector?tab=mail');
    const cookies = [first.headers['set-cookie']].flat().map(String);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^platform_tools=[\w-]+; Path=\/(inspector|hosted\/mail); /);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
    }
    const cookie = cookies[0]!.split(';')[0]!;
    const page = await get(first.headers.location!, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2');
    expect((await get('/hosted/mail', cookie)).statusCode).toBe(200);
  });
});

describe('the banner URL', () => {
  it('carries the token only when the platform listens beyond loopback', () => {
    expect(inspectorUrl('127.0.0.1', 4000, 'tok')).toBe('http://127.0.0.1:4000/inspector');
    expect(inspectorUrl('localhost', 4000, 'tok')).toBe('http://localhost:4000/inspector');
    expect(inspectorUrl('0.0.0.0', 4000, 'tok')).toBe('http://127.0.0.1:4000/inspector?token=tok');
    expect(inspectorUrl('::', 4100, 'a b')).toBe('http://127.0.0.1:4100/inspector?token=a+b');
    expect(inspectorUrl('192.168.1.20', 4000, 'tok')).toBe(
      'http://192.168.1.20:4000/inspector?token=tok',
    );
    expect(inspectorUrl('::1', 4000, 'tok')).toBe('http://[::1]:4000/inspector');
  });

  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopbackAddress(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'example.com'])
      expect(isLoopbackAddress(host), host).toBe(false);
  });
});
