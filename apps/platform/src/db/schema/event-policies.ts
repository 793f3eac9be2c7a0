import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';
import { eventsEvents } from './events';

/** Policies v2 of an event; 0020_owner_events.sql is the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const eventsPolicies = pgTable(
  'events_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => eventsEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('events_policies_event_idx').on(t.siteId, t.eventId, t.createdAt)],
);
