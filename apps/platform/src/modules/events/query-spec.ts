import {
  EventLocationType,
  EventStatus,
  RegistrationStatus,
  RegistrationType,
  DEFAULT_PAGE_SIZE,
} from '@headless/contract';
import { asc, sql } from 'drizzle-orm';
import { eventsEvents as e } from '../../db/schema/events';
import { defineFields, recordDateFields, type EntityQuerySpec } from '../../query';
import { eventStatusAt, registrationStatusAt } from './status';

/**
 * The event fields a query may filter and sort on (docs/protocol.md §3.5 names), statuses as of
 * `now`.
 */
const fieldsAt = (now?: Date) =>
  defineFields({
    id: { sql: sql`${e.id}::text`, type: 'string' },
    title: { sql: e.title, type: 'string', sortable: true },
    slug: { sql: e.slug, type: 'string' },
    shortDescription: { sql: e.shortDescription, type: 'string' },
    status: {
      sql: eventStatusAt(now),
      type: 'string',
      enumValues: EventStatus.options,
      sortable: true,
    },
    'dateAndTimeSettings.startDate': { sql: e.startDate, type: 'date', sortable: true },
    'dateAndTimeSettings.endDate': { sql: e.endDate, type: 'date', sortable: true },
    'dateAndTimeSettings.timeZoneId': { sql: e.timeZoneId, type: 'string' },
    'location.type': { sql: e.locationType, type: 'string', enumValues: EventLocationType.options },
    'location.name': { sql: e.locationName, type: 'string', sortable: true },
    'registration.type': {
      sql: e.registrationType,
      type: 'string',
      enumValues: RegistrationType.options,
    },
    'registration.status': {
      sql: registrationStatusAt(now),
      type: 'string',
      enumValues: RegistrationStatus.options,
    },
    ...recordDateFields(e),
    publishedDate: { sql: e.publishedAt, type: 'date', sortable: true },
    'categories.id': {
      sql: sql`(SELECT coalesce(array_agg(c.category_id::text), '{}') FROM events_event_categories c WHERE c.event_id = ${e.id})`,
      type: 'stringArray',
    },
  });

/** Soonest first by default: what an events list shows. */
export const eventQuerySpecAt = (now?: Date): EntityQuerySpec => ({
  fields: fieldsAt(now),
  defaultSort: [asc(e.startDate)],
  tieBreaker: e.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
});

export const eventQuerySpec = eventQuerySpecAt();
