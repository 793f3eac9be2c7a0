import { DEMO_SITE_ID, SAMPLE_CLIENT_ID, V3_CLIENT_ID, V3_SITE_ID } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { oauthClients, platformKeys, sites } from '../db/schema/core';
import { requireApp } from '../http/require-app';
import { runCli } from './test-cli';

const t = useTestApp();
beforeAll(async () => {
  t.app.get('/test/bookings-only', async (request) => {
    await requireApp(request, 'bookings');
    return { ok: true };
  });
});

const cli = (...argv: string[]) => runCli(t.db, ...argv);

describe('CLI', () => {
  it('help lists the commands', async () => {
    const { code, out } = await cli('help');
    expect(code).toBe(0);
    expect(out).toContain('apps install <app>');
    expect((await cli()).out).toContain('reset --yes');
  });

  it('sites list shows the demo site and its apps', async () => {
    const { code, out } = await cli('sites', 'list');
    expect(code).toBe(0);
    expect(out).toContain(DEMO_SITE_ID);
    expect(out).toContain('bookings, events, pricing-plans, stores');
    expect(out).toMatch(new RegExp(`${DEMO_SITE_ID}  Demo site  \\(free\\)  V1_CATALOG`));
    expect(out).toMatch(new RegExp(`${V3_SITE_ID}  .*  V3_CATALOG`));
  });

  it('sites create makes a site on the catalog version asked for, V3 unless told', async () => {
    const created = async (...flags: string[]) => {
      const { code, out } = await cli('sites', 'create', ...flags);
      expect(code, out).toBe(0);
      const [, siteId, version, clientId] =
        /^Site (\S+) \((\w+)\), client id (\S+)$/.exec(out.trim()) ?? [];
      return { siteId, version, clientId };
    };
    const v3 = await created('--name', 'Today');
    expect(v3.version).toBe('V3_CATALOG');
    const v1 = await created('--catalog', 'v1');
    expect(v1.version).toBe('V1_CATALOG');
    const token = await visitorToken(t.app, v3.clientId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/stores/v3/provision/version',
      headers: { authorization: token },
    });
    expect(res.json()).toEqual({ catalogVersion: 'V3_CATALOG' });
    expect((await cli('sites', 'list')).out).toContain(
      `${v1.siteId}  New site  (free)  V1_CATALOG`,
    );
    const wrong = await cli('sites', 'create', '--catalog', 'v2');
    expect(wrong).toMatchObject({ code: 1, err: expect.stringContaining('--catalog v3') });
  });

  it('apps uninstall turns the app off (403 APP_NOT_INSTALLED), apps install turns it back on', async () => {
    const authorization = await visitorToken(t.app);
    const call = () =>
      t.app.inject({ method: 'GET', url: '/test/bookings-only', headers: { authorization } });
    expect((await call()).statusCode).toBe(200);

    expect((await cli('apps', 'uninstall', 'bookings')).out).toContain('Uninstalled bookings');
    const refused = await call();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.applicationError).toMatchObject({
      code: 'APP_NOT_INSTALLED',
      data: { app: 'bookings' },
    });
    expect((await cli('apps', 'list')).out).toMatch(/bookings\s+not installed/);

    expect((await cli('apps', 'install', 'bookings', '--site', DEMO_SITE_ID)).out).toContain(
      'Installed bookings',
    );
    expect((await call()).statusCode).toBe(200);
    expect((await cli('apps', 'install', 'bookings')).out).toContain('already installed');
  });

  it('refuses unknown apps, sites and commands with exit code 1', async () => {
    const app = await cli('apps', 'install', 'chat');
    expect(app).toMatchObject({ code: 1, err: expect.stringContaining('Unknown app chat') });
    const site = await cli('apps', 'list', '--site', 'nope');
    expect(site).toMatchObject({ code: 1, err: expect.stringContaining('Unknown site nope') });
    const missing = await cli('apps', 'list', '--site', crypto.randomUUID());
    expect(missing.code).toBe(1);
    expect((await cli('fly')).code).toBe(1);
    expect((await cli('sites', 'list', '--bogus')).code).toBe(1);
  });

  it('refuses unknown options and extra arguments with exit code 1 and says why', async () => {
    const typo = await cli('apps', 'list', '--sit', 'x');
    expect(typo).toMatchObject({ code: 1, err: expect.stringContaining('Unknown option --sit') });
    const misplaced = await cli('apps', 'list', '--name', 'x');
    expect(misplaced).toMatchObject({
      code: 1,
      err: expect.stringContaining('"apps list" does not take --name (it takes --site)'),
    });
    const extra = await cli('sites', 'list', 'everything');
    expect(extra).toMatchObject({
      code: 1,
      err: expect.stringContaining('Unexpected argument for "sites list": everything'),
    });
    const twoApps = await cli('apps', 'install', 'stores', 'events');
    expect(twoApps).toMatchObject({ code: 1, err: expect.stringContaining(': events.') });
    const noValue = await cli('apps', 'list', '--site');
    expect(noValue.code).toBe(1);
    expect(noValue.err).toContain('--site');
  });

  it('clients create prints a client id that can get tokens', async () => {
    const { code, out } = await cli('clients', 'create', '--site', DEMO_SITE_ID, '--name', 'Mine');
    expect(code).toBe(0);
    expect(out).toMatch(/^[0-9a-f-]{36}$/);
    expect(await visitorToken(t.app, out)).toMatch(/^OauthNG\.JWS\./);
    expect((await cli('clients', 'create')).code).toBe(1);
  });

  it('seed leaves an existing demo site alone', async () => {
    const { code, out } = await cli('seed');
    expect(code).toBe(0);
    expect(out).toContain('already exists');
  });

  it('reset refuses without --yes, and with it wipes data but keeps the signing key', async () => {
    const refused = await cli('reset');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('--yes');
    await t.db
      .insert(sites)
      .values({ id: crypto.randomUUID(), name: 'Extra', ownerId: crypto.randomUUID() });
    const keysBefore = await t.db.select().from(platformKeys);

    expect((await cli('reset', '--yes')).code).toBe(0);
    const after = await t.db.select().from(sites);
    expect(after.map((s) => s.id).sort()).toEqual([DEMO_SITE_ID, V3_SITE_ID].sort());
    const clients = (await t.db.select().from(oauthClients)).map((c) => c.id);
    expect(clients.sort()).toEqual([SAMPLE_CLIENT_ID, V3_CLIENT_ID].sort());
    expect(await t.db.select().from(platformKeys)).toEqual(keysBefore);
  });
});
