import { DEMO_SITE_ID } from '@headless/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { webhookDeliveries } from '../../db/schema/webhooks';
import { sendMail } from '../../modules/identity/login/mail';
import { createSecondSite, type SecondSite } from '../../seed/second-site';
import { formToken, insertFailedDelivery, postForm, SAME_ORIGIN } from './inspector-test-kit';

const t = useTestApp();
let second: SecondSite;
let token: string;
beforeAll(async () => {
  second = await createSecondSite(t.db);
  token = await formToken(t.app);
});

/** An instant in the house style (docs/architecture.md): to the second, in UTC, named. */
const INSTANT = '[A-Z][a-z]{2}, [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}:\\d{2} [AP]M UTC';

const open = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/inspector?${query}` });
  expect(res.headers['content-type']).toContain('text/html');
  return res;
};

describe('GET /inspector', () => {
  it('shows every section empty with how to produce data', async () => {
    await t.db.execute(sql`DELETE FROM request_log`);
    const site = `site=${second.siteId}`;
    expect((await open(`${site}&tab=requests`)).body).toContain('No requests yet');
    expect((await open(`${site}&tab=outbox`)).body).toContain('No events yet');
    expect((await open(`${site}&tab=deliveries`)).body).toContain('No deliveries yet');
    expect((await open(`${site}&tab=mail`)).body).toContain('No mail yet');
  });

  it('lists recent requests newest first, filtered by status class and path', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-path' });
    await t.app.requestLog!.flush();
    const okId = String(ok.headers['x-wix-request-id']);
    const missingId = String(missing.headers['x-wix-request-id']);
    const all = (await open('')).body;
    expect(all).toContain(okId);
    expect(all.indexOf(missingId)).toBeLessThan(all.indexOf(okId));
    expect(all).toMatch(new RegExp(`<td role="cell" data-label="Time">${INSTANT}</td>`));
    const errors = (await open('status=4xx')).body;
    expect(errors).toContain(missingId);
    expect(errors).not.toContain(okId);
    const byPath = (await open('path=health')).body;
    expect(byPath).toContain(okId);
    expect(byPath).not.toContain(missingId);
    expect((await open('path=nothing-like-this')).body).toContain('No request matches');
  });

  it('marks a call to a retired API with its state in words and its successor', async () => {
    const now = vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date('2026-11-29T12:00:00Z'));
    try {
      await t.app.inject({ method: 'GET', url: '/pricing-plans/v2/plans/public?limit=1' });
      await t.app.inject({ method: 'GET', url: '/ecom/v1/carts/current' });
      await t.app.requestLog!.flush();
      const plans = (await open('path=pricing-plans')).body;
      expect(plans).toContain('Plans V1 retired: removed Wed, Dec 31, 2025 →');
      expect(plans).toMatch(/<a href="https:\/\/dev\.wix\.com\/[^"]*plans-v3[^"]*">Plans V3<\/a>/);
      const cart = (await open('path=carts')).body;
      expect(cart).toContain('Cart V1 deprecated: removal Mon, Feb 1, 2027 →');
      now.mockReturnValue(new Date('2027-02-01T00:00:00Z'));
      expect((await open('path=carts')).body).toContain(
        'Cart V1 retired: removed Mon, Feb 1, 2027',
      );
      const health = (await open('path=health')).body;
      expect(health).not.toContain('class="retired"');
    } finally {
      now.mockRestore();
    }
  });

  it('offers "show more" when the limit is reached', async () => {
    const res = await open('limit=1');
    expect(res.body).toContain('Show more');
    expect(res.body).toContain('limit=51');
  });

  it('shows the outbox with per-subscription delivery status, and the deliveries', async () => {
    const { event, delivery, subscription } = await insertFailedDelivery(t.db, DEMO_SITE_ID);
    const outbox = (await open('tab=outbox')).body;
    expect(outbox).toContain(event.eventType);
    expect(outbox).toContain(event.aggregateId);
    expect(outbox).toContain('ANONYMOUS_VISITOR');
    expect(outbox).toContain('not yet');
    expect(outbox).toContain(`${subscription.url}: <strong>FAILED</strong> (7 attempts)`);
    const deliveries = (await open('tab=deliveries')).body;
    expect(deliveries).toContain('endpoint answered 500');
    expect(deliveries).toContain(`action="/inspector/deliveries/${delivery.id}/replay"`);
    expect((await open(`tab=deliveries&site=${second.siteId}`)).body).not.toContain(
      subscription.url,
    );
  });

  it('lists the mail outbox with links to each message', async () => {
    const mail = await sendMail(
      t.db,
      {
        siteId: DEMO_SITE_ID,
        recipient: 'someone@example.com',
        kind: 'EMAIL_VERIFICATION',
        subject: 'Your code',
        body: 'Code 123456',
      },
      new Date(),
    );
    const body = (await open('tab=mail')).body;
    expect(body).toContain(`href="/hosted/mail/${mail.id}"`);
    expect(body).toContain('someone@example.com');
    expect(body).toContain('href="/hosted/mail"');
    expect(body).toMatch(new RegExp(`<td role="cell" data-label="Time">${INSTANT}</td>`));
    const list = await t.app.inject({ method: 'GET', url: '/hosted/mail' });
    expect(list.body).toMatch(new RegExp(`<span class="hint">${INSTANT}</span>`));
    const message = await t.app.inject({ method: 'GET', url: `/hosted/mail/${mail.id}` });
    expect(message.body).toMatch(new RegExp(`<dt>Sent</dt>\\s*<dd>${INSTANT}</dd>`));
  });

  it('offers a site selector when there are several sites, on the demo site by default', async () => {
    const body = (await open('')).body;
    expect(body).toContain(`<option value="${DEMO_SITE_ID}" selected>`);
    expect(body).toContain(`<option value="${second.siteId}" >`);
    expect((await open(`site=${second.siteId}`)).body).toContain('Second site');
  });

  it('answers a bad filter with the validation envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/inspector?status=9xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations[0].field).toBe('status');
  });
});

describe('replay', () => {
  const statusOf = async (id: number) =>
    (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

  it('re-queues a FAILED delivery now, keeping its attempts', async () => {
    const { delivery } = await insertFailedDelivery(t.db, DEMO_SITE_ID);
    const url = `/inspector/deliveries/${delivery.id}/replay`;
    const res = await postForm(t.app, url, { site: DEMO_SITE_ID, token }, SAME_ORIGIN);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('done=replayed');
    const row = await statusOf(delivery.id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 7, failedAt: null });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const page = (await open(res.headers.location!.split('?')[1]!)).body;
    expect(page).toContain(`Delivery ${delivery.id} is queued again`);
  });

  it('refuses a cross-site POST, or one without an origin, and changes nothing', async () => {
    const { delivery } = await insertFailedDelivery(t.db, DEMO_SITE_ID);
    const url = `/inspector/deliveries/${delivery.id}/replay`;
    const cross = await postForm(t.app, url, { site: DEMO_SITE_ID, token }, 'http://evil.example');
    expect(cross.statusCode).toBe(403);
    expect((await postForm(t.app, url, { site: DEMO_SITE_ID, token })).statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        host: 'localhost:80',
        origin: SAME_ORIGIN,
        'sec-fetch-site': 'same-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ site: DEMO_SITE_ID, token }).toString(),
    });
    expect(sameSite.statusCode).toBe(403);
    expect((await statusOf(delivery.id)).status).toBe('FAILED');
  });

  it('takes a form from the public origin a trusted proxy forwards, not from another peer', async () => {
    const { delivery } = await insertFailedDelivery(t.db, DEMO_SITE_ID);
    const viaProxy = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/inspector/deliveries/${delivery.id}/replay`,
        remoteAddress,
        headers: {
          host: 'localhost:80',
          origin: 'https://www.example.test',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'www.example.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ site: DEMO_SITE_ID, token }).toString(),
      });
    expect((await viaProxy('203.0.113.5')).statusCode).toBe(403);
    expect((await statusOf(delivery.id)).status).toBe('FAILED');
    expect((await viaProxy('127.0.0.1')).statusCode).toBe(303);
    expect((await statusOf(delivery.id)).status).toBe('PENDING');
  });

  it("does not replay another site's delivery", async () => {
    const { delivery } = await insertFailedDelivery(t.db, DEMO_SITE_ID);
    const url = `/inspector/deliveries/${delivery.id}/replay`;
    const res = await postForm(t.app, url, { site: second.siteId, token }, SAME_ORIGIN);
    expect(res.statusCode).toBe(404);
    expect((await statusOf(delivery.id)).status).toBe('FAILED');
    const bad = await postForm(t.app, '/inspector/deliveries/x/replay', { token }, SAME_ORIGIN);
    expect(bad.statusCode).toBe(404);
  });
});
