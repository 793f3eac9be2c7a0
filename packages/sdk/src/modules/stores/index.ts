export { products } from './products';
export type { ProductsApi } from './products';
export { productTransform } from './product-types';
export type { Product, ProductField, ProductWire } from './product-types';
