import { DEMO_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { recordOutboxEvent } from '../outbox/record';
import { createSubscription } from './subscriptions';
import { deliveryStatuses, dispatcherFor, runUntil, startReceiver } from './test-kit';

const t = useTestApp();

const UPDATED = 'wix.bookings.v2.booking_updated';

async function recordUpdate(entityId: string, version: number) {
  await t.db.transaction((tx) =>
    recordOutboxEvent(tx, {
      siteId: DEMO_SITE_ID,
      eventType: UPDATED,
      entityId,
      payload: { id: entityId, version },
    }),
  );
}

describe('ordering per entity', () => {
  it("holds an entity's later event until the earlier one is delivered, without holding others", async () => {
    let failedOnce = false;
    const receiver = await startReceiver((request) => {
      if (request.entityId === 'a' && !failedOnce) {
        failedOnce = true;
        return 500;
      }
      return 200;
    });
    try {
      await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
      await recordUpdate('a', 1);
      await recordUpdate('a', 2);
      await recordUpdate('b', 1);
      const dispatcher = dispatcherFor(t.db, t.url);

      await runUntil(dispatcher, async () =>
        (await deliveryStatuses(t.db)).every((d) => d.status === 'DELIVERED'),
      );
      const seen = receiver.received.map((r) => `${r.entityId}:${r.attempt}:${r.status}`);
      const ids = (await deliveryStatuses(t.db)).map((d) => d.id);
      // a1 failed, then b went on while a2 waited; a2 only after a1 succeeded.
      expect(seen.slice(0, 2).sort()).toEqual(['a:1:500', 'b:1:200']);
      expect(seen.slice(2)).toEqual(['a:2:200', 'a:1:200']);
      expect(receiver.received.slice(2).map((r) => r.deliveryId)).toEqual([ids[0], ids[1]]);
    } finally {
      await receiver.close();
    }
  });
});
