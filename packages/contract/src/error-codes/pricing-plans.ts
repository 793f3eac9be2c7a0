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
} as const;
