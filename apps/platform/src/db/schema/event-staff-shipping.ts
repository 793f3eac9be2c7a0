import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';
import { eventsEvents } from './events';

/** An event's staff and shipping options; 0023_event_staff_shipping.sql is the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true });
const siteRef = () =>
  uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });
const eventRef = () =>
  uuid('event_id')
    .notNull()
    .references(() => eventsEvents.id, { onDelete: 'cascade' });

export const eventsStaff = pgTable(
  'events_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: siteRef(),
    eventId: eventRef(),
    name: text('name').notNull(),
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('events_staff_event_idx').on(t.siteId, t.eventId, t.createdAt)],
);

export const eventsShippingOptions = pgTable(
  'events_shipping_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: siteRef(),
    eventId: eventRef(),
    name: text('name').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('events_shipping_options_event_idx').on(t.siteId, t.eventId, t.createdAt)],
);
