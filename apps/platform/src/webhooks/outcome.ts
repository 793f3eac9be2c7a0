import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inTransaction, type Run } from './transaction';
import type { SendResult } from './send';
import { retryDelayMs, type WebhookSettings } from './settings';

/**
 * Records one attempt and moves the delivery on: DELIVERED on a 2xx, else the next try after a
 * backoff, or FAILED once that try would fall outside the retry window.
 *
 * The update only applies while the delivery is still on this attempt: if the lease ran out and
 * another instance took it again, the late outcome is logged as an attempt and changes nothing.
 */
export async function recordOutcome(
  db: Db,
  delivery: { id: number; attempt: number },
  result: SendResult,
  settings: WebhookSettings,
): Promise<void> {
  const delivered =
    result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300;
  await inTransaction(db, async (run) => {
    await run(sql`
      INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error)
      VALUES (${delivery.id}, ${delivery.attempt}, ${result.startedAt.toISOString()},
              ${Math.round(result.durationMs)}, ${result.statusCode ?? null}, ${result.error ?? null})
      ON CONFLICT (delivery_id, attempt) DO NOTHING`);
    if (delivered) await markDelivered(run, delivery, result);
    else
      await scheduleRetry(
        run,
        delivery,
        result,
        retryDelayMs(settings, delivery.attempt),
        settings,
      );
  });
}

async function markDelivered(
  run: Run,
  delivery: { id: number; attempt: number },
  result: SendResult,
) {
  await run(sql`
    UPDATE webhook_deliveries
    SET status = 'DELIVERED', delivered_at = now(), lease_until = NULL,
        last_status_code = ${result.statusCode ?? null}, last_error = NULL
    WHERE id = ${delivery.id} AND attempts = ${delivery.attempt} AND status = 'PENDING'`);
}

async function scheduleRetry(
  run: Run,
  delivery: { id: number; attempt: number },
  result: SendResult,
  delayMs: number,
  settings: WebhookSettings,
) {
  const next = sql`now() + ${delayMs} * interval '1 millisecond'`;
  const windowEnd = sql`created_at + ${settings.retryWindowMs} * interval '1 millisecond'`;
  await run(sql`
    UPDATE webhook_deliveries
    SET status = CASE WHEN ${next} > ${windowEnd} THEN 'FAILED' ELSE 'PENDING' END,
        failed_at = CASE WHEN ${next} > ${windowEnd} THEN now() END,
        next_attempt_at = ${next},
        lease_until = NULL,
        last_status_code = ${result.statusCode ?? null},
        last_error = ${result.error ?? null}
    WHERE id = ${delivery.id} AND attempts = ${delivery.attempt} AND status = 'PENDING'`);
}
