import { z } from 'zod';
import { BookingServiceErrorCode } from './error-codes';
import { SortOrder } from './paging';

/**
 * Every enumeration of the bookings area (issue 3): each one is a closed z.enum, so an unknown
 * value answers INVALID_ENUM_VALUE through the platform's validation envelope.
 */
export const ServiceType = z.enum(['APPOINTMENT', 'CLASS', 'COURSE']);
export type ServiceType = z.infer<typeof ServiceType>;

export const RateType = z.enum(['FIXED', 'CUSTOM', 'VARIED', 'NO_FEE', 'SUBSCRIPTION']);
export type RateType = z.infer<typeof RateType>;

export const ServiceLocationType = z.enum(['CUSTOM', 'BUSINESS', 'CUSTOMER']);
export type ServiceLocationType = z.infer<typeof ServiceLocationType>;

export const ServiceState = z.enum(['CREATED', 'DELETED']);
export type ServiceState = z.infer<typeof ServiceState>;

/** Schedules name days with three letters; business hours use the full names. */
export const WeekdayShort = z.enum(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
export type WeekdayShort = z.infer<typeof WeekdayShort>;
export const Weekday = z.enum([
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
]);
export type Weekday = z.infer<typeof Weekday>;

export const ScheduleItemType = z.enum([
  'UNDEFINED',
  'EVENT',
  'WORKING_HOURS',
  'TIME_AVAILABILITY',
  'AVAILABILITY',
]);
export type ScheduleItemType = z.infer<typeof ScheduleItemType>;

export const Transparency = z.enum(['UNDEFINED', 'FREE', 'BUSY']);
export type Transparency = z.infer<typeof Transparency>;

export const LocationStatus = z.enum(['ACTIVE', 'INACTIVE']);
export type LocationStatus = z.infer<typeof LocationStatus>;

/** A business location's kind (`locationType` on the wire). */
export const LocationKind = z.enum(['UNKNOWN', 'BRANCH', 'OFFICES', 'RECEPTION', 'HEADQUARTERS']);
export type LocationKind = z.infer<typeof LocationKind>;

export const ApprovalStatus = z.enum(['PENDING', 'APPROVED', 'DECLINED']);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

export const CapacityType = z.enum(['LIMITED', 'UNLIMITED']);
export type CapacityType = z.infer<typeof CapacityType>;

export const MultiServiceBookingType = z.enum([
  'SEQUENTIAL_BOOKINGS',
  'SEPARATE_BOOKINGS',
  'PARALLEL_BOOKINGS',
]);
export type MultiServiceBookingType = z.infer<typeof MultiServiceBookingType>;

export const FormFieldType = z.enum([
  'SHORT_TEXT',
  'LONG_TEXT',
  'NUMBER',
  'EMAIL',
  'PHONE',
  'DATE',
  'CHECKBOX',
  'DROPDOWN',
  'ADDRESS',
]);
export type FormFieldType = z.infer<typeof FormFieldType>;

export const AttendanceStatus = z.enum(['NOT_SET', 'ATTENDED', 'NOT_ATTENDED']);
export type AttendanceStatus = z.infer<typeof AttendanceStatus>;

export const BookingPaymentStatus = z.enum([
  'UNDEFINED',
  'NOT_PAID',
  'PAID',
  'PARTIALLY_PAID',
  'REFUNDED',
  'EXEMPT',
]);
export type BookingPaymentStatus = z.infer<typeof BookingPaymentStatus>;

export const SelectedPaymentOption = z.enum([
  'UNDEFINED',
  'OFFLINE',
  'ONLINE',
  'MEMBERSHIP',
  'MEMBERSHIP_OFFLINE',
]);
export type SelectedPaymentOption = z.infer<typeof SelectedPaymentOption>;

export const BookingPlatform = z.enum(['UNDEFINED_PLATFORM', 'WEB', 'MOBILE_APP']);
export type BookingPlatform = z.infer<typeof BookingPlatform>;

export const BookingActor = z.enum(['UNDEFINED_ACTOR', 'BUSINESS', 'CUSTOMER']);
export type BookingActor = z.infer<typeof BookingActor>;

/** Bookings sorts spell the order like the query language does. */
export const BookingsSortOrder = SortOrder;
export type BookingsSortOrder = z.infer<typeof BookingsSortOrder>;

export const BookingsDurationUnit = z.enum(['MINUTES', 'HOURS', 'DAYS']);
export type BookingsDurationUnit = z.infer<typeof BookingsDurationUnit>;

export const RemovedLocationSessionsAction = z.enum([
  'KEEP_AT_CURRENT_LOCATION',
  'MOVE_TO_LOCATION',
  'DELETE',
]);
export type RemovedLocationSessionsAction = z.infer<typeof RemovedLocationSessionsAction>;

export const ServiceConditionalField = z.enum(['STAFF_MEMBER_DETAILS', 'RESOURCE_TYPE_DETAILS']);
export type ServiceConditionalField = z.infer<typeof ServiceConditionalField>;

export const SlugError = z.enum([
  BookingServiceErrorCode.slugIllegalCharacters,
  BookingServiceErrorCode.slugTaken,
]);
export type SlugError = z.infer<typeof SlugError>;

export const CloneServiceError = z.enum(['OPTIONS_AND_VARIANTS', 'FORM']);
export type CloneServiceError = z.infer<typeof CloneServiceError>;

export const SearchMode = z.enum(['OR', 'AND']);
export type SearchMode = z.infer<typeof SearchMode>;
