/**
 * Every application error code the platform answers with (`details.applicationError.code`,
 * docs/protocol.md §6.1), by area; the hosted pages' return codes close the list. Written once
 * here, in one file read top to bottom, so a code shared by several areas (REVISION_MISMATCH,
 * ORDER_NOT_FOUND…) reads as one. Like ./constants this file imports nothing: plain values, no
 * zod, re-exported by the main entry. Each table's type is the union of its codes where callers
 * name it as a type.
 */

/** Codes any area may answer with: the caller's credentials, routing, limits and outages. */
export const PlatformErrorCode = {
  invalidClientId: 'INVALID_CLIENT_ID',
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  /** client_credentials: an unknown or revoked app id, or a wrong app secret (401). */
  invalidAppCredentials: 'INVALID_APP_CREDENTIALS',
  /** client_credentials: the instance id is not the app's site (400). */
  invalidInstanceId: 'INVALID_INSTANCE_ID',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  appNotInstalled: 'APP_NOT_INSTALLED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** Sent as `details.systemError.errorCode` (500), like databaseUnavailable (503). */
  internal: 'INTERNAL_ERROR',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /**
   * A value the database cannot store in its column (400). Field checks answer `validationError`
   * instead, which names this code only in its message.
   */
  invalidArgument: 'INVALID_ARGUMENT',
  /** A write that collided with an existing row no domain check caught (409). */
  alreadyExists: 'ALREADY_EXISTS',
  /** The Host header does not name this platform (421, plugins/host-check). */
  misdirectedRequest: 'MISDIRECTED_REQUEST',
  /** The local platform's own tools asked without their token (403, plugins/local-tools). */
  toolsTokenRequired: 'TOOLS_TOKEN_REQUIRED',
  /**
   * A retired API generation past its removal date, under PLATFORM_RETIRED_APIS=refuse (404,
   * plugins/retired-apis); the message and `data` name the successor and its documentation.
   */
  apiRemoved: 'API_REMOVED',
} as const;
export type PlatformErrorCode = (typeof PlatformErrorCode)[keyof typeof PlatformErrorCode];

/** Fastify's and Node's own refusals, before any handler runs, named after their HTTP status. */
export const HttpStatusErrorCode = {
  badRequest: 'BAD_REQUEST',
  notAcceptable: 'NOT_ACCEPTABLE',
  requestTimeout: 'REQUEST_TIMEOUT',
  lengthRequired: 'LENGTH_REQUIRED',
  uriTooLong: 'URI_TOO_LONG',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  requestHeaderFieldsTooLarge: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
} as const;

/** Identity (members, login, OAuth): the SDK's numeric strings (protocol.md §5.4), else ours. */
export const IdentityErrorCode = {
  emailAlreadyExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  missingCaptchaToken: '-19971',
  invalidCaptchaToken: '-19970',
  requestThrottled: '-19959',
  accessDenied: '-19956',
  invalidEmail: 'INVALID_EMAIL',
  recoveryTokenInvalid: '-19972',
  verificationFailed: 'EMAIL_VERIFICATION_FAILED',
  invalidStateToken: 'INVALID_STATE_TOKEN',
  invalidSessionToken: 'INVALID_SESSION_TOKEN',
  invalidGrant: 'INVALID_GRANT',
  invalidRedirectUri: 'INVALID_REDIRECT_URI',
  invalidAuthRequest: 'INVALID_AUTH_REQUEST',
  /** The token endpoint: a grant_type the local platform does not implement (400). */
  unsupportedGrantType: 'UNSUPPORTED_GRANT_TYPE',
  memberOnly: 'MEMBER_ONLY',
  /** The member of a session or token does not exist (any more) on the site (404). */
  memberNotFound: 'MEMBER_NOT_FOUND',
  /** Members v1: another member of the site already has this profile slug (409). */
  slugAlreadyExists: 'SLUG_ALREADY_EXISTS',
  /** Members AuthService login/register: the email must be verified first (428, `data.verificationId`). */
  emailVerificationRequired: 'EMAIL_VERIFICATION_REQUIRED',
  /** Members AuthService login: the member waits for approval, is blocked or owes a second factor (428). */
  memberNotActive: 'MEMBER_NOT_ACTIVE',
} as const;

/** Members as a community: follows, blocks, reports, "About" sections, privacy settings, roles. */
export const MemberCommunityErrorCode = {
  /** Get Member: the current member blocked the member asked for (404). */
  memberToMemberBlocked: 'MEMBER_TO_MEMBER_BLOCKED',
  memberAlreadyBlocked: 'MEMBER_ALREADY_BLOCKED',
  selfBlockingForbidden: 'SELF_BLOCKING_FORBIDDEN',
  adminBlockingForbidden: 'ADMIN_BLOCKING_FORBIDDEN',
  selfUnblockingForbidden: 'SELF_UNBLOCKING_FORBIDDEN',
  blockDoesNotExist: 'BLOCK_DOES_NOT_EXIST',
  /** Ours: the reference names no code for a member following themselves (400). */
  selfFollowingForbidden: 'SELF_FOLLOWING_FORBIDDEN',
  selfReportingForbidden: 'SELF_REPORTING_FORBIDDEN',
  cannotReportBlockedMember: 'CANNOT_REPORT_BLOCKED_MEMBER',
  /** Ours: the "About" section asked for does not exist (404), or the member has one (409). */
  memberAboutNotFound: 'MEMBER_ABOUT_NOT_FOUND',
  memberAboutAlreadyExists: 'MEMBER_ABOUT_ALREADY_EXISTS',
  /** A write whose `revision` is not the record's current one (409). */
  invalidRevision: 'INVALID_REVISION',
  invalidSettings: 'INVALID_SETTINGS',
  roleDoesNotExist: 'ROLE_DOES_NOT_EXIST',
  roleAlreadyExists: 'ROLE_ALREADY_EXISTS',
  memberBlocked: 'MEMBER_BLOCKED',
} as const;

/** Bookings: availability and the hosted checkout. */
export const AvailabilityErrorCode = {
  serviceNotFound: 'SERVICE_NOT_FOUND',
  scheduleNotFound: 'SCHEDULE_NOT_FOUND',
  invalidRange: 'INVALID_DATE_RANGE',
  rangeTooLong: 'DATE_RANGE_TOO_LONG',
  invalidTimeZone: 'INVALID_TIME_ZONE',
  /** Time Slots V2: a List call with neither its filter's required fields nor a cursor (400). */
  missingArguments: 'MISSING_ARGUMENTS',
  /** Time Slots V2: appointments through availability time slots, classes and courses through event time slots (400). */
  unsupportedServiceType: 'UNSUPPORTED_SERVICE_TYPE',
} as const;

/** Bookings: services; validateSlug lists the slug codes too, setCustomSlug refuses with them (400). */
/** Bookings Pricing: Preview Price and Calculate Price. */
export const BookingPricingErrorCode = {
  /** Line items of no service, of several, or of one the site does not have (400). */
  invalidServiceId: 'INVALID_SERVICE_ID',
  /** A line item or booking that says for how many participants nowhere (400). */
  participantsNotFound: 'NUMBER_OF_PARTICIPANTS_NOT_FOUND',
  /** Calculate Price without a booking naming its service (400). */
  invalidBooking: 'INVALID_BOOKING',
} as const;

/** Bookings: Service Options and Variants. */
export const ServiceVariantsErrorCode = {
  notFound: 'SERVICE_OPTIONS_AND_VARIANTS_NOT_FOUND',
  /** A variant's choice names an option the object does not have (400). */
  unknownOptionIds: 'UNKNOWN_OPTION_IDS',
  /** A service has one options-and-variants object; a second is refused (409). */
  alreadyExists: 'SERVICE_OPTIONS_AND_VARIANTS_ALREADY_EXISTS',
  revisionMismatch: 'REVISION_MISMATCH',
} as const;

export const BookingServiceErrorCode = {
  pricingPlanNotFound: 'PRICING_PLAN_NOT_FOUND',
  slugIllegalCharacters: 'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
  slugTaken: 'SLUG_ALREADY_EXISTS',
  /** Categories: at most 100 per site (the reference's Create Category error). */
  categoryLimitReached: 'CATEGORY_LIMIT_REACHED',
  categoryNameTaken: 'CATEGORY_NAME_ALREADY_EXISTS',
  revisionMismatch: 'REVISION_MISMATCH',
} as const;

/** Bookings: a booking and its slot. */
export const BookingErrorCode = {
  bookingNotFound: 'BOOKING_NOT_FOUND',
  slotNotFound: 'SLOT_NOT_FOUND',
  slotNotAvailable: 'SLOT_NOT_AVAILABLE',
  invalidTransition: 'INVALID_BOOKING_STATUS_TRANSITION',
  revisionMismatch: 'BOOKING_REVISION_MISMATCH',
  /** An anonymous action's token names no booking of the site (401). */
  invalidToken: 'INVALID_TOKEN',
  /** Anonymous cancel of a booking that is past, or no longer holds its place (428). */
  cannotBeCancelled: 'BOOKING_CANNOT_BE_CANCELLED',
  /** Anonymous reschedule of a booking that is past, or no longer holds its place (428). */
  reschedulingNotAllowed: 'RESCHEDULING_NOT_ALLOWED',
  /** No multi-service booking with that id on the site, or not the caller's (404). */
  multiServiceNotFound: 'MULTI_SERVICE_BOOKING_NOT_FOUND',
  /** A package whose bookings are not back to back, or of a course or class (400). */
  multiServiceValidation: 'VALIDATION_FAILURE',
  /** Reschedule of a package without every one of its bookings (400). */
  notAllBookingsSent: 'NOT_ALL_BOOKINGS_WERE_SENT',
  /** Reschedule of a package's booking without its revision (400). */
  revisionMissing: 'REVISION_MISSING',
  /** Cancel of a package whose bookings are all canceled already (428). */
  allCanceled: 'ALL_BOOKINGS_ARE_ALREADY_CANCELED',
  /** Adding a booking that is part of another package already (428). */
  alreadyInPackage: 'BOOKING_ALREADY_PART_OF_ANOTHER_MULTI_SERVICE_BOOKING',
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

/** eCommerce: the catalog's products and the caller's cart. */
export const CartErrorCode = {
  /** No cart for the caller's identity (404). */
  cartNotFound: 'OWNED_CART_NOT_FOUND',
  productNotFound: 'PRODUCT_NOT_FOUND',
  variantNotFound: 'VARIANT_NOT_FOUND',
  /** A line past the most items one cart line holds (400). */
  quantityLimitExceeded: 'QUANTITY_LIMIT_EXCEEDED',
  /** Adding to the cart with neither line items nor custom line items (400). */
  emptyRequest: 'EMPTY_REQUEST',
  /** Merchant discounts are the site owner's to set (403). */
  merchantDiscountsNotAllowed: 'MERCHANT_DISCOUNTS_NOT_ALLOWED',
} as const;

/** eCommerce: Cart V2's own codes (its reference's application errors); the rest are CartErrorCode's. */
export const CartV2ErrorCode = {
  /** No cart with that id on the site, or not the caller's (404). */
  cartNotFound: 'CART_NOT_FOUND',
  lineItemNotFoundInCart: 'LINE_ITEM_NOT_FOUND_IN_CART',
  emptyLineItemUpdates: 'EMPTY_LINE_ITEM_UPDATES',
  noLineItemsToAdd: 'NO_LINE_ITEMS_TO_ADD',
  itemNotFoundInCatalog: 'ITEM_NOT_FOUND_IN_CATALOG',
  invalidCouponCode: 'INVALID_COUPON_CODE',
  invalidCouponStatus: 'INVALID_COUPON_STATUS',
  couponAlreadyExists: 'COUPON_ALREADY_EXISTS',
  couponNotFoundInCart: 'COUPON_NOT_FOUND_IN_CART',
  maxCouponsPerCartExceeded: 'MAX_COUPONS_PER_CART_EXCEEDED',
  deliveryMethodNotFound: 'DELIVERY_METHOD_NOT_FOUND',
  /** The site sells no gift cards (no gift card provider installed), so no code is valid. */
  invalidGiftCardCode: 'INVALID_GIFT_CARD_CODE',
  giftCardNotFoundInCart: 'GIFT_CARD_NOT_FOUND_IN_CART',
  /** The cart's order is placed (428): it no longer changes, and is not ordered twice. */
  cartAlreadyOrdered: 'CART_ALREADY_ORDERED',
  /** Place Order on a cart with nothing to buy (428). */
  emptyCart: 'EMPTY_CART',
  /** Place Order on a site that takes no payments (not premium) (428). */
  siteNotAcceptingPayments: 'SITE_NOT_ACCEPTING_PAYMENTS',
  /** Place Order with a line whose item is out of stock or gone (428). */
  lineItemsOutOfStock: 'LINE_ITEMS_OUT_OF_STOCK',
  /** Place Order on a cart of physical goods with no delivery address (428). */
  missingDeliveryAddress: 'MISSING_DELIVERY_ADDRESS',
  /** A form submission for a cart whose line items have no form (400). */
  formNotFound: 'FORM_NOT_FOUND',
} as const;

/** Stores catalog versions (docs/protocol.md §2.3). */
export const CatalogErrorCode = {
  /**
   * A Catalog V1 call on a V3 site or a V3 call on a V1 site (428): the platform's docs say to ask
   * getCatalogVersion first and use the matching API; they name no error, so the message does.
   */
  catalogVersionMismatch: 'CATALOG_VERSION_MISMATCH',
  /** Catalog V3: no inventory item (a variant's stock) of that id on the site (404). */
  inventoryItemNotFound: 'INVENTORY_ITEM_NOT_FOUND',
  /** Catalog V3 writes: the product or inventory item changed since the revision sent (409). */
  revisionMismatch: 'REVISION_MISMATCH',
  /** Catalog V3 writes: another product of the site has this slug (409). */
  slugAlreadyExists: 'SLUG_ALREADY_EXISTS',
  /** A bulk decrement with restrictInventory past the item's quantity (428, as the docs say). */
  insufficientInventory: 'INSUFFICIENT_INVENTORY',
  /**
   * Incrementing or decrementing an item that does not track quantity (428): the docs require
   * trackQuantity and name their three 428 errors without codes; this one says what to do.
   */
  quantityNotTracked: 'QUANTITY_NOT_TRACKED',
  /** No product of the site carries a brand or ribbon of that id (404). */
  brandNotFound: 'BRAND_NOT_FOUND',
  ribbonNotFound: 'RIBBON_NOT_FOUND',
  /** createBrand / createRibbon, or a rename, to a name the site already has (400). */
  brandAlreadyExists: 'BRAND_ALREADY_EXISTS',
  ribbonAlreadyExists: 'RIBBON_ALREADY_EXISTS',
  /** No option or modifier of that id among the site's products (404). */
  customizationNotFound: 'CUSTOMIZATION_NOT_FOUND',
  /** No info section of that id among the site's products (404). */
  infoSectionNotFound: 'INFO_SECTION_NOT_FOUND',
  /** Catalog V1: no collection of that id or slug on the site (404). */
  collectionNotFound: 'COLLECTION_NOT_FOUND',
  /** Categories API: no category of that id in the store's tree (404). */
  categoryNotFound: 'CATEGORY_NOT_FOUND',
  /**
   * Deleting an option products carry (400): the reference says options can't be deleted while
   * assigned to a product, as an Invalid Argument error it does not name.
   */
  customizationInUse: 'CUSTOMIZATION_IN_USE',
  /** A customization or info section renamed to a name the site already has (400). */
  customizationAlreadyExists: 'CUSTOMIZATION_ALREADY_EXISTS',
  infoSectionAlreadyExists: 'INFO_SECTION_ALREADY_EXISTS',
  /** An option without choices, or a modifier with them (this catalog's are free text) (400). */
  invalidCustomization: 'INVALID_CUSTOMIZATION',
  /** A choice added to an option that already has one of that name (400). */
  choiceAlreadyExists: 'CHOICE_ALREADY_EXISTS',
  /** Removing or overriding a choice products carry (428): take it off them first. */
  choiceInUse: 'CHOICE_IN_USE',
  /** An inventory item at a location the store does not keep stock at (428). */
  locationNotFound: 'LOCATION_NOT_FOUND',
} as const;

/** The site's coupons, as the store's cart and checkout and the events' ticket checkout check them. */
export const CouponErrorCode = {
  /** The store's name for an unknown coupon (404). */
  notFound: 'COUPON_NOT_FOUND',
  /** Event tickets' name for an unknown coupon (400, docs/interfaces.md); the store says notFound. */
  doesNotExist: 'COUPON_DOES_NOT_EXIST',
  notActive: 'COUPON_NOT_ACTIVE',
  expired: 'COUPON_EXPIRED',
  usageExceeded: 'COUPON_USAGE_EXCEEDED',
  minimumSubtotalNotMet: 'COUPON_MINIMUM_SUBTOTAL_NOT_MET',
  /** The coupon does not (or no longer) apply to what is bought (400). */
  notApplicable: 'COUPON_NOT_APPLICABLE',
} as const;
export type CouponErrorCode = (typeof CouponErrorCode)[keyof typeof CouponErrorCode];

/** eCommerce: checkouts and the orders they place. */
export const CheckoutErrorCode = {
  checkoutNotFound: 'CHECKOUT_NOT_FOUND',
  orderNotFound: 'ORDER_NOT_FOUND',
  cartIsEmpty: 'CART_IS_EMPTY',
  outOfStock: 'ITEM_OUT_OF_STOCK',
  checkoutCompleted: 'CHECKOUT_ALREADY_COMPLETED',
} as const;

// Checkout V1's reference-named codes and the eCommerce owner's tables continue in
// ./error-codes-ecom-owner.

/** Events: events v3 and RSVP (docs/interfaces.md). */
export const EventsErrorCode = {
  eventNotFound: 'EVENT_NOT_FOUND',
  categoryNotFound: 'CATEGORY_NOT_FOUND',
  categoryNameTaken: 'CATEGORY_NAME_TAKEN',
  scheduleItemNotFound: 'SCHEDULE_ITEM_NOT_FOUND',
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
  revisionMismatch: 'REVISION_MISMATCH',
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

/** Pricing plans: plans and plan orders. */
export const PricingPlansErrorCode = {
  planNotFound: 'PLAN_NOT_FOUND',
  planArchived: 'PLAN_ARCHIVED',
  planAlreadyArchived: 'PLAN_ALREADY_ARCHIVED',
  slugTaken: 'PLAN_SLUG_ALREADY_EXISTS',
  purchaseLimitReached: 'PURCHASE_LIMIT_REACHED',
  orderNotFound: 'ORDER_NOT_FOUND',
  cancelNotAllowed: 'CANCELLATION_NOT_ALLOWED',
  orderNotCancelable: 'ORDER_NOT_CANCELABLE',
  orderNotActive: 'ORDER_NOT_ACTIVE',
  orderNotPaused: 'ORDER_NOT_PAUSED',
  endDateNotLater: 'END_DATE_NOT_LATER',
  orderHasNoEndDate: 'ORDER_HAS_NO_END_DATE',
  orderNotOffline: 'ORDER_NOT_OFFLINE',
  orderAlreadyPaid: 'ORDER_ALREADY_PAID',
  orderAlreadyStarted: 'ORDER_ALREADY_STARTED',
  memberNotFound: 'MEMBER_NOT_FOUND',
  revisionMismatch: 'REVISION_MISMATCH',
  /** Plans V3's delete: a plan with orders stays (its orders name it); it can stop selling. */
  planHasOrders: 'PLAN_HAS_ORDERS',
  /** Plan benefits (Benefit Programs): a plan's program definition, a benefit's item set. */
  programDefinitionNotFound: 'PROGRAM_DEFINITION_NOT_FOUND',
  itemSetNotFound: 'ITEM_SET_NOT_FOUND',
  itemProviderMismatch: 'ITEM_PROVIDER_APP_MISMATCH',
} as const;

/** The owner's webhook subscriptions and deliveries. */
export const WebhookErrorCode = {
  subscriptionNotFound: 'WEBHOOK_SUBSCRIPTION_NOT_FOUND',
  deliveryNotFound: 'WEBHOOK_DELIVERY_NOT_FOUND',
} as const;

/** Redirect sessions (the hosted pages' entry). */
export const RedirectErrorCode = {
  intentRequired: 'INTENT_REQUIRED',
  intentNotImplemented: 'INTENT_NOT_IMPLEMENTED',
  premiumRequired: 'PREMIUM_REQUIRED',
} as const;

/**
 * Not an application error: the `error` a hosted CHECKOUT returns to the site with (redirects.ts,
 * "How a hosted page hands the visitor back"; AUTHORIZE uses the OAuth codes).
 */
export const CallbackErrorCode = {
  paymentDeclined: 'PAYMENT_DECLINED',
  slotUnavailable: 'SLOT_UNAVAILABLE',
  reservationExpired: 'RESERVATION_EXPIRED',
  reservationCanceled: 'RESERVATION_CANCELED',
  orderNotPlaced: 'ORDER_NOT_PLACED',
  planNotBought: 'PLAN_NOT_BOUGHT',
} as const;
