import type {
  Booking as BookingWire,
  BookingChangeRequest,
  BookingStatus,
  RescheduleBookingRequest,
  UpdateNumberOfParticipantsRequest,
} from '@headless/contract';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export type { BookingWire, BookingStatus };

/** The booking's own dates become `Date`s; its slot's stay strings, as everywhere (§3.2). */
export const bookingTransform = defineTransform({
  dates: [
    'createdDate',
    'updatedDate',
    'startDate',
    'endDate',
    'canceledDate',
    'previousStartDate',
    'previousEndDate',
  ],
  geocodes: ['contactDetails.fullAddress.geocode'],
});

export type Booking = Transformed<BookingWire, typeof bookingTransform>;

export const toBooking = (wire: BookingWire): Booking => fromWire(bookingTransform, wire);

/** What every booking change answers: the booking as it is now. */
export interface BookingResponse {
  booking: Booking;
}

/** `revision` is the one last read (a stale one is refused with a conflict); optional here. */
export type ChangeBookingOptions = BookingChangeRequest;
export type ConfirmOrDeclineOptions = Omit<BookingChangeRequest, 'revision'>;

/**
 * The slot to move to: a slot as availability returned it will do. Its start is read in its
 * `timezone` (UTC without one); a `Date` travels as an ISO string.
 */
export type RescheduleSlot = Omit<RescheduleBookingRequest['slot'], 'startDate'> & {
  startDate: string | Date;
};

export type UpdateNumberOfParticipantsOptions = UpdateNumberOfParticipantsRequest;
