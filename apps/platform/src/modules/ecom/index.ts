/** What other modules (checkout, orders) use of the cart. */
export {
  priceCart,
  priceCartRow,
  type PriceCartOptions,
  type PricedCart,
} from './pricing/price-cart';
export { cartOwner, buyerInfo, type CartOwner } from './owner';
export { findCart, deleteCart, type CartRow, type LineRow } from './cart/cart-store';
export { cartNotFound, loadPricedLines } from './cart/cart-lines';
export { multiCurrencyPrice } from './wire/price-wire';
export type { PricedLine } from './wire/to-wire';
export { CART_ROWS_FORMAT, CART_V2_ROWS_FORMAT, renderCartSnapshot } from './wire/cart-snapshot';
export type { CartRowsSnapshot } from './wire/cart-snapshot';
export { ownerIdentity } from './owner';
export type { DiscountRuleRow } from './pricing/rules-store';
export { couponProblem, couponRefusal, findCoupon, type CouponRefusal } from './pricing/coupons';
export { ruleStatus } from './pricing/status';
export { normalizeSubdivision } from './pricing/tax';
export { default as ecomRoutes } from './routes';
export { addResolved, recordChange, renderCart, resolveLines } from './service';
export { lineNotFound, removeCartLines, setCartQuantities } from './cart/line-ops';
export { cartToWire, linePriceMinor } from './wire/to-wire';
export { default as cartV2Routes } from './routes-cart-v2';
export { assertNotOrdered, cartFor, type CartKey } from './cart-v2/access';
export { markCartAsCompletedV2, markCartOrdered } from './cart-v2/completion';
export { renderCartV2, renderCartV2Snapshot, recordCartV2 } from './cart-v2/render';
export { isCurrentCart } from './owner';
export { toStoredCustomLines } from './cart/custom-lines';
export { default as cartByIdRoutes } from './routes-cart-by-id';
export { addItemsToCart } from './cart/by-id';
