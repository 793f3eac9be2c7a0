import type { EventStatus, RegistrationStatus } from '@headless/contract';
import { sql, type SQL } from 'drizzle-orm';
import { eventsEvents as e } from '../../db/schema/events';

/** `now` as a bound timestamptz; the database's own clock when none is given. */
const at = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/**
 * The wire status (docs/protocol.md §3.5): drafts and cancelled events keep their state; a
 * published event is UPCOMING, STARTED or ENDED by the clock, so filters and rows agree.
 */
export const eventStatusAt = (now?: Date) => sql<EventStatus>`CASE
  WHEN ${e.state} = 'DRAFT' THEN 'DRAFT'
  WHEN ${e.state} = 'CANCELED' THEN 'CANCELED'
  WHEN ${at(now)} < ${e.startDate} THEN 'UPCOMING'
  WHEN ${at(now)} < ${e.endDate} THEN 'STARTED'
  ELSE 'ENDED' END`;

/** YES responses and their guests: what the RSVP limit counts. */
export const rsvpTakenSql = sql<number>`(SELECT coalesce(sum(1 + r.guests), 0)::int
  FROM events_rsvps r WHERE r.event_id = ${e.id} AND r.status = 'YES')`;

const rsvp = (key: string) => sql.raw(`(events_events.details->'rsvp'->>'${key}')`);

const full = sql`WHEN ${rsvp('limit')}::int <= ${rsvpTakenSql} THEN
    CASE WHEN ${rsvp('waitlistEnabled')}::boolean THEN 'OPEN_RSVP_WAITLIST_ONLY'
      ELSE 'CLOSED_AUTOMATICALLY' END`;

/**
 * Registration closes by itself once the event is over or cancelled; an open RSVP event is
 * SCHEDULED before its RSVP window, closed after it, and waitlist-only (or closed) once full;
 * `capacity: false` leaves fullness out, for the RSVP call that explains it better (RSVP_FULL).
 */
export const registrationStatusAt = (now?: Date, { capacity = true } = {}) =>
  sql<RegistrationStatus>`CASE
  WHEN ${e.state} = 'CANCELED' OR ${at(now)} >= ${e.endDate} THEN 'CLOSED_AUTOMATICALLY'
  WHEN ${e.registrationStatus} <> 'OPEN_RSVP' THEN ${e.registrationStatus}
  WHEN ${rsvp('endDate')}::timestamptz <= ${at(now)} THEN 'CLOSED_AUTOMATICALLY'
  WHEN ${rsvp('startDate')}::timestamptz > ${at(now)} THEN 'SCHEDULED_RSVP'
  ${capacity ? full : sql``}
  ELSE 'OPEN_RSVP' END`;

/** By the database clock (kept for callers outside this module). */
export const eventStatusSql = eventStatusAt();
export const registrationStatusSql = registrationStatusAt();
