/** Bookings: availability and the hosted checkout. */
export const AvailabilityErrorCode = {
  serviceNotFound: 'SERVICE_NOT_FOUND',
  scheduleNotFound: 'SCHEDULE_NOT_FOUND',
  invalidRange: 'INVALID_DATE_RANGE',
  rangeTooLong: 'DATE_RANGE_TOO_LONG',
  invalidTimeZone: 'INVALID_TIME_ZONE',
} as const;

/** Bookings: services; validateSlug lists the slug codes too, setCustomSlug refuses with them (400). */
export const BookingServiceErrorCode = {
  pricingPlanNotFound: 'PRICING_PLAN_NOT_FOUND',
  slugIllegalCharacters: 'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
  slugTaken: 'SLUG_ALREADY_EXISTS',
} as const;

/** Bookings: a booking and its slot. */
export const BookingErrorCode = {
  bookingNotFound: 'BOOKING_NOT_FOUND',
  slotNotFound: 'SLOT_NOT_FOUND',
  slotNotAvailable: 'SLOT_NOT_AVAILABLE',
  invalidTransition: 'INVALID_BOOKING_STATUS_TRANSITION',
  revisionMismatch: 'BOOKING_REVISION_MISMATCH',
} as const;

/** Bookings: the owner's booking policies. */
export const BookingPolicyErrorCode = {
  notFound: 'BOOKING_POLICY_NOT_FOUND',
  revisionMismatch: 'REVISION_MISMATCH',
  defaultCannotBeDeleted: 'DEFAULT_POLICY_CANNOT_BE_DELETED',
} as const;

/** Bookings: the owner's staff members. */
export const StaffMemberErrorCode = {
  notFound: 'STAFF_MEMBER_NOT_FOUND',
  revisionMismatch: 'REVISION_MISMATCH',
  alreadyConnected: 'STAFF_MEMBER_ALREADY_CONNECTED',
  notConnected: 'STAFF_MEMBER_NOT_CONNECTED',
} as const;
