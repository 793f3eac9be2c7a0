import { DEMO_SITE_ID } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { closeDb, createDb } from '../db/client';
import { recordOutboxEvent } from '../outbox/record';
import { createSubscription } from './subscriptions';
import { dispatcherFor, startReceiver, testSettings, waitUntil } from './test-kit';

const t = useTestApp();

const N = 120;

describe('two instances on one database', () => {
  it('deliver every event of a burst, each in exactly one attempt', async () => {
    const receiver = await startReceiver();
    // Each instance has its own pool and dispatcher loop, as two platform processes would.
    const pools = [createDb(t.url, { max: 4 }), createDb(t.url, { max: 4 })];
    const dispatchers = pools.map((db) => dispatcherFor(db, t.url, testSettings({ pollMs: 20 })));
    try {
      await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
      for (const d of dispatchers) d.start();
      await Promise.all(
        Array.from({ length: N }, (_, i) =>
          t.db.transaction((tx) =>
            recordOutboxEvent(tx, {
              siteId: DEMO_SITE_ID,
              eventType: 'wix.ecom.v1.cart_updated',
              entityId: `cart-${i}`,
              payload: { i },
            }),
          ),
        ),
      );
      await waitUntil(async () => {
        const pending = await t.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status <> 'DELIVERED'`,
        );
        return receiver.received.length >= N && pending.rows[0]!.n === 0;
      });

      const eventIds = receiver.received.map((r) => r.eventId);
      expect(new Set(eventIds).size).toBe(N);
      expect(receiver.received).toHaveLength(N);
      expect(receiver.received.every((r) => r.attempt === 1)).toBe(true);
      const attempts = await t.db.execute<{ n: number; max: number }>(
        sql`SELECT count(*)::int AS n, max(attempts)::int AS max FROM webhook_deliveries`,
      );
      expect(attempts.rows[0]).toEqual({ n: N, max: 1 });
      const logged = await t.db.execute(sql`SELECT count(*)::int AS n FROM webhook_attempts`);
      expect(logged.rows[0]).toEqual({ n: N });
    } finally {
      await Promise.all(dispatchers.map((d) => d.stop()));
      await Promise.all(pools.map((db) => closeDb(db)));
      await receiver.close();
    }
  });
});
