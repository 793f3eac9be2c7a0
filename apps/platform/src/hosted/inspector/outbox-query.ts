import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domainEvents } from '../../db/schema/ecom-pricing';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/webhooks';

export interface EventDelivery {
  deliveryId: number;
  url: string;
  status: string;
  attempts: number;
}

export interface OutboxEvent {
  id: number;
  createdAt: Date;
  eventType: string;
  entity: string;
  entityId: string;
  identity: unknown;
  publishedAt: Date | null;
  deliveries: EventDelivery[];
}

/** The site's newest domain events, each with its delivery status per subscription. */
export async function listOutbox(db: Db, siteId: string, limit: number): Promise<OutboxEvent[]> {
  const events = await db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.siteId, siteId))
    .orderBy(desc(domainEvents.id))
    .limit(limit);
  const deliveries = events.length
    ? await deliveriesOf(
        db,
        siteId,
        events.map((e) => e.id),
      )
    : [];
  return events.map((e) => ({
    id: e.id,
    createdAt: e.createdAt,
    eventType: e.eventType,
    entity: e.aggregateType,
    entityId: e.aggregateId,
    identity: e.identity,
    publishedAt: e.publishedAt,
    deliveries: deliveries.filter((d) => d.eventId === e.id),
  }));
}

function deliveriesOf(db: Db, siteId: string, eventIds: number[]) {
  return db
    .select({
      eventId: webhookDeliveries.eventId,
      deliveryId: webhookDeliveries.id,
      url: webhookSubscriptions.url,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(and(eq(webhookDeliveries.siteId, siteId), inArray(webhookDeliveries.eventId, eventIds)))
    .orderBy(webhookSubscriptions.url);
}
