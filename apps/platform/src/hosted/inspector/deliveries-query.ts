import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domainEvents } from '../../db/schema/ecom-pricing';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/webhooks';

export interface DeliveryRow {
  id: number;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  url: string;
  eventType: string;
  entityKey: string;
}

/** The site's newest webhook deliveries with their subscription and event. */
export function listDeliveries(db: Db, siteId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .select({
      id: webhookDeliveries.id,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
      url: webhookSubscriptions.url,
      eventType: domainEvents.eventType,
      entityKey: webhookDeliveries.entityKey,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .innerJoin(domainEvents, eq(domainEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.siteId, siteId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}
