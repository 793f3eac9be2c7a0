import { z } from 'zod';
import { Slot } from './availability';
import {
  BookingActor,
  BookingPaymentStatus,
  BookingPlatform,
  SelectedPaymentOption,
} from './bookings-enums';
import { Address, RevisionRead, Timestamp } from './common';
import { ItemMetadata } from './bookings-services-bulk';
import { OffsetQuery, offsetPage } from './paging';
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';

/** Bookings v2 booking (the part the hosted checkout creates and the storefront reads back). */
export const BookingStatus = z.enum([
  'CREATED',
  'CONFIRMED',
  'PENDING',
  'DECLINED',
  'CANCELED',
  'WAITING_LIST',
]);
export type BookingStatus = z.infer<typeof BookingStatus>;

export const ContactDetails = z.object({
  contactId: z.string().max(MAX_ID_LENGTH).optional(),
  firstName: z.string().max(MAX_NAME_LENGTH).optional(),
  lastName: z.string().max(MAX_NAME_LENGTH).optional(),
  email: z.string().max(MAX_EMAIL_LENGTH).optional(),
  phone: z.string().max(MAX_NAME_LENGTH).optional(),
  timeZone: z.string().max(MAX_NAME_LENGTH).optional(),
  fullAddress: Address.optional(),
});
export type ContactDetails = z.infer<typeof ContactDetails>;

/** A course's booking books its whole schedule: the course's sessions, first to last. */
export const BookedSchedule = z.object({
  scheduleId: z.string().max(MAX_ID_LENGTH),
  serviceId: z.string().max(MAX_ID_LENGTH),
  timezone: z.string().max(MAX_TEXT_LENGTH).optional(),
  firstSessionStart: z.string().max(MAX_NAME_LENGTH),
  lastSessionEnd: z.string().max(MAX_NAME_LENGTH),
});
export type BookedSchedule = z.infer<typeof BookedSchedule>;

export const Booking = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  /** One of the two: the slot of an appointment or a class session, or a course's schedule. */
  bookedEntity: z.object({
    slot: Slot.optional(),
    schedule: BookedSchedule.optional(),
    title: z.string().max(MAX_NAME_LENGTH),
  }),
  contactDetails: ContactDetails,
  status: BookingStatus,
  paymentStatus: BookingPaymentStatus,
  selectedPaymentOption: SelectedPaymentOption,
  totalParticipants: z.number().int(),
  startDate: Timestamp,
  endDate: Timestamp,
  previousStartDate: Timestamp.optional(),
  previousEndDate: Timestamp.optional(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  canceledDate: Timestamp.optional(),
  bookingSource: z.object({ platform: BookingPlatform, actor: BookingActor }),
  createdBy: z.object({
    anonymousVisitorId: z.string().max(MAX_ID_LENGTH).optional(),
    memberId: z.string().max(MAX_ID_LENGTH).optional(),
    wixUserId: z.string().max(MAX_ID_LENGTH).optional(),
    appId: z.string().max(MAX_ID_LENGTH).optional(),
  }),
  revision: z.string().max(MAX_ID_LENGTH),
  /** Kept, paid, although its slot is no longer the schedule's: the owner must resolve it. */
  doubleBooked: z.boolean().optional(),
  /** The multi-service booking (package) this booking is part of, if any. */
  multiServiceBookingInfo: z
    .object({ id: z.string().max(MAX_ID_LENGTH), type: z.enum(['SEQUENTIAL_BOOKINGS']) })
    .optional(),
});
export type Booking = z.infer<typeof Booking>;

export const GetBookingResponse = z.object({ booking: Booking });
export type GetBookingResponse = z.infer<typeof GetBookingResponse>;

const Revision = RevisionRead.optional();
const Notification = z.object({
  notifyParticipants: z.boolean().optional(),
  message: z.string().max(MAX_TEXT_LENGTH).optional(),
});

/** Confirm, decline and cancel take the same body. */
export const BookingChangeRequest = z.object({
  revision: Revision,
  participantNotification: Notification.optional(),
});
export type BookingChangeRequest = z.infer<typeof BookingChangeRequest>;

export const RescheduleBookingRequest = BookingChangeRequest.extend({
  slot: z.object({
    startDate: z.string().max(MAX_NAME_LENGTH),
    timezone: z.string().max(MAX_TEXT_LENGTH).optional(),
  }),
});
export type RescheduleBookingRequest = z.infer<typeof RescheduleBookingRequest>;

export const UpdateNumberOfParticipantsRequest = BookingChangeRequest.extend({
  totalParticipants: z.number().int().min(1).max(1000),
});
export type UpdateNumberOfParticipantsRequest = z.infer<typeof UpdateNumberOfParticipantsRequest>;

/** Confirm Or Decline Booking: the payment status a custom checkout took (docs/protocol.md §3.2). */
export const ConfirmOrDeclineBookingRequest = z.object({
  bookingId: z.string().max(MAX_ID_LENGTH).optional(),
  paymentStatus: BookingPaymentStatus.optional(),
});
export type ConfirmOrDeclineBookingRequest = z.infer<typeof ConfirmOrDeclineBookingRequest>;

/**
 * Create Booking (Bookings v2): a slot (a Time Slots V2 slot's local start in its `timezone`, or
 * an instant), who books, and how many. The booking is CREATED (holding its place) until a
 * checkout or a confirmation moves it on; only the site owner may create it CONFIRMED.
 */
export const CreateBookingRequest = z.object({
  booking: z.object({
    bookedEntity: z
      .object({
        slot: z
          .object({
            serviceId: z.string().max(MAX_ID_LENGTH),
            scheduleId: z.string().max(MAX_ID_LENGTH).optional(),
            eventId: z.string().max(MAX_TEXT_LENGTH).optional(),
            startDate: z.string().max(MAX_NAME_LENGTH),
            endDate: z.string().max(MAX_NAME_LENGTH).optional(),
            timezone: z.string().max(MAX_TEXT_LENGTH).optional(),
            location: z.object({ id: z.string().max(MAX_ID_LENGTH).optional() }).optional(),
          })
          .optional(),
        /** A course: its schedule id (the course's event id in Time Slots V2). */
        schedule: z
          .object({
            scheduleId: z.string().max(MAX_ID_LENGTH),
            serviceId: z.string().max(MAX_ID_LENGTH).optional(),
            timezone: z.string().max(MAX_TEXT_LENGTH).optional(),
          })
          .optional(),
      })
      .refine((e) => Boolean(e.slot) !== Boolean(e.schedule), {
        message: 'must name a slot or a schedule (a course), not both',
      }),
    contactDetails: ContactDetails.optional(),
    totalParticipants: z.number().int().min(1).max(1000).optional(),
    selectedPaymentOption: SelectedPaymentOption.optional(),
    status: z.enum(['CREATED', 'CONFIRMED']).optional(),
  }),
  participantNotification: Notification.optional(),
  sendSmsReminder: z.boolean().optional(),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequest>;

/**
 * Query Extended Bookings (bookings reader v2): a visitor's or member's own bookings (the owner's:
 * all the site's), each with what its booker may still do when asked.
 */
export const QueryExtendedBookingsRequest = z.object({
  query: OffsetQuery.optional(),
  withBookingAllowedActions: z.boolean().optional(),
});
export type QueryExtendedBookingsRequest = z.infer<typeof QueryExtendedBookingsRequest>;

export const ExtendedBooking = z.object({
  booking: Booking,
  allowedActions: z.object({ cancel: z.boolean(), reschedule: z.boolean() }).optional(),
});

export const QueryExtendedBookingsResponse = offsetPage('extendedBookings', ExtendedBooking);
export type QueryExtendedBookingsResponse = z.infer<typeof QueryExtendedBookingsResponse>;

/** Bulk Create Booking: each booking created on its own; one refused fails alone (its itemMetadata). */
export const BulkCreateBookingRequest = z.object({
  createBookingsInfo: z.array(CreateBookingRequest).min(1).max(40),
  returnFullEntity: z.boolean().optional(),
});
export type BulkCreateBookingRequest = z.infer<typeof BulkCreateBookingRequest>;

export const BulkCreateBookingResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: Booking.optional() })),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});
export type BulkCreateBookingResponse = z.infer<typeof BulkCreateBookingResponse>;
