import {
  type Address,
  type CategoryState,
  ScheduleStatus,
  type EventForm,
  EventLocationType,
  type FormResponse,
  type GuestType,
  type OnlineConferencingType,
  type PageUrl,
  type RegistrationStatus,
  RegistrationType,
  type RichContent,
  type RsvpStatus,
  type TaxType,
  type WireImage,
} from '@headless/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { contractEnum, createdAt, ownedBy, timestamps, ts } from './columns';
import { siteEntity, siteRef } from './site-ref';

/** Events tables; 0002_domain.sql and 0008_events_v3.sql are the source of truth for the database. */
export interface EventDetails {
  address?: Address;
  locationTbd?: boolean;
  mainImage?: WireImage & { urlExpirationDate?: string };
  hideEndDate?: boolean;
  showTimeZone?: boolean;
  individualEventDates?: { startDate: string; endDate: string; timeZoneId?: string }[];
  rsvp?: {
    responseType: 'YES_ONLY' | 'YES_AND_NO';
    limit?: number;
    waitlistEnabled: boolean;
    startDate?: string;
    endDate?: string;
  };
  ticketing?: {
    ticketLimitPerOrder: number;
    reservationDurationInMinutes: number;
    guestsAssignedSeparately?: boolean;
    taxSettings?: { type: TaxType; name?: string; rate?: string };
  };
  external?: { url: string };
  allowedGuestTypes?: GuestType;
  eventPageUrl?: PageUrl;
  onlineConferencing?: { enabled: boolean; type: OnlineConferencingType };
  seoHidden?: boolean;
  agenda?: { enabled: boolean; pageUrl?: PageUrl };
  hideEventDetailsButton?: boolean;
}

export const eventsEvents = pgTable(
  'events_events',
  {
    ...siteEntity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description'),
    detailedDescription: text('detailed_description'),
    state: text('state', { enum: ['DRAFT', 'PUBLISHED', 'CANCELED'] }).notNull(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    timeZoneId: text('time_zone_id').notNull(),
    locationType: contractEnum('location_type', EventLocationType).notNull(),
    locationName: text('location_name'),
    registrationType: contractEnum('registration_type', RegistrationType).notNull(),
    registrationStatus: text('registration_status').$type<RegistrationStatus>().notNull(),
    currency: text('currency').notNull().default('USD'),
    details: jsonb('details').$type<EventDetails>().notNull().default({}),
    description: jsonb('description').$type<RichContent>(),
    form: jsonb('form').$type<EventForm>(),
    canceledAt: ts('canceled_at'),
    publishedAt: ts('published_at'),
    ...timestamps(),
  },
  (t) => [
    unique('events_events_site_id_slug_key').on(t.siteId, t.slug),
    index('events_events_site_start_idx').on(t.siteId, t.startDate, t.id),
  ],
);

/** `event_id`: a row of one event (its tickets, staff, policies, RSVPs…) goes with the event. */
export const eventRef = () => ownedBy('event_id', () => eventsEvents.id);

export const eventsCategories = pgTable(
  'events_categories',
  {
    ...siteEntity(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    states: text('states').array().$type<CategoryState[]>().notNull().default(['MANUAL']),
  },
  (t) => [unique('events_categories_site_id_name_key').on(t.siteId, t.name)],
);

export const eventsEventCategories = pgTable(
  'events_event_categories',
  {
    eventId: eventRef(),
    categoryId: ownedBy('category_id', () => eventsCategories.id),
    siteId: siteRef(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.categoryId] }),
    index('events_event_categories_category_idx').on(t.categoryId, t.eventId),
  ],
);

export interface RsvpCheckIn {
  guestId: number;
  checkInDate: string;
}

export const eventsRsvps = pgTable(
  'events_rsvps',
  {
    ...siteEntity(),
    eventId: eventRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<RsvpStatus>().notNull(),
    guests: integer('guests').notNull().default(0),
    form: jsonb('form').$type<FormResponse>(),
    /** The member who made it (RSVP V2's current RSVPs); null for a visitor's (0034). */
    memberId: text('member_id'),
    /** The guests checked in, by guest id (0 is the respondent). */
    checkIns: jsonb('check_ins').$type<RsvpCheckIn[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('events_rsvps_event_idx').on(t.eventId, t.status, t.createdAt, t.id),
    index('events_rsvps_member_idx').on(t.siteId, t.memberId, t.createdAt),
  ],
);

/** An event's schedule (0054): a draft row per item, and a published row once published. */
export const eventsScheduleItems = pgTable(
  'events_schedule_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').notNull(),
    siteId: siteRef(),
    eventId: eventRef(),
    draft: boolean('draft').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    stageName: text('stage_name'),
    tags: text('tags').array().notNull().default([]),
    hidden: boolean('hidden').notNull().default(false),
    status: contractEnum('status', ScheduleStatus).notNull().default('SCHEDULED'),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    timeZoneId: text('time_zone_id').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('events_schedule_items_item_id_draft_key').on(t.itemId, t.draft),
    index('events_schedule_items_event_idx').on(t.siteId, t.eventId, t.draft, t.startDate),
  ],
);

/** A member's bookmarks of published schedule items (0054). */
export const eventsScheduleBookmarks = pgTable(
  'events_schedule_bookmarks',
  {
    siteId: siteRef(),
    memberId: text('member_id').notNull(),
    itemId: uuid('item_id').notNull(),
    eventId: eventRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberId, t.itemId] })],
);
