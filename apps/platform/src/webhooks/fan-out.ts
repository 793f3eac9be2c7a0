import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inTransaction } from './transaction';

/**
 * Turns committed outbox rows into one delivery per matching subscription, in one transaction
 * with marking them published, so an event is fanned out exactly once whatever crashes.
 *
 * One instance fans out at a time (an advisory lock): two instances taking interleaved batches
 * could otherwise create a later event's delivery before an earlier one's, breaking the order
 * per entity. Subscriptions only get events recorded after they were created.
 * Returns how many outbox rows were handled, or undefined when another instance holds the lock.
 */
export async function fanOutEvents(db: Db, batch: number): Promise<number | undefined> {
  return inTransaction(db, async (run) => {
    const [lock] = await run<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext('webhook_fan_out')) AS locked`,
    );
    if (!lock?.locked) return undefined;
    const published = await run<{ id: string }>(sql`
      WITH batch AS (
        SELECT id, site_id, aggregate_type, aggregate_id, event_type, created_at
        FROM domain_events
        WHERE published_at IS NULL
        ORDER BY id
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      ), fanned AS (
        INSERT INTO webhook_deliveries (site_id, subscription_id, event_id, entity_key)
        SELECT b.site_id, s.id, b.id, b.aggregate_type || ':' || b.aggregate_id
        FROM batch b
        JOIN webhook_subscriptions s
          ON s.site_id = b.site_id
         AND s.created_at <= b.created_at
         AND (cardinality(s.event_types) = 0 OR b.event_type = ANY (s.event_types))
        ORDER BY b.id, s.id
        ON CONFLICT (subscription_id, event_id) DO NOTHING
      )
      UPDATE domain_events SET published_at = now()
      WHERE id IN (SELECT id FROM batch)
      RETURNING id`);
    return published.length;
  });
}

/** Fans out batches until the outbox has no unpublished rows left (or another instance has it). */
export async function fanOutAll(db: Db, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await fanOutEvents(db, batch);
    if (!n) return total;
    total += n;
    if (n < batch) return total;
  }
}
