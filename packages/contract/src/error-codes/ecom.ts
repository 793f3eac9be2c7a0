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

/** The site's coupons, as the store's cart and checkout and the events' ticket checkout check them. */
export const CouponErrorCode = {
  /** The store's name for an unknown coupon (404). */
  notFound: 'COUPON_NOT_FOUND',
  /** Event tickets' name for an unknown coupon (400, docs/interfaces.md). */
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

/** eCommerce: the owner cancelling an order. */
export const EcomOrderErrorCode = { alreadyCanceled: 'ORDER_ALREADY_CANCELED' } as const;

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
