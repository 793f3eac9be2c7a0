import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordDomainEvent } from '../ecom/domain-events';

/** Notifications of an event, as `domain_events.event_type` (docs/interfaces.md "Events"). */
export type EventNotification =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'published'
  | 'started'
  | 'ended'
  | 'canceled'
  | 'cloned'
  | 'reminder';

export const AGGREGATE_TYPE = 'event';
export const notificationType = (n: EventNotification) => `events/event_${n}`;

/** A reminder goes out this long before the start. */
export const REMINDER_BEFORE_MS = 24 * 3600_000;

/** Recorded in the caller's transaction, so the change and its notification commit together. */
export async function recordEventNotification(
  tx: Db,
  siteId: string,
  eventId: string,
  notification: EventNotification,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await recordDomainEvent(tx, {
    siteId,
    aggregateType: AGGREGATE_TYPE,
    aggregateId: eventId,
    eventType: notificationType(notification),
    payload,
  });
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
    SELECT e.site_id, ${AGGREGATE_TYPE}, e.id::text, due.event_type,
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
      WHERE aggregate_type = 'event'
        AND event_type IN ('events/event_started', 'events/event_ended', 'events/event_reminder')
    DO NOTHING`);
}
