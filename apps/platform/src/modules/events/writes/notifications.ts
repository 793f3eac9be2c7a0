import type { WebhookSlug } from '@headless/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsEvents } from '../../../db/schema/events';
import type { Caller } from '../../../kernel/caller';
import { recordOutboxEvent } from '../../../outbox/record';
import { findDerived, toWireEvents } from '../load';

/** Notifications of an event: the catalog's slugs of `wix.events.v1.event`. */
export type EventNotification = WebhookSlug<typeof EVENT_FQDN>;

export const EVENT_FQDN = 'wix.events.v1.event';
export const notificationType = (n: EventNotification) => `${EVENT_FQDN}_${n}` as const;

/** A reminder goes out this long before the start. */
export const REMINDER_BEFORE_MS = 24 * 3600_000;

/**
 * Recorded in the caller's transaction, so the change and its notification commit together; it
 * names the caller. Created/updated/deleted carry the event itself (see eventSnapshot); the others
 * their body. The clock's notifications are recordDueEventNotifications' and name no one.
 */
export async function recordEventNotification(
  tx: Db,
  caller: Caller,
  eventId: string,
  notification: EventNotification,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await recordOutboxEvent(tx, {
    siteId: caller.siteId,
    eventType: notificationType(notification),
    entityId: eventId,
    payload,
    caller,
  });
}

/** The event as the owner reads it now, in the caller's transaction (for the event payloads). */
export async function eventSnapshot(
  tx: Db,
  siteId: string,
  eventId: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const derived = await findDerived(tx, siteId, eq(eventsEvents.id, eventId), now);
  if (!derived) return { id: eventId };
  const [wire] = await toWireEvents(tx, siteId, [derived], { now, owner: true });
  return { ...wire };
}

/**
 * Records the clock's notifications (reminder, started, ended) of published events that are due at
 * `now`. No job runs them: reads call this, and the unique index of 0008 keeps each one to a
 * single row whoever sees it first. A reminder is only useful before the start, so it is skipped
 * when the first observer comes later.
 */
export async function recordDueEventNotifications(
  db: Db,
  now: Date,
  siteId?: string,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const reminderLead = sql`${`${REMINDER_BEFORE_MS / 1000} seconds`}::interval`;
  await db.execute(sql`
    INSERT INTO domain_events (site_id, aggregate_type, aggregate_id, event_type, payload)
    SELECT e.site_id, ${EVENT_FQDN}, e.id::text, due.event_type,
           jsonb_build_object('startDate', e.start_date, 'endDate', e.end_date)
    FROM events_events e
    CROSS JOIN LATERAL (VALUES
      (${notificationType('reminder')}, e.start_date - ${reminderLead} <= ${at} AND ${at} < e.start_date),
      (${notificationType('started')}, e.start_date <= ${at}),
      (${notificationType('ended')}, e.end_date <= ${at})
    ) AS due (event_type, is_due)
    WHERE e.state = 'PUBLISHED' AND due.is_due
      ${siteId ? sql`AND e.site_id = ${siteId}` : sql``}
      AND e.start_date - ${reminderLead} <= ${at}
    ORDER BY e.id, due.event_type
    ON CONFLICT (aggregate_id, event_type)
      WHERE aggregate_type = 'wix.events.v1.event'
        AND event_type IN ('wix.events.v1.event_started', 'wix.events.v1.event_ended',
          'wix.events.v1.event_reminder')
    DO NOTHING`);
}
