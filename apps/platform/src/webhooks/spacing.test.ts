import { DEMO_SITE_ID } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { recordOutboxEvent } from '../outbox/record';
import { createSubscription } from './subscriptions';
import { dispatcherFor, startReceiver, testSettings, waitUntil } from './test-kit';

const t = useTestApp();

const EVENTS = 30;

async function unpublished(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM domain_events WHERE published_at IS NULL`,
  );
  return rows[0]!.n;
}

/** Each fan-out transaction stamps its rows with its own now(): one stamp per pass that found work. */
async function fanOutPasses(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`SELECT count(DISTINCT published_at)::int AS n FROM domain_events`,
  );
  return rows[0]!.n;
}

describe('the running dispatcher under a burst of writes', () => {
  it('gathers the events of a burst into a few fan-out passes instead of one per commit', async () => {
    await t.db.execute(sql`UPDATE domain_events SET published_at = now()`);
    const before = await fanOutPasses();
    // Events nobody subscribed to are never fanned out (migration 0028): subscribe to them.
    const receiver = await startReceiver();
    await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
    // Polling is out of the picture: only the commits' notifications wake the dispatcher.
    const settings = testSettings({ pollMs: 3_600_000, passSpacingMs: 500 });
    const dispatcher = dispatcherFor(t.db, t.url, settings);
    dispatcher.start();
    try {
      for (let i = 0; i < EVENTS; i++) {
        await t.db.transaction((tx) =>
          recordOutboxEvent(tx, {
            siteId: DEMO_SITE_ID,
            eventType: 'wix.events.v1.event_updated',
            entityId: `burst-${i}`,
            payload: { id: `burst-${i}` },
          }),
        );
      }
      await waitUntil(async () => (await unpublished()) === 0);
      // One pass per commit would be ~30; the spacing leaves the first commit's pass and then
      // one for each 500 ms the burst lasted.
      expect((await fanOutPasses()) - before).toBeLessThanOrEqual(5);
    } finally {
      await dispatcher.stop();
      await receiver.close();
    }
  });
});
