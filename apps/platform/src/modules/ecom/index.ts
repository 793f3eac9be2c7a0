/** What other modules (checkout, orders) use of the cart. */
export {
  priceCart,
  priceCartRow,
  type PriceCartOptions,
  type PricedCart,
} from './pricing/price-cart';
export { cartOwner, buyerInfo, type CartOwner } from './owner';
export { findCart, deleteCart, type CartRow, type LineRow } from './cart-store';
export { cartNotFound, loadPricedLines } from './cart-lines';
export { multiCurrencyPrice } from './price-wire';
export type { PricedLine } from './to-wire';
export { CART_ROWS_FORMAT, renderCartSnapshot } from './cart-snapshot';
export type { CartRowsSnapshot } from './cart-snapshot';
export { ownerIdentity } from './owner';
export type { DiscountRuleRow } from './pricing/rules-store';
export { ruleStatus } from './pricing/status';
export { normalizeSubdivision } from './pricing/tax';
export { default as ecomRoutes } from './routes';
export { addResolved, renderCart, resolveLines } from './service';
export { cartToWire, linePriceMinor } from './to-wire';
