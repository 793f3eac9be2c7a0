import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';
import { eventsEvents } from './events';

/** Ticket definitions, reservations and event orders; the migrations are the source of truth. */
export const eventsTicketDefinitions = pgTable('events_ticket_definitions', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id')
    .notNull()
    .references(() => eventsEvents.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull(),
  capacity: integer('capacity'),
  sold: integer('sold').notNull().default(0),
  limitPerCheckout: integer('limit_per_checkout').notNull().default(10),
  orderIndex: integer('order_index').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
