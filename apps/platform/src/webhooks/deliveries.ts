import type {
  ListWebhookDeliveriesQuery,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveriesResponse,
} from '@headless/contract';
import { and, asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domainEvents } from '../db/schema/ecom-pricing';
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../db/schema/webhooks';

export const DEFAULT_DELIVERIES_LIMIT = 50;

const columns = {
  delivery: webhookDeliveries,
  url: webhookSubscriptions.url,
  eventUuid: domainEvents.eventUuid,
  eventType: domainEvents.eventType,
  entityId: domainEvents.aggregateId,
};

/** The site's deliveries, newest first, each with its attempts (the inspector reads this too). */
export async function listDeliveries(
  db: Db,
  siteId: string,
  query: ListWebhookDeliveriesQuery = {},
): Promise<WebhookDeliveriesResponse> {
  const limit = query.limit ?? DEFAULT_DELIVERIES_LIMIT;
  const where: SQL[] = [eq(webhookDeliveries.siteId, siteId)];
  if (query.status) where.push(eq(webhookDeliveries.status, query.status));
  if (query.eventType) where.push(eq(domainEvents.eventType, query.eventType));
  if (query.cursor) where.push(lt(webhookDeliveries.id, Number(query.cursor)));
  const rows = await selectDeliveries(db, and(...where)!, limit + 1);
  const page = rows.slice(0, limit);
  const deliveries = await withAttempts(db, page);
  const last = page.at(-1);
  return rows.length > limit && last
    ? { deliveries, nextCursor: String(last.delivery.id) }
    : { deliveries };
}

/** One delivery of the site, or undefined. */
export async function getDelivery(
  db: Db,
  siteId: string,
  id: number,
): Promise<WebhookDelivery | undefined> {
  const where = and(eq(webhookDeliveries.siteId, siteId), eq(webhookDeliveries.id, id))!;
  const [delivery] = await withAttempts(db, await selectDeliveries(db, where, 1));
  return delivery;
}

type Row = Awaited<ReturnType<typeof selectDeliveries>>[number];

function selectDeliveries(db: Db, where: SQL, limit: number) {
  return db
    .select(columns)
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .innerJoin(domainEvents, eq(domainEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

async function withAttempts(db: Db, rows: Row[]): Promise<WebhookDelivery[]> {
  if (!rows.length) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((r) => r.delivery.id),
      ),
    )
    .orderBy(asc(webhookAttempts.deliveryId), asc(webhookAttempts.attempt));
  const byDelivery = new Map<number, WebhookAttempt[]>();
  for (const a of attempts) {
    const list = byDelivery.get(a.deliveryId) ?? [];
    list.push({
      attempt: a.attempt,
      startedDate: a.startedAt.toISOString(),
      durationMs: a.durationMs,
      statusCode: a.statusCode,
      error: a.error,
    });
    byDelivery.set(a.deliveryId, list);
  }
  return rows.map((row) => toWire(row, byDelivery.get(row.delivery.id) ?? []));
}

function toWire({ delivery: d, ...event }: Row, attempts: WebhookAttempt[]): WebhookDelivery {
  return {
    id: String(d.id),
    subscriptionId: d.subscriptionId,
    url: event.url,
    eventId: event.eventUuid,
    eventType: event.eventType,
    entityId: event.entityId,
    status: d.status,
    attemptCount: d.attempts,
    nextAttemptDate: d.nextAttemptAt.toISOString(),
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    createdDate: d.createdAt.toISOString(),
    deliveredDate: d.deliveredAt?.toISOString() ?? null,
    failedDate: d.failedAt?.toISOString() ?? null,
    attempts,
  };
}
