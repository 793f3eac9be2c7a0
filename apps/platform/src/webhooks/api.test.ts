import {
  DEMO_SITE_ID,
  TriggerWebhookEventResponse,
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookSubscriptionsResponse,
} from '@headless/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { expectAppError } from '../../test/harness';
import {
  decodeDelivery,
  dispatcherFor,
  useWebhookTestApp,
  useReceiver,
  testSettings,
} from './test-kit';

const { t, owner } = useWebhookTestApp();
let failing = false;
const receiver = useReceiver(() => (failing ? 500 : 200));

const violations = (res: LightMyRequestResponse) =>
  (res.json().details?.validationError?.fieldViolations ?? []).map(
    (v: { field: string; description: string }) => `${v.field}: ${v.description}`,
  );
const SUBS = '/webhooks/v1/subscriptions';
const PAID = 'wix.pricing_plans.v2.order_purchased';

describe('subscriptions', () => {
  it('refuses a bad URL and unknown event types, naming the field', async () => {
    const badUrl = await owner('POST', SUBS, { url: 'ftp://example.com/x' });
    expect(badUrl.statusCode).toBe(400);
    expect(violations(badUrl)).toEqual(['url: must be an http or https URL']);
    const badType = await owner('POST', SUBS, {
      url: receiver.url,
      eventTypes: [PAID, 'wix.nope_created'],
    });
    expect(badType.statusCode).toBe(400);
    expect(violations(badType)).toEqual([
      'eventTypes.1: is not an event type of the webhook catalog',
    ]);
    const missing = await owner('POST', SUBS, {});
    expect(violations(missing)).toEqual(['url: is required']);
  });

  it('are the owner’s: a visitor gets 403, a call without a token 401', async () => {
    const visitor = await t.app.inject({
      method: 'GET',
      url: SUBS,
      headers: { authorization: await visitorToken(t.app) },
    });
    expect(visitor.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/webhooks/v1/deliveries' })).statusCode).toBe(
      401,
    );
  });

  it('are created once per URL, listed and deleted; an unknown id is 404', async () => {
    const first = await owner('POST', SUBS, { url: `${receiver.url}/x`, eventTypes: [PAID] });
    const again = await owner('POST', SUBS, { url: `${receiver.url}/x` });
    expect(again.json().subscription.id).toBe(first.json().subscription.id);
    expect(again.json().subscription.eventTypes).toEqual([]);
    const listed = WebhookSubscriptionsResponse.parse((await owner('GET', SUBS)).json());
    expect(listed.subscriptions.map((s) => s.url)).toEqual([`${receiver.url}/x`]);
    const id = first.json().subscription.id as string;
    expect((await owner('DELETE', `${SUBS}/${id}`)).statusCode).toBe(200);
    const gone = await owner('DELETE', `${SUBS}/${id}`);
    expectAppError(gone, 404, 'WEBHOOK_SUBSCRIPTION_NOT_FOUND');
    expect(violations(await owner('DELETE', `${SUBS}/not-a-uuid`))).toEqual([
      expect.stringMatching(/^id: /),
    ]);
  });
});

describe('trigger, deliveries and replay', () => {
  it('triggers any catalog event with the given payload and identity APP', async () => {
    await owner('POST', SUBS, { url: receiver.url, eventTypes: [PAID] });
    const res = await owner('POST', '/webhooks/v1/events/trigger', {
      eventType: PAID,
      entityId: 'order-7',
      payload: { orderId: 'order-7', amount: '9.99' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const event = TriggerWebhookEventResponse.parse(res.json());
    await dispatcherFor(t.db, t.url).runOnce();
    const decoded = decodeDelivery(receiver.received.at(-1)!.body);
    expect(decoded.data).toMatchObject({
      id: event.eventId,
      entityId: 'order-7',
    });
    expect(JSON.parse(decoded.data.actionEvent!.bodyAsJson)).toEqual({
      orderId: 'order-7',
      amount: '9.99',
    });
    expect(decoded.identity).toMatchObject({
      identityType: 'APP',
      appId: expect.stringMatching(/^api-key:/),
    });
    expect(decoded.envelope.instanceId).toBe(DEMO_SITE_ID);

    const unknown = await owner('POST', '/webhooks/v1/events/trigger', {
      eventType: 'x_y',
      payload: {},
    });
    expect(violations(unknown)).toEqual(['eventType: is not an event type of the webhook catalog']);
    expect(
      violations(await owner('POST', '/webhooks/v1/events/trigger', { eventType: PAID })),
    ).toEqual(['payload: is required']);
  });

  it('lists deliveries newest first with their attempts, filters and pages', async () => {
    for (const n of [1, 2]) {
      await owner('POST', '/webhooks/v1/events/trigger', { eventType: PAID, payload: { n } });
    }
    await dispatcherFor(t.db, t.url).runOnce();
    const page1 = WebhookDeliveriesResponse.parse(
      (await owner('GET', '/webhooks/v1/deliveries?limit=2')).json(),
    );
    expect(page1.deliveries).toHaveLength(2);
    expect(Number(page1.deliveries[0]!.id)).toBeGreaterThan(Number(page1.deliveries[1]!.id));
    expect(page1.deliveries[0]!.attempts).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, error: null }),
    ]);
    const page2 = WebhookDeliveriesResponse.parse(
      (await owner('GET', `/webhooks/v1/deliveries?limit=2&cursor=${page1.nextCursor}`)).json(),
    );
    expect(page2.deliveries.map((d) => d.id)).not.toContain(page1.deliveries[0]!.id);
    expect(page2.deliveries.length).toBeGreaterThan(0);
    const failed = await owner('GET', '/webhooks/v1/deliveries?status=FAILED');
    expect(failed.json().deliveries).toEqual([]);
    const byType = await owner('GET', `/webhooks/v1/deliveries?eventType=${PAID}`);
    expect(byType.json().deliveries).toHaveLength(3);
    const bad = await owner('GET', '/webhooks/v1/deliveries?status=LOST&limit=0');
    expect(bad.statusCode).toBe(400);
  });

  it('replays a delivered or failed delivery, keeping its attempts; an unknown id is 404', async () => {
    const [latest] = WebhookDeliveriesResponse.parse(
      (await owner('GET', '/webhooks/v1/deliveries?limit=1')).json(),
    ).deliveries;
    const replayed = await owner('POST', `/webhooks/v1/deliveries/${latest!.id}/replay`);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(WebhookDeliveryResponse.parse(replayed.json()).delivery).toMatchObject({
      status: 'PENDING',
      deliveredDate: null,
      attemptCount: 1,
    });
    failing = true;
    // Past its retry window, the failed replay ends FAILED at once.
    await dispatcherFor(t.db, t.url, testSettings({ retryWindowMs: 1 })).runOnce();
    const failed = (await owner('GET', '/webhooks/v1/deliveries?limit=1')).json().deliveries[0];
    expect(failed).toMatchObject({ status: 'FAILED', attemptCount: 2, lastStatusCode: 500 });
    failing = false;
    await owner('POST', `/webhooks/v1/deliveries/${latest!.id}/replay`);
    await dispatcherFor(t.db, t.url).runOnce();
    const after = (await owner('GET', '/webhooks/v1/deliveries?limit=1')).json().deliveries[0];
    expect(after).toMatchObject({ id: latest!.id, status: 'DELIVERED', attemptCount: 3 });
    expect(after.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([
      200, 500, 200,
    ]);
    const sameEvent = receiver.received.filter((r) => r.eventId === latest!.eventId);
    expect(sameEvent.map((r) => r.attempt)).toEqual([1, 2, 3]);

    const unknown = await owner('POST', '/webhooks/v1/deliveries/999999/replay');
    expectAppError(unknown, 404, 'WEBHOOK_DELIVERY_NOT_FOUND');
    expect((await owner('POST', '/webhooks/v1/deliveries/abc/replay')).statusCode).toBe(400);
  });
});
