import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { eventRef } from './events';
import { siteEntity } from './site-ref';

/** An event's staff and shipping options; 0023_event_staff_shipping.sql is the source of truth. */

export const eventsStaff = pgTable(
  'events_staff',
  {
    ...siteEntity(),
    eventId: eventRef(),
    name: text('name').notNull(),
    email: text('email'),
    ...timestamps(),
  },
  (t) => [index('events_staff_event_idx').on(t.siteId, t.eventId, t.createdAt)],
);

export const eventsShippingOptions = pgTable(
  'events_shipping_options',
  {
    ...siteEntity(),
    eventId: eventRef(),
    name: text('name').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    ...timestamps(),
  },
  (t) => [index('events_shipping_options_event_idx').on(t.siteId, t.eventId, t.createdAt)],
);
