export { currentCart } from './current-cart';
export type { CurrentCartApi } from './current-cart';
export { cartTransform } from './cart-types';
export type { AddToCurrentCartOptions, Cart, CartWire, LineItemQuantityUpdate } from './cart-types';
