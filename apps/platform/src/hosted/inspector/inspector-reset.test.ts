import { DEMO_SITE_ID } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { createSecondSite } from '../../seed/second-site';
import {
  formToken,
  insertFailedDelivery,
  postForm,
  rowCount,
  SAME_ORIGIN,
} from './inspector-test-kit';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await formToken(t.app);
});

const count = (table: string) => rowCount(t.db, table);

describe('reset to seed from the inspector', () => {
  it('says what it will delete', async () => {
    await insertFailedDelivery(t.db, DEMO_SITE_ID);
    const res = await t.app.inject({ method: 'GET', url: '/inspector?tab=reset' });
    expect(res.body).toContain('all data of every site');
    expect(res.body).toMatch(/<td[^>]*>webhook_deliveries<\/td>\s*<td[^>]*>1<\/td>/);
    expect(res.body).toContain('name="confirm"');
  });

  it('needs the confirmation, then empties every table and seeds the demo site again', async () => {
    const seededSites = await count('sites');
    expect(seededSites).toBe(2); // the demo site and the Catalog V3 site
    const { siteId } = await createSecondSite(t.db);
    const services = await count('bookings_services');
    const subscriptionsOf = async (site: string) =>
      (
        await t.db.execute<{ url: string }>(
          sql`SELECT url FROM webhook_subscriptions WHERE site_id = ${site} ORDER BY url`,
        )
      ).rows.map((r) => r.url);
    await t.db.execute(sql`INSERT INTO webhook_subscriptions (site_id, app_id, url)
      VALUES (${DEMO_SITE_ID}, 'storefront', 'http://127.0.0.1:9/a'),
             (${siteId}, 'storefront', 'http://127.0.0.1:9/b')`);
    const demoSubscriptions = await subscriptionsOf(DEMO_SITE_ID);
    const unconfirmed = await postForm(
      t.app,
      '/inspector/reset',
      { site: siteId, token },
      SAME_ORIGIN,
    );
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('Tick the box to confirm');
    expect(await count('sites')).toBe(seededSites + 1);

    const done = await postForm(t.app, '/inspector/reset', { confirm: 'yes', token }, SAME_ORIGIN);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/inspector?tab=reset&done=reset');
    expect(await count('sites')).toBe(seededSites);
    expect(await count('domain_events')).toBe(0);
    expect(await count('webhook_deliveries')).toBe(0);
    expect(await count('bookings_services')).toBe(services);
    // The demo site's subscriptions (a running storefront's) survive; the gone site's do not.
    expect(await subscriptionsOf(DEMO_SITE_ID)).toEqual(demoSubscriptions);
    expect(demoSubscriptions).toContain('http://127.0.0.1:9/a');
    expect(await count('webhook_subscriptions')).toBe(demoSubscriptions.length);
    const page = await t.app.inject({ method: 'GET', url: done.headers.location! });
    expect(page.body).toContain('Reset done');
  });

  it('refuses a cross-site reset', async () => {
    await createSecondSite(t.db);
    const sites = await count('sites');
    const res = await postForm(
      t.app,
      '/inspector/reset',
      { confirm: 'yes', token },
      'http://evil.example',
    );
    expect(res.statusCode).toBe(403);
    expect(await count('sites')).toBe(sites);
  });
});
