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
export { currentCartV2 } from './current-cart-v2';
export type { CurrentCartV2Api } from './current-cart-v2';
export { cartV2 } from './cart-v2';
export type { CartV2Api } from './cart-v2';
export { cartV2Transform } from './cart-v2-types';
export type {
  CalculateCartV2Options,
  CartV2,
  CartV2Input,
  CartV2Summary,
  CartV2WithSummary,
  CartV2Wire,
  CatalogItemInput,
  CouponInput,
  CreateCartV2Options,
  CustomItemInput,
  DeliveryMethodInput,
  EstimateCartV2Options,
  GetCheckoutUrlOptions,
  GiftCardInput,
  LineItemsInput,
  LineItemV2Update,
  UpdateLineItemsV2Options,
} from './cart-v2-types';
