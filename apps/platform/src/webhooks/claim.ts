import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { wirePayloadOf } from './payloads';
import type { OutboxEventRow } from './envelope';

export interface ClaimedDelivery {
  id: number;
  attempt: number;
  url: string;
  event: OutboxEventRow;
}

interface ClaimRow extends Record<string, unknown> {
  id: string;
  attempts: number;
  url: string;
  site_id: string;
  event_id: string;
  event_uuid: string;
  event_type: string;
  aggregate_type: string;
  aggregate_id: string;
  payload: unknown;
  payload_format: string;
  identity: unknown;
  created_at: Date | string;
}

/**
 * Takes up to `limit` due deliveries for this instance: SKIP LOCKED keeps two instances off the
 * same rows, the lease keeps them off each other's attempt after commit, and a delivery waits
 * while an earlier PENDING delivery of the same entity to the same subscription exists.
 * The attempt number is taken here, so a crash mid-send still counts the attempt.
 */
export async function claimDueDeliveries(
  db: Db,
  limit: number,
  leaseMs: number,
  now: Date,
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const result = await db.execute<ClaimRow>(sql`
    WITH claimed AS (
      UPDATE webhook_deliveries d
      SET lease_until = now() + ${leaseMs} * interval '1 millisecond', attempts = d.attempts + 1
      WHERE d.id IN (
        SELECT c.id FROM webhook_deliveries c
        WHERE c.status = 'PENDING'
          AND c.next_attempt_at <= now()
          AND (c.lease_until IS NULL OR c.lease_until < now())
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries e
            WHERE e.subscription_id = c.subscription_id
              AND e.entity_key = c.entity_key
              AND e.status = 'PENDING'
              AND e.event_id < c.event_id)
        ORDER BY c.next_attempt_at, c.id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.attempts, d.subscription_id, d.event_id
    )
    SELECT claimed.id, claimed.attempts, s.url, e.site_id, e.id AS event_id, e.event_uuid,
           e.event_type, e.aggregate_type, e.aggregate_id, e.payload, e.payload_format,
           e.identity, e.created_at
    FROM claimed
    JOIN webhook_subscriptions s ON s.id = claimed.subscription_id
    JOIN domain_events e ON e.id = claimed.event_id
    ORDER BY claimed.id`);
  return withWirePayloads(db, result.rows, now);
}

/** Snapshot payloads rendered (and stored) once per event, however many deliveries it has. */
async function withWirePayloads(db: Db, rows: ClaimRow[], now: Date): Promise<ClaimedDelivery[]> {
  const bodies = new Map<string, Promise<unknown>>();
  const bodyOf = (row: ClaimRow) => {
    let body = bodies.get(row.event_id);
    if (!body) {
      const stored = { payloadFormat: row.payload_format, payload: row.payload };
      body = wirePayloadOf(db, Number(row.event_id), stored, now);
      bodies.set(row.event_id, body);
    }
    return body;
  };
  return Promise.all(rows.map(async (row) => toClaimed({ ...row, payload: await bodyOf(row) })));
}

function toClaimed(row: ClaimRow): ClaimedDelivery {
  return {
    id: Number(row.id),
    attempt: row.attempts,
    url: row.url,
    event: {
      siteId: row.site_id,
      eventUuid: row.event_uuid,
      eventType: row.event_type,
      aggregateType: row.aggregate_type,
      aggregateId: row.aggregate_id,
      payload: row.payload,
      identity: row.identity,
      createdAt: new Date(row.created_at),
    },
  };
}
