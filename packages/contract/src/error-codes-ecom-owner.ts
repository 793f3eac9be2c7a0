/**
 * The application error codes the storefront never answers: Checkout V1's codes under the
 * reference's names and the eCommerce owner's calls (orders, discount rules, fulfillments,
 * back-in-stock, checkout templates, subscription contracts), and Catalog V3's choice reorder and
 * update (CatalogChoiceErrorCode). error-codes.ts's list continued under
 * its rules (plain values that import nothing), kept apart only so each file stays short; they need
 * no subpath of their own, the main entry exports them.
 */
/**
 * Checkout V1's codes under the reference's own names, for the methods whose reference page names
 * them (Add To Checkout, Create Order); the calls served earlier keep error-codes.ts's CheckoutErrorCode. A site
 * that takes no payments is Cart V2's `SITE_NOT_ACCEPTING_PAYMENTS`, the same code.
 */
export const CheckoutV1ErrorCode = {
  /** Add To Checkout, and the other line calls, on a completed checkout (428). */
  checkoutIsComplete: 'CHECKOUT_IS_COMPLETE',
  /** Create Order on a checkout that has nothing left to buy (428). */
  emptyCheckout: 'EMPTY_CHECKOUT',
  /** Create Order with a line whose item is out of stock or gone (428). */
  fullOutOfStock: 'FULL_OUT_OF_STOCK',
  /** Create Order on a completed checkout: its order is placed, or it was paid elsewhere (409). */
  checkoutAlreadyPaid: 'CHECKOUT_ALREADY_PAID',
  /** Create Order of goods to ship with no delivery address or method (428). */
  noSelectedCarrierServiceOption: 'NO_SELECTED_CARRIER_SERVICE_OPTION',
} as const;

/** eCommerce: the owner cancelling an order. */
export const EcomOrderErrorCode = {
  alreadyCanceled: 'ORDER_ALREADY_CANCELED',
  /** Import Order with the id of an order the checkout placed (the SDK's ImportOrder error). */
  cannotOverwrite: 'CANNOT_OVERWRITE_NON_IMPORTED_ORDER',
  numberTaken: 'ORDER_NUMBER_ALREADY_EXISTS',
} as const;

/** eCommerce: the owner's discount rules. */
export const DiscountRuleErrorCode = {
  notFound: 'DISCOUNT_RULE_NOT_FOUND',
  nameTaken: 'DISCOUNT_RULE_NAME_ALREADY_EXISTS',
  revisionMismatch: 'REVISION_MISMATCH',
} as const;

/** eCommerce: an order's fulfillments. */
export const FulfillmentErrorCode = {
  notFound: 'FULFILLMENT_NOT_FOUND',
  lineItemNotFound: 'LINE_ITEM_NOT_FOUND',
  quantityExceeded: 'FULFILLMENT_QUANTITY_EXCEEDED',
  orderCanceled: 'ORDER_CANCELED',
} as const;

/** eCommerce: back-in-stock notification requests. */
export const BackInStockErrorCode = {
  notFound: 'BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND',
  alreadyExists: 'BACK_IN_STOCK_NOTIFICATION_REQUEST_ALREADY_EXISTS',
  itemNotFound: 'CATALOG_ITEM_NOT_FOUND',
  bothReferenceAndIds: 'REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS',
  invalidImageUrl: 'INVALID_ITEM_IMAGE_URL',
} as const;

/** eCommerce: checkout templates. */
export const CheckoutTemplateErrorCode = {
  notFound: 'CHECKOUT_TEMPLATE_NOT_FOUND',
  inactive: 'CHECKOUT_TEMPLATE_INACTIVE',
  itemNotFound: 'CATALOG_ITEM_NOT_FOUND',
} as const;

/** eCommerce: subscription contracts. */
export const SubscriptionContractErrorCode = {
  notFound: 'SUBSCRIPTION_CONTRACT_NOT_FOUND',
  revisionMismatch: 'REVISION_MISMATCH',
} as const;

/** Catalog V3: an option's choices reordered or linked to primary choices, the owner's calls. */
export const CatalogChoiceErrorCode = {
  /** A reorder whose ids are not exactly the option's choices (400, `missingIds`, `extraIds`). */
  choiceIdsMismatch: 'CHOICE_IDS_MISMATCH',
  /** A choice update naming a choice the option does not have (404, as the reference says). */
  choiceNotFound: 'CHOICE_NOT_FOUND',
  /** A choice update changing a field other than `primaryChoiceIds` (400). */
  unsupportedChoiceField: 'UNSUPPORTED_CHOICE_FIELD',
  /** `primaryChoiceIds`: the choice itself, a choice the option lacks, or a second level (400). */
  primaryChoiceSelfReference: 'PRIMARY_CHOICE_SELF_REFERENCE',
  primaryChoiceNotFound: 'PRIMARY_CHOICE_NOT_FOUND',
  primaryChoiceHierarchyViolation: 'PRIMARY_CHOICE_HIERARCHY_VIOLATION',
} as const;
