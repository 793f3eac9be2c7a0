import { DEMO_SITE_ID, WebhookDeliveriesResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { recordOutboxEvent } from '../outbox/record';
import { createSubscription } from './subscriptions';
import {
  clearSubscriptionsAfterEach,
  deliveryStatuses,
  dispatcherFor,
  freePort,
  useWebhookTestApp,
  runUntil,
  startReceiver,
  testSettings,
} from './test-kit';

const { t, owner } = useWebhookTestApp();
clearSubscriptionsAfterEach(t);

const ORDER_PAID = 'wix.events.ticketing.v1.order_paid';

async function recordEvent(entityId: string) {
  await t.db.transaction((tx) =>
    recordOutboxEvent(tx, {
      siteId: DEMO_SITE_ID,
      eventType: ORDER_PAID,
      entityId,
      payload: { entityId },
    }),
  );
}

const settled = async () => (await deliveryStatuses(t.db)).every((d) => d.status !== 'PENDING');

async function deliveriesOverApi() {
  const res = await owner('GET', '/webhooks/v1/deliveries');
  expect(res.statusCode, res.body).toBe(200);
  return WebhookDeliveriesResponse.parse(res.json()).deliveries;
}

describe('retries', () => {
  it('sends again after failures until the endpoint answers 2xx, logging each attempt', async () => {
    let calls = 0;
    const receiver = await startReceiver(() => (++calls <= 2 ? 503 : 204));
    try {
      await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
      await recordEvent('order-1');
      await runUntil(dispatcherFor(t.db, t.url), settled);

      expect(receiver.received.map((r) => [r.attempt, r.status])).toEqual([
        [1, 503],
        [2, 503],
        [3, 204],
      ]);
      expect(new Set(receiver.received.map((r) => r.eventId)).size).toBe(1);
      const [delivery] = await deliveriesOverApi();
      expect(delivery).toMatchObject({ status: 'DELIVERED', attemptCount: 3, lastStatusCode: 204 });
      expect(delivery!.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
        [1, 503, 'HTTP 503'],
        [2, 503, 'HTTP 503'],
        [3, 204, null],
      ]);
      expect(delivery!.deliveredDate).not.toBeNull();
    } finally {
      await receiver.close();
    }
  });

  it('gives up with FAILED once the retry window has passed', async () => {
    const receiver = await startReceiver(() => 500);
    try {
      await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
      await recordEvent('order-2');
      const settings = testSettings({ retryBaseMs: 50, retryMaxDelayMs: 100, retryWindowMs: 1500 });
      await runUntil(dispatcherFor(t.db, t.url, settings), settled);

      const [delivery] = await deliveriesOverApi();
      expect(delivery!.status).toBe('FAILED');
      expect(delivery!.failedDate).not.toBeNull();
      expect(delivery!.attemptCount).toBeGreaterThanOrEqual(2);
      expect(delivery!.attempts).toHaveLength(delivery!.attemptCount);
      expect(delivery!.attempts.every((a) => a.statusCode === 500)).toBe(true);
      expect(receiver.received).toHaveLength(delivery!.attemptCount);
    } finally {
      await receiver.close();
    }
  });

  it('counts a timeout or a refused connection as a failed attempt with the error text', async () => {
    const receiver = await startReceiver(() => 'hang');
    try {
      await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
      const closed = `http://127.0.0.1:${await freePort()}/closed`;
      await createSubscription(t.db, DEMO_SITE_ID, { url: closed });
      await recordEvent('order-3');
      const settings = testSettings({
        requestTimeoutMs: 200,
        retryBaseMs: 60_000,
        retryMaxDelayMs: 60_000,
      });
      await dispatcherFor(t.db, t.url, settings).runOnce();

      const deliveries = await deliveriesOverApi();
      const byUrl = new Map(deliveries.map((d) => [d.url, d]));
      expect(byUrl.get(receiver.url)!.attempts[0]).toMatchObject({
        statusCode: null,
        error: 'timed out after 200 ms',
      });
      const refused = byUrl.get(closed)!;
      expect(refused.status).toBe('PENDING');
      expect(refused.attempts[0]!.error).toMatch(/ECONNREFUSED/);
    } finally {
      await receiver.close();
    }
  });
});
