import type { Address, RegistrationStatus, WireImage } from '@headless/contract';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';

/** Events tables; 0002_domain.sql is the source of truth for the database. */
export interface EventDetails {
  address?: Address;
  locationTbd?: boolean;
  mainImage?: WireImage;
  hideEndDate?: boolean;
  showTimeZone?: boolean;
  rsvp?: { responseType: 'YES_ONLY' | 'YES_AND_NO'; limit?: number; waitlistEnabled: boolean };
  ticketing?: { ticketLimitPerOrder: number; reservationDurationInMinutes: number };
  eventPageUrl?: { base: string; path: string };
}

export const eventsEvents = pgTable('events_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  shortDescription: text('short_description'),
  detailedDescription: text('detailed_description'),
  state: text('state', { enum: ['DRAFT', 'PUBLISHED', 'CANCELED'] }).notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  timeZoneId: text('time_zone_id').notNull(),
  locationType: text('location_type', { enum: ['VENUE', 'ONLINE'] }).notNull(),
  locationName: text('location_name'),
  registrationType: text('registration_type', {
    enum: ['RSVP', 'TICKETING', 'EXTERNAL', 'NONE'],
  }).notNull(),
  registrationStatus: text('registration_status').$type<RegistrationStatus>().notNull(),
  currency: text('currency').notNull().default('USD'),
  details: jsonb('details').$type<EventDetails>().notNull().default({}),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
