export { currentCart } from './current-cart';
export type { CurrentCartApi } from './current-cart';
export { checkout } from './checkout';
export type { CheckoutApi } from './checkout';
export { orders } from './orders';
export type { OrdersApi } from './orders';
export { cartTransform, estimateTransform } from './cart-types';
export type {
  AddToCurrentCartOptions,
  Cart,
  CartWire,
  CreateCheckoutOptions,
  EstimateTotalsOptions,
  EstimateTotalsResponse,
  EstimateTotalsWire,
  LineItemQuantityUpdate,
  UpdateCurrentCartOptions,
} from './cart-types';
export { checkoutTransform } from './checkout-types';
export type { Checkout, CheckoutWire } from './checkout-types';
export { orderTransform } from './order-types';
export type { Order, OrderFulfillmentStatus, OrderPaymentStatus, OrderWire } from './order-types';
