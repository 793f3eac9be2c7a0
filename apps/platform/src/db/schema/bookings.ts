import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ServiceLocation, ServiceMedia, ServiceUrls } from '@headless/contract';
import { sites } from './core';

/** Bookings tables; 0002_domain.sql is the source of truth for the database. */
export const bookingsCategories = pgTable('bookings_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Presentation details kept as JSON: read whole with the row, not filtered on. */
export interface ServiceDetails {
  media?: ServiceMedia;
  locations?: ServiceLocation[];
  urls?: ServiceUrls;
  customPriceDescription?: string;
  paymentOptions?: { online: boolean; inPerson: boolean; deposit: boolean; pricingPlan: boolean };
  requireManualApproval?: boolean;
  staffMemberIds?: string[];
}

export const bookingsServices = pgTable('bookings_services', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['APPOINTMENT', 'CLASS', 'COURSE'] }).notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description'),
  tagLine: text('tag_line'),
  categoryId: uuid('category_id').references(() => bookingsCategories.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  defaultCapacity: integer('default_capacity').notNull().default(1),
  rateType: text('rate_type', {
    enum: ['FIXED', 'CUSTOM', 'VARIED', 'NO_FEE', 'SUBSCRIPTION'],
  }).notNull(),
  priceMinor: integer('price_minor'),
  currency: text('currency').notNull().default('USD'),
  durationMinutes: integer('duration_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  onlineBookingEnabled: boolean('online_booking_enabled').notNull().default(true),
  scheduleId: uuid('schedule_id').notNull().defaultRandom(),
  firstSessionStart: timestamp('first_session_start', { withTimezone: true }),
  lastSessionEnd: timestamp('last_session_end', { withTimezone: true }),
  details: jsonb('details').$type<ServiceDetails>().notNull().default({}),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
