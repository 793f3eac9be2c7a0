import type { WebhookDelivery } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookDeliveries } from '../db/schema/webhooks';
import { getDelivery } from './deliveries';

/**
 * Sends a delivery again soon, whatever its status: it becomes PENDING and due now, keeping its
 * attempt history (the next attempt number follows the last). A replay past the retry window gets
 * one attempt: if that fails, the delivery is FAILED again. The lease is left alone, so a delivery
 * being sent right now is not sent twice at once. Undefined when the site has no such delivery.
 */
export async function replayDelivery(
  db: Db,
  siteId: string,
  id: number,
): Promise<WebhookDelivery | undefined> {
  const updated = await db
    .update(webhookDeliveries)
    .set({
      status: 'PENDING',
      nextAttemptAt: sql`now()`,
      deliveredAt: null,
      failedAt: null,
    })
    .where(and(eq(webhookDeliveries.siteId, siteId), eq(webhookDeliveries.id, id)))
    .returning({ id: webhookDeliveries.id });
  if (!updated.length) return undefined;
  // Wake every instance's dispatcher now rather than at its next poll.
  await db.execute(sql`SELECT pg_notify('domain_events', '')`);
  return getDelivery(db, siteId, id);
}
