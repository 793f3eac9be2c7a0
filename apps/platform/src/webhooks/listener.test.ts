import { DEMO_SITE_ID } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { closeDb, createDb } from '../db/client';
import { recordOutboxEvent } from '../outbox/record';
import { createSubscription } from './subscriptions';
import { dispatcherFor, startReceiver, testSettings, waitUntil } from './test-kit';

const t = useTestApp();

async function listenerPids(): Promise<number[]> {
  const rows = await t.db.execute<{ pid: number }>(
    sql`SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN domain_events'`,
  );
  return rows.rows.map((r) => r.pid);
}

describe('the LISTEN connection', () => {
  it('comes back after the server drops it, and new events still wake the dispatcher', async () => {
    const receiver = await startReceiver();
    // No polling to speak of: only a notification can bring the event over.
    const dispatcher = dispatcherFor(t.db, t.url, testSettings({ pollMs: 3_600_000 }));
    try {
      await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
      dispatcher.start();
      await waitUntil(async () => (await listenerPids()).length === 1);
      const [first] = await listenerPids();
      await t.db.execute(sql`SELECT pg_terminate_backend(${first})`);
      await waitUntil(async () => {
        const pids = await listenerPids();
        return pids.length === 1 && pids[0] !== first;
      });

      await t.db.transaction((tx) =>
        recordOutboxEvent(tx, {
          siteId: DEMO_SITE_ID,
          eventType: 'wix.events.v1.event_published',
          entityId: 'ev-1',
          payload: { id: 'ev-1' },
        }),
      );
      await waitUntil(() => receiver.received.length === 1);
      expect(receiver.received[0]!.entityId).toBe('ev-1');
    } finally {
      await dispatcher.stop();
      await receiver.close();
    }
  });

  it('survives losing every database connection: the next event is still delivered', async () => {
    const receiver = await startReceiver();
    const pool = createDb(t.url, { max: 2 });
    const dispatcher = dispatcherFor(pool, t.url, testSettings({ pollMs: 50 }));
    try {
      await t.db.execute(sql`DELETE FROM webhook_subscriptions`);
      await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
      dispatcher.start();
      await record('ev-2');
      await waitUntil(() => receiver.received.some((r) => r.entityId === 'ev-2'));
      // Every connection of this database but the test's own: the dispatcher's pool and LISTEN.
      await t.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`);
      await record('ev-3');
      await waitUntil(() => receiver.received.some((r) => r.entityId === 'ev-3'));
      expect(receiver.received.map((r) => r.entityId)).toEqual(['ev-2', 'ev-3']);
    } finally {
      await dispatcher.stop();
      await closeDb(pool);
      await receiver.close();
    }
  });
});

async function record(entityId: string) {
  await t.db.transaction((tx) =>
    recordOutboxEvent(tx, {
      siteId: DEMO_SITE_ID,
      eventType: 'wix.events.v1.event_updated',
      entityId,
      payload: { id: entityId },
    }),
  );
}
