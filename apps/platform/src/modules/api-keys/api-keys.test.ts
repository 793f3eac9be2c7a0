import { DEMO_SITE_ID } from '@headless/contract';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { createServiceWith } from '../../../test/callers';
import { expectAppError, useTestApp } from '../../../test/harness';
import { runCommand } from '../../cli/run';
import { apiKeys } from '../../db/schema/api-keys';
import { DEMO_OWNER_ID } from '../../seed/core';
import { createSecondSite } from '../../seed/second-site';
import { authenticateApiKey, createApiKey, revokeApiKey } from './store';

const t = useTestApp();

const count = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/bookings/v2/services/count', headers, payload: {} });
const create = (headers: Record<string, string>) => createServiceWith(t.app, headers, 'Key check');

describe('API keys (ApiKeyStrategy)', () => {
  it('makes the caller the site owner, who may write', async () => {
    const { key } = await createApiKey(t.db, DEMO_SITE_ID);
    expect(key).toMatch(/^IST\./);
    expect(await authenticateApiKey(t.db, key, DEMO_SITE_ID)).toMatchObject({
      siteId: DEMO_SITE_ID,
      identity: { type: 'WIX_USER', id: DEMO_OWNER_ID },
    });
    const res = await create({ authorization: key, 'wix-site-id': DEMO_SITE_ID });
    expect(res.statusCode).toBe(200);
    expect(res.json().service.name).toBe('Key check');
    expect(
      (await count({ authorization: `Bearer ${key}`, 'wix-site-id': DEMO_SITE_ID })).statusCode,
    ).toBe(200);
  });

  it('refuses a key sent for another site, without the site header, or unknown', async () => {
    const other = await createSecondSite(t.db);
    const { key } = await createApiKey(t.db, DEMO_SITE_ID);
    const cases: Record<string, string>[] = [
      { authorization: key, 'wix-site-id': other.siteId },
      { authorization: key },
      { authorization: 'IST.not-a-key', 'wix-site-id': DEMO_SITE_ID },
    ];
    for (const headers of cases) {
      const res = await count(headers);
      expectAppError(res, 401, 'UNAUTHENTICATED');
    }
  });

  it('stops working once revoked', async () => {
    const { id, key } = await createApiKey(t.db, DEMO_SITE_ID);
    const headers = { authorization: key, 'wix-site-id': DEMO_SITE_ID };
    expect((await count(headers)).statusCode).toBe(200);
    expect(await revokeApiKey(t.db, id, t.app.clock.now())).toBe(true);
    expect((await count(headers)).statusCode).toBe(401);
  });

  it('keeps visitors to reads: a write is 403 FORBIDDEN in the envelope', async () => {
    const res = await create({ authorization: await visitorToken(t.app) });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-wix-request-id']).toBeTruthy();
    expect(res.json().details.applicationError).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('is made by the CLI, printed once, and identifies the owner', async () => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: () => undefined };
    expect(await runCommand(['apikeys', 'create'], t.db, io)).toBe(0);
    const [key] = out;
    const res = await create({ authorization: key ?? '', 'wix-site-id': DEMO_SITE_ID });
    expect(res.statusCode).toBe(200);
    const errors: string[] = [];
    const code = await runCommand(['apikeys', 'create', '--site', 'nope'], t.db, {
      out: () => undefined,
      err: (l) => errors.push(l),
    });
    expect(code).toBe(1);
    expect(errors.join()).toMatch(/Unknown site/);
    const [row] = await t.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .orderBy(desc(apiKeys.createdAt))
      .limit(1);
    expect(await runCommand(['apikeys', 'revoke', row?.id ?? ''], t.db, io)).toBe(0);
    const after = await create({ authorization: key ?? '', 'wix-site-id': DEMO_SITE_ID });
    expect(after.statusCode).toBe(401);
  });
});
