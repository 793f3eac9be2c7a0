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
