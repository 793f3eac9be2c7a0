export { services } from './services';
export type { BookingPolicy, Category, ServicesApi, ServiceOptions, Slug } from './services';
export { serviceTransform } from './service-types';
export type { ConditionalField, Service, ServiceField, ServiceWire } from './service-types';
export type * from './service-request-types';
export { availabilityCalendar } from './availability-calendar';
export type { AvailabilityCalendarApi } from './availability-calendar';
export { slotAvailabilityTransform } from './availability-types';
export type * from './availability-types';
export { bookings } from './bookings';
export type { BookingsApi } from './bookings';
export { bookingTransform } from './booking-types';
export type {
  Booking,
  BookingResponse,
  BookingStatus,
  BookingWire,
  ChangeBookingOptions,
  ConfirmOrDeclineOptions,
  RescheduleSlot,
  UpdateNumberOfParticipantsOptions,
} from './booking-types';
export { extendedBookings } from './extended-bookings';
export type {
  ExtendedBooking,
  ExtendedBookingsApi,
  ExtendedBookingsQuery,
  QueryExtendedBookingsOptions,
  QueryExtendedBookingsResult,
} from './extended-bookings';
export type { BookingInput, CreateBookingApi, CreateBookingOptions } from './create-booking';
export type {
  AnonymousBooking,
  AnonymousBookingsApi,
  AnonymousChangeOptions,
} from './anonymous-bookings';
export type {
  ChangeMultiServiceBookingOptions,
  CreateMultiServiceBookingOptions,
  MultiServiceBooking,
  MultiServiceBookingInput,
  MultiServiceBookingsApi,
  RescheduleBookingsInfo,
} from './multi-service-bookings';
export { serviceOptionsAndVariants } from './service-options-and-variants';
export type { ServiceOptionsAndVariantsApi } from './service-options-and-variants';
export { pricing } from './pricing';
export type {
  BookingLineItem,
  CalculatePriceOptions,
  PriceInfoResponse,
  PricingApi,
} from './pricing';
export {
  availabilityTimeSlots,
  eventTimeSlots,
  multiServiceAvailabilityTimeSlots,
} from './time-slots';
export type {
  AvailabilityTimeSlotsApi,
  EventTimeSlotsApi,
  MultiServiceAvailabilityTimeSlotsApi,
} from './time-slots';
export { timeSlotTransform } from './time-slots-types';
export type * from './time-slots-types';
