import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../../kernel/app-type';
import type { Db } from '../../db/client';
import { domainEvents } from '../../db/schema/ecom-pricing';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/webhooks';

/** The Origin a browser sends with a form on the inspector itself (inject's host). */
export const SAME_ORIGIN = 'http://localhost:80';

/** How many rows a table holds (what a reset deletes). */
export const rowCount = async (db: Db, table: string) =>
  (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))
    .rows[0]!.n;

/** The token the inspector's own forms carry, read from its served reset form. */
export async function formToken(app: App): Promise<string> {
  const page = await app.inject({ method: 'GET', url: '/inspector?tab=reset' });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error('the reset form carries no token');
  return token;
}

export function postForm(app: App, url: string, fields: Record<string, string>, origin?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:80',
      ...(origin ? { origin } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** One outbox event with a FAILED delivery to one subscription, written as the engine would. */
export async function insertFailedDelivery(db: Db, siteId: string) {
  // The subscription first: an event no subscription wants is recorded as published already.
  const [subscription] = await db
    .insert(webhookSubscriptions)
    .values({ siteId, appId: 'test-app', url: `http://127.0.0.1:9/hook-${randomUUID()}` })
    .returning();
  const [event] = await db
    .insert(domainEvents)
    .values({
      siteId,
      aggregateType: 'wix.bookings.v2.booking',
      aggregateId: randomUUID(),
      eventType: 'wix.bookings.v2.booking_confirmed',
      payload: { ok: true },
      identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'visitor-1' },
    })
    .returning();
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      siteId,
      subscriptionId: subscription!.id,
      eventId: event!.id,
      entityKey: `${event!.aggregateType}:${event!.aggregateId}`,
      status: 'FAILED',
      attempts: 7,
      lastStatusCode: 500,
      lastError: 'endpoint answered 500',
      nextAttemptAt: new Date('2030-01-01T00:00:00Z'),
      failedAt: new Date(),
    })
    .returning();
  return { event: event!, subscription: subscription!, delivery: delivery! };
}
