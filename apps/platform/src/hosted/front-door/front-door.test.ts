import { randomUUID } from 'node:crypto';
import { DEMO_SITE_ID, SAMPLE_CLIENT_ID, V3_CLIENT_ID, V3_SITE_ID } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { installedApps, sites } from '../../db/schema/core';

const t = useTestApp();

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const open = (accept?: string) =>
  t.app.inject({ method: 'GET', url: '/', headers: accept ? { accept } : {} });

/** The demo site's row of the sites table. */
const demoRow = (body: string) => body.split('<tr>').find((row) => row.includes(DEMO_SITE_ID));

describe('GET / from a browser', () => {
  it('is the front door: what it is, where to look, the sites with client ids and apps', async () => {
    const res = await open(BROWSER_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers.vary).toContain('Accept');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toMatch(/<main>\s*<h1>Local platform<\/h1>/);
    expect(res.body).toContain('the real platform');
    for (const href of ['/inspector', '/hosted/mail', '/openapi.json', '/health'])
      expect(res.body).toContain(`<a href="${href}">`);
    const row = demoRow(res.body);
    expect(row).toContain('Demo site');
    expect(row).toContain(SAMPLE_CLIENT_ID);
    expect(row).toContain('bookings, stores, events, pricing-plans');
    expect(row).toContain('Free: paid checkouts need');
    expect(row).toContain('Catalog V1');
    const v3Row = res.body.split('<tr>').find((r) => r.includes(V3_SITE_ID));
    expect(v3Row).toContain(V3_CLIENT_ID);
    expect(v3Row).toContain('Catalog V3');
    expect(res.body).toContain('npm run platform -- &lt;command&gt;');
    expect(res.body).toContain('<code>sites list</code>');
  });

  it('shows the database as it is now: an uninstalled app and premium show at once', async () => {
    const stores = and(eq(installedApps.siteId, DEMO_SITE_ID), eq(installedApps.app, 'stores'));
    await t.db.delete(installedApps).where(stores);
    await t.db.update(sites).set({ premium: true }).where(eq(sites.id, DEMO_SITE_ID));
    try {
      const row = demoRow((await open('text/html')).body);
      expect(row).toContain('bookings, events, pricing-plans');
      expect(row).toContain('Premium');
    } finally {
      await t.db.insert(installedApps).values({ siteId: DEMO_SITE_ID, app: 'stores' });
      await t.db.update(sites).set({ premium: false }).where(eq(sites.id, DEMO_SITE_ID));
    }
  });

  it('escapes what the database holds', async () => {
    const id = randomUUID();
    await t.db.insert(sites).values({ id, name: `<img src=x onerror="alert('x')">`, ownerId: id });
    const body = (await open(BROWSER_ACCEPT)).body;
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;');
    await t.db.delete(sites).where(eq(sites.id, id));
  });
});

describe('GET / from an API client', () => {
  it.each([
    ['Accept: application/json', 'application/json'],
    ["curl's Accept: */*", '*/*'],
    ['no Accept', undefined],
  ])('keeps the JSON 404 envelope (%s)', async (_name, accept) => {
    const res = await open(accept);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-wix-request-id']).toBeTruthy();
    expect(res.json()).toEqual({
      message: 'No route GET /',
      details: { applicationError: expect.objectContaining({ code: 'NOT_FOUND' }) },
    });
  });
});
