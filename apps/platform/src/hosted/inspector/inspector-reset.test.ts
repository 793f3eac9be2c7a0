import { DEMO_SITE_ID } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createSecondSite } from '../../seed/second-site';
import { insertFailedDelivery, postForm, SAME_ORIGIN } from './inspector-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))
    .rows[0]!.n;

describe('reset to seed from the inspector', () => {
  it('says what it will delete', async () => {
    await insertFailedDelivery(t.db, DEMO_SITE_ID);
    const res = await t.app.inject({ method: 'GET', url: '/inspector?tab=reset' });
    expect(res.body).toContain('all data of every site');
    expect(res.body).toMatch(/<td>webhook_deliveries<\/td>\s*<td>1<\/td>/);
    expect(res.body).toContain('name="confirm"');
  });

  it('needs the confirmation, then empties every table and seeds the demo site again', async () => {
    const { siteId } = await createSecondSite(t.db);
    const services = await count('bookings_services');
    const unconfirmed = await postForm(t.app, '/inspector/reset', { site: siteId }, SAME_ORIGIN);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('Tick the box to confirm');
    expect(await count('sites')).toBe(2);

    const done = await postForm(t.app, '/inspector/reset', { confirm: 'yes' }, SAME_ORIGIN);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/inspector?tab=reset&done=reset');
    expect(await count('sites')).toBe(1);
    expect(await count('domain_events')).toBe(0);
    expect(await count('webhook_deliveries')).toBe(0);
    expect(await count('bookings_services')).toBe(services);
    const page = await t.app.inject({ method: 'GET', url: done.headers.location! });
    expect(page.body).toContain('Reset done');
  });

  it('refuses a cross-site reset', async () => {
    await createSecondSite(t.db);
    const res = await postForm(
      t.app,
      '/inspector/reset',
      { confirm: 'yes' },
      'http://evil.example',
    );
    expect(res.statusCode).toBe(403);
    expect(await count('sites')).toBe(2);
  });
});
