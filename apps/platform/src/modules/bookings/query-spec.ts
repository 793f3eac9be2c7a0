import { RateType, ServiceLocationType, ServiceType } from '@headless/contract';
import { asc, sql } from 'drizzle-orm';
import { bookingsCategories, bookingsServices as s } from '../../db/schema/bookings';
import { defineFields, recordDateFields, type EntityQuerySpec } from '../../query';

/** The service fields a query may filter and sort on (docs/protocol.md §3.1 names). */
const fields = defineFields({
  id: { sql: sql`${s.id}::text`, type: 'string' },
  type: { sql: s.type, type: 'string', enumValues: ServiceType.options, sortable: true },
  name: { sql: s.name, type: 'string', sortable: true },
  description: { sql: s.description, type: 'string' },
  tagLine: { sql: s.tagLine, type: 'string' },
  hidden: { sql: s.hidden, type: 'boolean' },
  sortOrder: { sql: s.sortOrder, type: 'number', sortable: true },
  defaultCapacity: { sql: s.defaultCapacity, type: 'number', sortable: true },
  'category.id': { sql: sql`${s.categoryId}::text`, type: 'string' },
  'category.name': { sql: bookingsCategories.name, type: 'string', sortable: true },
  'payment.rateType': { sql: s.rateType, type: 'string', enumValues: RateType.options },
  'payment.fixed.price.value': {
    sql: sql`CASE WHEN ${s.rateType} = 'FIXED' THEN minor_to_major(${s.priceMinor}, ${s.currency}) END`,
    type: 'number',
    sortable: true,
  },
  'onlineBooking.enabled': { sql: s.onlineBookingEnabled, type: 'boolean' },
  'mainSlug.name': { sql: s.slug, type: 'string' },
  'supportedSlugs.name': {
    sql: sql`ARRAY(SELECT o->>'name' FROM jsonb_array_elements(${s.oldSlugs}) o) || ARRAY[${s.slug}]`,
    type: 'stringArray',
  },
  'locations.type': {
    sql: sql`ARRAY(SELECT l->>'type' FROM jsonb_array_elements(coalesce(${s.details}->'locations', '[]')) l)`,
    type: 'stringArray',
    enumValues: ServiceLocationType.options,
  },
  staffMemberIds: {
    sql: sql`ARRAY(SELECT jsonb_array_elements_text(coalesce(${s.details}->'staffMemberIds', '[]')))`,
    type: 'stringArray',
  },
  'schedule.id': { sql: sql`${s.scheduleId}::text`, type: 'string' },
  'schedule.firstSessionStart': { sql: s.firstSessionStart, type: 'date', sortable: true },
  'schedule.lastSessionEnd': { sql: s.lastSessionEnd, type: 'date', sortable: true },
  ...recordDateFields(s),
});

/** The documented default page is 100 services, oldest first (docs/protocol.md §4.2). */
export const serviceQuerySpec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(s.createdAt)],
  tieBreaker: s.id,
  defaultLimit: 100,
};
