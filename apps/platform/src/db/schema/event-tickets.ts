import {
  EventOrderStatus,
  GuestAttendanceStatus,
  ReservationStatus,
  TicketFeeType,
  TicketPricingType,
} from '@headless/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { contractEnum, createdAt, ownedBy, timestamps, ts } from './columns';
import { eventRef } from './events';
import { siteEntity } from './site-ref';

/** Ticket definitions, reservations, event orders, tickets and guests; 0002 and 0009 are the truth. */

export interface FormInputValue {
  inputName: string;
  value?: string;
  values?: string[];
}
export interface StoredForm {
  inputValues?: FormInputValue[];
}
export interface StoredBuyer {
  firstName?: string;
  lastName?: string;
  email?: string;
}

export const eventsTicketDefinitions = pgTable(
  'events_ticket_definitions',
  {
    ...siteEntity(),
    eventId: eventRef(),
    name: text('name').notNull(),
    description: text('description'),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    /** null: unlimited */
    capacity: integer('capacity'),
    /** Tickets in orders that hold seats (every status but CANCELED, DECLINED, VOIDED). */
    sold: integer('sold').notNull().default(0),
    limitPerCheckout: integer('limit_per_checkout').notNull().default(10),
    orderIndex: integer('order_index').notNull().default(0),
    pricingType: contractEnum('pricing_type', TicketPricingType).notNull().default('STANDARD'),
    minPriceMinor: integer('min_price_minor'),
    feeType: contractEnum('fee_type', TicketFeeType).notNull().default('FEE_INCLUDED'),
    saleStart: ts('sale_start'),
    saleEnd: ts('sale_end'),
    hideNotOnSale: boolean('hide_not_on_sale').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    policy: text('policy'),
    ...timestamps(),
  },
  (t) => [index('events_ticket_definitions_event_idx').on(t.eventId, t.orderIndex)],
);

export const eventsReservations = pgTable(
  'events_reservations',
  {
    ...siteEntity(),
    eventId: eventRef(),
    status: contractEnum('status', ReservationStatus).notNull().default('RESERVATION_PENDING'),
    expiresAt: ts('expires_at').notNull(),
    currency: text('currency').notNull(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    ...timestamps(),
    // 0042: Ticket Reservations' tags, public and private.
    tagIds: text('tag_ids').array().notNull().default([]),
    privateTagIds: text('private_tag_ids').array().notNull().default([]),
  },
  (t) => [index('events_reservations_site_event_idx').on(t.siteId, t.eventId)],
);

export const eventsReservationLines = pgTable(
  'events_reservation_lines',
  {
    ...siteEntity(),
    reservationId: ownedBy('reservation_id', () => eventsReservations.id),
    ticketDefinitionId: ownedBy('ticket_definition_id', () => eventsTicketDefinitions.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    priceMinor: integer('price_minor').notNull(),
    feeMinor: integer('fee_minor').notNull().default(0),
    ticketDetails: jsonb('ticket_details').$type<Record<string, unknown>[]>().notNull().default([]),
    expiresAt: ts('expires_at').notNull(),
    pending: boolean('pending').notNull().default(true),
  },
  (t) => [
    unique('events_reservation_lines_reservation_id_position_key').on(t.reservationId, t.position),
  ],
);

/** An event order's status as its row stores it: the protocol's. */
export type { EventOrderStatus };

/** Order numbers are its values scrambled (modules/event-tickets/order-number.ts). */
export const eventsOrderNumberSeq = pgSequence('events_order_number_seq');

export const eventsOrders = pgTable(
  'events_orders',
  {
    ...siteEntity(),
    eventId: eventRef(),
    orderNumber: text('order_number').notNull(),
    reservationId: ownedBy('reservation_id', () => eventsReservations.id),
    status: contractEnum('status', EventOrderStatus).notNull(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    memberId: text('member_id'),
    contactId: text('contact_id'),
    buyer: jsonb('buyer').$type<StoredBuyer>().notNull().default({}),
    checkoutForm: jsonb('checkout_form').$type<StoredForm>().notNull().default({}),
    currency: text('currency').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    discount: jsonb('discount').$type<Record<string, unknown>>(),
    paymentChannel: text('payment_channel', { enum: ['ONLINE', 'OFFLINE', 'POS'] })
      .notNull()
      .default('ONLINE'),
    paymentDetailsId: text('payment_details_id'),
    authorizationExpiresAt: ts('authorization_expires_at'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    unique('events_orders_reservation_id_key').on(t.reservationId),
    unique('events_orders_site_id_order_number_key').on(t.siteId, t.orderNumber),
    index('events_orders_owner_idx').on(t.siteId, t.ownerType, t.ownerId),
    index('events_orders_site_event_idx').on(t.siteId, t.eventId, t.createdAt),
  ],
);

export const eventsGuests = pgTable(
  'events_guests',
  {
    ...siteEntity(),
    eventId: eventRef(),
    orderId: uuid('order_id').references(() => eventsOrders.id, { onDelete: 'cascade' }),
    guestType: text('guest_type', { enum: ['BUYER', 'TICKET_HOLDER', 'RSVP'] })
      .notNull()
      .default('TICKET_HOLDER'),
    attendanceStatus: contractEnum('attendance_status', GuestAttendanceStatus)
      .notNull()
      .default('ATTENDING'),
    memberId: text('member_id'),
    contactId: text('contact_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    form: jsonb('form').$type<StoredForm>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index('events_guests_order_idx').on(t.orderId),
    index('events_guests_site_event_idx').on(t.siteId, t.eventId),
  ],
);

export const eventsTickets = pgTable(
  'events_tickets',
  {
    ...siteEntity(),
    eventId: eventRef(),
    orderId: ownedBy('order_id', () => eventsOrders.id),
    ticketNumber: text('ticket_number').notNull(),
    ticketDefinitionId: ownedBy('ticket_definition_id', () => eventsTicketDefinitions.id),
    guestId: uuid('guest_id').references(() => eventsGuests.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    feeMinor: integer('fee_minor').notNull().default(0),
    checkedInAt: ts('checked_in_at'),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('events_tickets_order_id_position_key').on(t.orderId, t.position),
    unique('events_tickets_site_id_ticket_number_key').on(t.siteId, t.ticketNumber),
    index('events_tickets_definition_idx').on(t.ticketDefinitionId),
  ],
);

/** Tickets held per definition and expiry second (0009_event_tickets_holds.sql). */
export const eventsTicketHolds = pgTable(
  'events_ticket_holds',
  {
    ticketDefinitionId: ownedBy('ticket_definition_id', () => eventsTicketDefinitions.id),
    expiresAt: ts('expires_at').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketDefinitionId, t.expiresAt] })],
);
