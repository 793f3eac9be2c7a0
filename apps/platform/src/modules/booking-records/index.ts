/** What the rest of the platform may use of this module (modules/README.md). */
export { serviceIdOfToken } from './anonymous';
export { bookingLine, type BookingLine } from './checkout-line';
export { createBooking } from './create';
export { payBooking } from './confirmation';
export { BOOKING_FQDN } from './outbox';
export type { BookingSlug } from './outbox';
export { default as bookingRecordsRoutes } from './routes';
export { atLocations, cancelFutureBookings, relocateFutureBookings } from './service-changes';
export { assertBookable, slotAt } from './slot-lock';
