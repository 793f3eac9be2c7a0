/** Events: events v3 and RSVP (docs/interfaces.md). */
export const EventsErrorCode = {
  eventNotFound: 'EVENT_NOT_FOUND',
  categoryNotFound: 'CATEGORY_NOT_FOUND',
  slugAlreadyExists: 'SLUG_ALREADY_EXISTS',
  alreadyPublished: 'EVENT_ALREADY_PUBLISHED',
  notPublished: 'EVENT_NOT_PUBLISHED',
  alreadyCanceled: 'EVENT_ALREADY_CANCELED',
  alreadyEnded: 'EVENT_ALREADY_ENDED',
  canceledNotEditable: 'EVENT_CANCELED',
  invalidRegistrationStatus: 'INVALID_REGISTRATION_STATUS',
  rsvpFull: 'RSVP_FULL',
  registrationClosed: 'REGISTRATION_CLOSED',
  registrationNotOpen: 'REGISTRATION_NOT_OPEN',
  notRsvpEvent: 'NOT_RSVP_EVENT',
  responseNotAllowed: 'RSVP_RESPONSE_NOT_ALLOWED',
  rsvpNotFound: 'RSVP_NOT_FOUND',
  formInvalid: 'INVALID_FORM_RESPONSE',
} as const;
export type EventsErrorCode = (typeof EventsErrorCode)[keyof typeof EventsErrorCode];

/** Events: tickets, reservations, checkout and orders (docs/interfaces.md). */
export const EventTicketsErrorCode = {
  eventNotFound: 'EVENT_NOT_FOUND',
  registrationClosed: 'REGISTRATION_CLOSED',
  ticketNotFound: 'TICKET_NOT_FOUND',
  saleNotStarted: 'TICKET_SALE_NOT_STARTED',
  saleEnded: 'TICKET_SALE_ENDED',
  limitExceeded: 'TICKET_LIMIT_PER_CHECKOUT_EXCEEDED',
  soldOut: 'TICKET_SOLD_OUT',
  notEnoughTickets: 'NOT_ENOUGH_TICKETS_LEFT',
  reservationNotFound: 'RESERVATION_NOT_FOUND',
  reservationExpired: 'RESERVATION_EXPIRED',
  reservationUsed: 'RESERVATION_ALREADY_USED',
  reservationCanceled: 'RESERVATION_CANCELED',
  couponNotFound: 'COUPON_NOT_FOUND',
  ticketDefinitionHasSales: 'TICKET_DEFINITION_HAS_SALES',
  capacityBelowSold: 'CAPACITY_BELOW_SOLD',
  revisionMismatch: 'TICKET_DEFINITION_REVISION_MISMATCH',
  orderNotFound: 'ORDER_NOT_FOUND',
  invalidOrderTransition: 'INVALID_ORDER_STATUS_TRANSITION',
  orderNotUpdatable: 'ORDER_NOT_UPDATABLE',
  ticketNumberNotFound: 'TICKET_NUMBER_NOT_FOUND',
  ticketNotValid: 'TICKET_NOT_VALID',
  planOrderNotActive: 'PLAN_ORDER_NOT_ACTIVE',
} as const;
export type EventTicketsErrorCode =
  (typeof EventTicketsErrorCode)[keyof typeof EventTicketsErrorCode];

/** Events: capturing or voiding an order's payment (docs/protocol.md §2.6), all 400 but notFound. */
export const EventOrderPaymentErrorCode = {
  expired: 'EXPIRED',
  notSupported: 'NOT_SUPPORTED',
  notFound: 'NOT_FOUND',
  offline: 'OFFLINE',
  requiresCardReader: 'REQUIRES_CARD_READER',
} as const;

/** Events: the owner's event policies. */
export const EventPolicyErrorCode = {
  notFound: 'POLICY_NOT_FOUND',
  limitReached: 'POLICIES_LIMIT_REACHED',
  revisionMismatch: 'REVISION_MISMATCH',
} as const;

/** Events: staff and shipping options. */
export const EventStaffShippingErrorCode = {
  staffNotFound: 'STAFF_NOT_FOUND',
  shippingOptionNotFound: 'SHIPPING_OPTION_NOT_FOUND',
} as const;
