/** The way to the order: Cart V2's checkout URL, Place Order and Mark As Completed, and Checkout V1's checkout URL and Create Order, on the local hosted checkout and the one order path. */
export { default as cartV2CheckoutRoutes } from './routes';
