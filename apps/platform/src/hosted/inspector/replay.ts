import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Queues one delivery again: PENDING, due now, its attempts kept (the log of earlier tries stays
 * true). A delivery still pending is left alone, so a replay never races the dispatcher's lease.
 *
 * TODO(lead): when the delivery engine (src/webhooks/) lands, point this at its replayDelivery so
 * the inspector, the API and the CLI replay the same way.
 */
export async function replayDelivery(db: Db, siteId: string, deliveryId: number): Promise<boolean> {
  if (!Number.isSafeInteger(deliveryId) || deliveryId < 1) return false;
  const result = await db.execute(sql`
    UPDATE webhook_deliveries
    SET status = 'PENDING', next_attempt_at = now(), lease_until = NULL, failed_at = NULL
    WHERE id = ${deliveryId} AND site_id = ${siteId} AND status <> 'PENDING'`);
  return (result.rowCount ?? 0) > 0;
}
