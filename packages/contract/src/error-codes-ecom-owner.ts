/**
 * The application error codes of the eCommerce owner's calls (orders, discount rules, fulfillments,
 * back-in-stock, checkout templates, subscription contracts): error-codes.ts's list continued under
 * its rules (plain values that import nothing), kept apart only so each file stays short. The
 * storefront never answers these, so they need no subpath of their own; the main entry exports them.
 */
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
