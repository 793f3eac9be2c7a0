/** The union of every table's codes, kept apart so error-codes.ts stays plain values that import nothing. */
import type {
  AvailabilityErrorCode,
  BookingErrorCode,
  BookingPricingErrorCode,
  ServiceVariantsErrorCode,
  BookingPolicyErrorCode,
  BookingServiceErrorCode,
  CartErrorCode,
  CartV2ErrorCode,
  CatalogErrorCode,
  CheckoutErrorCode,
  CouponErrorCode,
  EventOrderPaymentErrorCode,
  EventPolicyErrorCode,
  EventStaffShippingErrorCode,
  EventTicketsErrorCode,
  EventsErrorCode,
  HttpStatusErrorCode,
  IdentityErrorCode,
  MemberCommunityErrorCode,
  PlatformErrorCode,
  PricingPlansErrorCode,
  RedirectErrorCode,
  StaffMemberErrorCode,
  WebhookErrorCode,
} from './error-codes';
import type {
  BackInStockErrorCode,
  CatalogChoiceErrorCode,
  CheckoutTemplateErrorCode,
  CheckoutV1ErrorCode,
  DiscountRuleErrorCode,
  EcomOrderErrorCode,
  FulfillmentErrorCode,
  SubscriptionContractErrorCode,
} from './error-codes-ecom-owner';

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
  | typeof MemberCommunityErrorCode
  | typeof AvailabilityErrorCode
  | typeof BookingServiceErrorCode
  | typeof BookingErrorCode
  | typeof BookingPricingErrorCode
  | typeof ServiceVariantsErrorCode
  | typeof BookingPolicyErrorCode
  | typeof StaffMemberErrorCode
  | typeof CartErrorCode
  | typeof CartV2ErrorCode
  | typeof CatalogErrorCode
  | typeof CatalogChoiceErrorCode
  | typeof CouponErrorCode
  | typeof CheckoutErrorCode
  | typeof CheckoutV1ErrorCode
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
