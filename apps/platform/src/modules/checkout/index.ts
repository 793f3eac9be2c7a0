/** What the rest of the platform may use of this module (modules/README.md). */
export { priceCartRowForCheckout } from './pricing';
export type { CheckoutLine, CheckoutPricing, ShippingChoice } from './pricing';
export { default as checkoutRoutes } from './routes';
export {
  assertOpenCheckoutOf,
  assertReadable,
  checkoutFromCart,
  checkoutNotFound,
  priceCheckout,
  pricingInputOf,
} from './service';
export { saveCheckoutChanges } from './save';
export { findCheckout, insertCheckout, markCompleted } from './store';
export type { CheckoutChanges, CheckoutRow } from './store';
export { checkoutToWire, emptyView, pricedView } from './to-wire';
export { openCheckoutOf } from './update';
