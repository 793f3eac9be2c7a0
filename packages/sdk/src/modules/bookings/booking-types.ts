import type { Booking as BookingWire, BookingStatus } from '@headless/contract';
import { defineTransform, fromWire, type DatesAt } from '../../core/transforms';

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

export type Booking = DatesAt<BookingWire, (typeof bookingTransform.dates)[number]>;

export const toBooking = (wire: BookingWire): Booking => fromWire(bookingTransform, wire);
