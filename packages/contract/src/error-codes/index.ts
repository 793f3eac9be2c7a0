/**
 * Every application error code the platform answers with (`details.applicationError.code`,
 * docs/protocol.md §6.1), one file per area; the hosted pages' return codes close the list
 * (./redirects). Written once here so a code shared by several areas (REVISION_MISMATCH,
 * ORDER_NOT_FOUND…) reads as one, and like ../constants these files import nothing but each other:
 * plain values, no zod, re-exported by the main entry. Each table's type is the union of its codes
 * where callers name it as a type.
 */
import type { HttpStatusErrorCode, PlatformErrorCode } from './platform';
import type { IdentityErrorCode } from './identity';
import type {
  AvailabilityErrorCode,
  BookingErrorCode,
  BookingPolicyErrorCode,
  BookingServiceErrorCode,
  StaffMemberErrorCode,
} from './bookings';
import type {
  BackInStockErrorCode,
  CartErrorCode,
  CheckoutErrorCode,
  CheckoutTemplateErrorCode,
  CouponErrorCode,
  DiscountRuleErrorCode,
  EcomOrderErrorCode,
  FulfillmentErrorCode,
  SubscriptionContractErrorCode,
} from './ecom';
import type {
  EventOrderPaymentErrorCode,
  EventPolicyErrorCode,
  EventStaffShippingErrorCode,
  EventsErrorCode,
  EventTicketsErrorCode,
} from './events';
import type { PricingPlansErrorCode } from './pricing-plans';
import type { WebhookErrorCode } from './webhooks';
import type { RedirectErrorCode } from './redirects';

export * from './platform';
export * from './identity';
export * from './bookings';
export * from './ecom';
export * from './events';
export * from './pricing-plans';
export * from './webhooks';
export * from './redirects';

/** The codes of each table in a union of tables (distributes, unlike T[keyof T] on the union). */
type CodesOf<Table> = Table extends unknown ? Table[keyof Table] : never;

/**
 * Any code an application error may carry: what the platform's error factories accept, so a code
 * missing here does not compile. Not CallbackErrorCode: those are the `error` of a hosted page's
 * return URL, never an error envelope.
 */
export type ApplicationErrorCode = CodesOf<
  | typeof PlatformErrorCode
  | typeof HttpStatusErrorCode
  | typeof IdentityErrorCode
  | typeof AvailabilityErrorCode
  | typeof BookingServiceErrorCode
  | typeof BookingErrorCode
  | typeof BookingPolicyErrorCode
  | typeof StaffMemberErrorCode
  | typeof CartErrorCode
  | typeof CouponErrorCode
  | typeof CheckoutErrorCode
  | typeof EcomOrderErrorCode
  | typeof DiscountRuleErrorCode
  | typeof FulfillmentErrorCode
  | typeof BackInStockErrorCode
  | typeof CheckoutTemplateErrorCode
  | typeof SubscriptionContractErrorCode
  | typeof EventsErrorCode
  | typeof EventTicketsErrorCode
  | typeof EventOrderPaymentErrorCode
  | typeof EventPolicyErrorCode
  | typeof EventStaffShippingErrorCode
  | typeof PricingPlansErrorCode
  | typeof WebhookErrorCode
  | typeof RedirectErrorCode
>;
