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
export { multiCurrencyPrice, type PricedLine } from './to-wire';
