import {
  EventLocationType,
  EventStatus,
  RegistrationStatus,
  RegistrationType,
} from '@headless/contract';
import { asc, sql } from 'drizzle-orm';
import { eventsEvents as e } from '../../db/schema/events';
import { defineFields, type EntityQuerySpec } from '../../query';
import { eventStatusSql, registrationStatusSql } from './status';

/** The event fields a query may filter and sort on (protocol.md §3.5 names). */
const fields = defineFields({
  id: { sql: sql`${e.id}::text`, type: 'string' },
  title: { sql: e.title, type: 'string', sortable: true },
  slug: { sql: e.slug, type: 'string' },
  shortDescription: { sql: e.shortDescription, type: 'string' },
  status: { sql: eventStatusSql, type: 'string', enumValues: EventStatus.options, sortable: true },
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
    sql: registrationStatusSql,
    type: 'string',
    enumValues: RegistrationStatus.options,
  },
  createdDate: { sql: e.createdAt, type: 'date', sortable: true },
  updatedDate: { sql: e.updatedAt, type: 'date', sortable: true },
  publishedDate: { sql: e.publishedAt, type: 'date', sortable: true },
});

/** Soonest first by default: what an events list shows. */
export const eventQuerySpec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(e.startDate)],
  tieBreaker: e.id,
  defaultLimit: 50,
};
