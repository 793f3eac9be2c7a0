import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { revision, timestamps } from './columns';
import { eventRef } from './events';
import { siteEntity } from './site-ref';

/** Policies v2 of an event; 0020_owner_events.sql is the source of truth. */

export const eventsPolicies = pgTable(
  'events_policies',
  {
    ...siteEntity(),
    eventId: eventRef(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    /** The owner's order (0041): lower first; a new policy goes first. */
    position: integer('position').notNull().default(0),
    revision: revision(),
    ...timestamps(),
  },
  (t) => [index('events_policies_event_idx').on(t.siteId, t.eventId, t.createdAt)],
);
