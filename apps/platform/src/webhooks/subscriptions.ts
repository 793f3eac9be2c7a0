import type { CreateWebhookSubscriptionRequest, WebhookSubscription } from '@headless/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookSubscriptions } from '../db/schema/webhooks';

/** The app a subscription belongs to when the caller names none (the CLI, an API key). */
export const DEFAULT_WEBHOOK_APP_ID = 'local-developer';

type Row = typeof webhookSubscriptions.$inferSelect;

export const toWireSubscription = (row: Row): WebhookSubscription => ({
  id: row.id,
  appId: row.appId,
  url: row.url,
  eventTypes: row.eventTypes,
  createdDate: row.createdAt.toISOString(),
});

/** One subscription per site, app and URL: subscribing again replaces its event types. */
export async function createSubscription(
  db: Db,
  siteId: string,
  input: CreateWebhookSubscriptionRequest,
): Promise<WebhookSubscription> {
  const eventTypes = [...new Set(input.eventTypes ?? [])];
  const [row] = await db
    .insert(webhookSubscriptions)
    .values({ siteId, appId: input.appId ?? DEFAULT_WEBHOOK_APP_ID, url: input.url, eventTypes })
    .onConflictDoUpdate({
      target: [webhookSubscriptions.siteId, webhookSubscriptions.appId, webhookSubscriptions.url],
      set: { eventTypes: sql`excluded.event_types` },
    })
    .returning();
  return toWireSubscription(row!);
}

export async function listSubscriptions(db: Db, siteId: string): Promise<WebhookSubscription[]> {
  const rows = await db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.siteId, siteId))
    .orderBy(asc(webhookSubscriptions.createdAt), asc(webhookSubscriptions.id));
  return rows.map(toWireSubscription);
}

/** False when the site has no such subscription. Its deliveries go with it. */
export async function deleteSubscription(db: Db, siteId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.siteId, siteId), eq(webhookSubscriptions.id, id)))
    .returning({ id: webhookSubscriptions.id });
  return deleted.length > 0;
}
