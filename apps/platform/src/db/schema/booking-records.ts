import { BookingPaymentStatus, BookingStatus, type ContactDetails } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { contractEnum, createdAt, ownedBy, revision, timestamps, ts } from './columns';
import { bookingsServices } from './bookings';
import { redirectSessionColumns } from './redirect-columns';
import { siteEntity, siteRef } from './site-ref';

/** Schedules, sessions, bookings, outbox, redirect sessions; 0004_bookings.sql is the source of truth. */
const serviceRef = () => ownedBy('service_id', () => bookingsServices.id);

export interface WeeklyItem {
  day: string;
  start: string;
  end?: string;
}

export const bookingsSchedules = pgTable('bookings_schedules', {
  serviceId: serviceRef().primaryKey(),
  siteId: siteRef(),
  timeZone: text('time_zone').notNull(),
  weekly: jsonb('weekly').$type<WeeklyItem[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const bookingsSessions = pgTable(
  'bookings_sessions',
  {
    ...siteEntity(),
    serviceId: serviceRef(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    capacity: integer('capacity'),
  },
  (t) => [index('bookings_sessions_service_start_idx').on(t.serviceId, t.startDate)],
);

export interface CheckoutPayload {
  serviceId: string;
  startDate: string;
  endDate: string;
  sessionId?: string;
  timezone: string;
}

/** An ecomCheckout redirect session points at one checkout. */
export interface EcomCheckoutPayload {
  checkoutId: string;
}

/** An eventsCheckout redirect session points at one reservation of one event. */
export interface EventsCheckoutPayload {
  eventId: string;
  eventSlug: string;
  reservationId: string;
}

/** A paidPlansCheckout redirect session points at one plan (modules/redirects/plans-checkout.ts). */
export interface PlansCheckoutPayload {
  planId: string;
  /** The member who logged in on the hosted checkout of a visitor's session (hosted/plans-buyer.ts). */
  memberId?: string;
  /**
   * The site's authorization request (checked: client, redirect URI, PKCE) for a buyer who logs in
   * on the checkout: its return then carries a code for it, so the site starts the member's session.
   */
  authRequest?: StoredAuthRequest;
}

/** An authorization request as modules/oauth checked it (its AuthRequestInput), kept as JSON. */
export interface StoredAuthRequest {
  clientId: string;
  redirectUri?: string;
  responseMode: 'query' | 'fragment' | 'web_message';
  state?: string;
  codeChallenge: string;
  prompt: 'login' | 'none' | 'consent' | 'select_account';
  sessionToken?: string;
  scope: string;
}

export const redirectSessions = pgTable('redirect_sessions', {
  ...redirectSessionColumns(),
  intent: text('intent', {
    enum: ['bookingsCheckout', 'ecomCheckout', 'eventsCheckout', 'paidPlansCheckout'],
  }).notNull(),
  payload: jsonb('payload')
    .$type<CheckoutPayload | EcomCheckoutPayload | EventsCheckoutPayload | PlansCheckoutPayload>()
    .notNull(),
});

/** A multi-service booking (0053): the package that groups back-to-back bookings. */
export const bookingsMultiService = pgTable(
  'bookings_multi_service',
  {
    ...siteEntity(),
    type: text('type', { enum: ['SEQUENTIAL_BOOKINGS'] })
      .notNull()
      .default('SEQUENTIAL_BOOKINGS'),
    createdAt: createdAt(),
  },
  (t) => [index('bookings_multi_service_site_idx').on(t.siteId)],
);

export const bookingsBookings = pgTable(
  'bookings_bookings',
  {
    ...siteEntity(),
    serviceId: serviceRef(),
    sessionId: text('session_id'),
    locationId: text('location_id'),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    timeZone: text('time_zone').notNull(),
    status: contractEnum('status', BookingStatus).notNull(),
    paymentStatus: contractEnum('payment_status', BookingPaymentStatus).notNull(),
    participants: integer('participants').notNull(),
    contactDetails: jsonb('contact_details').$type<ContactDetails>().notNull(),
    createdByType: text('created_by_type').notNull(),
    createdById: text('created_by_id').notNull(),
    redirectSessionId: uuid('redirect_session_id').references(() => redirectSessions.id, {
      onDelete: 'set null',
    }),
    previousStartDate: ts('previous_start_date'),
    previousEndDate: ts('previous_end_date'),
    revision: revision(),
    ...timestamps(),
    canceledAt: ts('canceled_at'),
    multiServiceBookingId: uuid('multi_service_booking_id').references(
      () => bookingsMultiService.id,
      { onDelete: 'set null' },
    ),
    /** Kept (paid) in a double booking conflict: the owner must resolve it (0053). */
    doubleBooked: boolean('double_booked').notNull().default(false),
    /** What anonymous booking actions take instead of a login (0052). */
    anonymousToken: text('anonymous_token')
      .notNull()
      .default(
        sql`(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`,
      ),
  },
  (t) => [
    unique('bookings_bookings_redirect_session_id_key').on(t.redirectSessionId),
    unique('bookings_bookings_anonymous_token_key').on(t.anonymousToken),
    index('bookings_bookings_site_created_idx').on(t.siteId, t.createdAt, t.id),
    index('bookings_bookings_multi_service_idx')
      .on(t.multiServiceBookingId)
      .where(sql`multi_service_booking_id IS NOT NULL`),
  ],
);
