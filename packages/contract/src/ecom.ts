/** eCommerce current cart (docs/protocol.md §2.4, §3.4), split by topic: items, the cart, totals. */
export * from './ecom-line-items';
export * from './ecom-cart';
export * from './ecom-totals';
export * from './ecom-cart-v2';
export * from './ecom-totals-calculator';
