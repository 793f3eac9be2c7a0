/** Cart V2's checkout URL: a checkout of the cart, opened on the local hosted checkout. */
export { default as cartV2CheckoutRoutes } from './routes';
