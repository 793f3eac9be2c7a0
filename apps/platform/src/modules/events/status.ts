import type { EventStatus, RegistrationStatus } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { eventsEvents as e } from '../../db/schema/events';

/**
 * The wire status (protocol.md §3.5): drafts and cancelled events keep their state; a published
 * event is UPCOMING, STARTED or ENDED by the database clock, so filters and rows agree.
 */
export const eventStatusSql = sql<EventStatus>`CASE
  WHEN ${e.state} = 'DRAFT' THEN 'DRAFT'
  WHEN ${e.state} = 'CANCELED' THEN 'CANCELED'
  WHEN now() < ${e.startDate} THEN 'UPCOMING'
  WHEN now() < ${e.endDate} THEN 'STARTED'
  ELSE 'ENDED' END`;

/** Registration closes by itself once the event is over or cancelled. */
export const registrationStatusSql = sql<RegistrationStatus>`CASE
  WHEN ${e.state} = 'CANCELED' OR now() >= ${e.endDate} THEN 'CLOSED_AUTOMATICALLY'
  ELSE ${e.registrationStatus} END`;
