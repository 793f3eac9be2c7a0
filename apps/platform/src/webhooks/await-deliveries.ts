import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domainEvents } from '../db/schema/ecom-pricing';
import { webhookDeliveries } from '../db/schema/webhooks';

/** What became of one recorded event's deliveries while the caller waited. */
export interface DeliveryOutcome {
  /** False when no platform instance listens for events: it is delivered once one runs. */
  running: boolean;
  delivered: number;
  failed: number;
  /** Not answered yet within the wait, or answered with an error and to be retried. */
  pending: number;
}

export interface AwaitOptions {
  timeoutMs?: number;
  pollMs?: number;
}

/**
 * A running platform instance holds a connection that LISTENs for the outbox (webhooks/listener.ts):
 * without one, nothing fans the event out, and waiting would only delay the CLI.
 */
async function instanceListening(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND query = 'LISTEN domain_events'`);
  return (rows.rows[0]?.n ?? 0) > 0;
}

async function outcomeOf(db: Db, eventId: number) {
  const [event] = await db
    .select({ publishedAt: domainEvents.publishedAt })
    .from(domainEvents)
    .where(eq(domainEvents.id, eventId));
  const rows = await db
    .select({
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      leaseUntil: webhookDeliveries.leaseUntil,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, eventId)));
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  // Waiting for: not sent yet, or being sent (claimed, its lease running). One whose attempt
  // failed waits for its retry (no lease): not worth holding the command for.
  const now = new Date();
  const unanswered = rows.filter(
    (row) =>
      row.status === 'PENDING' &&
      (row.attempts === 0 || (row.leaseUntil !== null && row.leaseUntil > now)),
  ).length;
  return {
    settled: Boolean(event?.publishedAt) && unanswered === 0,
    outcome: { delivered: count('DELIVERED'), failed: count('FAILED'), pending: count('PENDING') },
  };
}

/**
 * Waits until a running platform instance has fanned the event out and made the first attempt of
 * each delivery (or the time is up), so a command that changes what subscribers show (an app
 * installed) returns once they know: the storefront's next page load already shows it.
 */
export async function awaitDeliveries(
  db: Db,
  eventId: number,
  { timeoutMs = 10_000, pollMs = 50 }: AwaitOptions = {},
): Promise<DeliveryOutcome> {
  if (!(await instanceListening(db)))
    return { running: false, delivered: 0, failed: 0, pending: 0 };
  // Real time on purpose: this is how long a person waits for the command, not platform time.
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { settled, outcome } = await outcomeOf(db, eventId);
    if (settled || Date.now() >= deadline) return { running: true, ...outcome };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
