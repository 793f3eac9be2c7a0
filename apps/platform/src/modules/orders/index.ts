/** What the rest of the platform may use of this module (modules/README.md). */
export { lockOrder } from './cancel';
export { useCoupon } from './coupon';
export { placeOrder } from './place-order';
export { default as ordersRoutes } from './routes';
export { orderToWire } from './to-wire';
export type { OrderRow } from './to-wire';
