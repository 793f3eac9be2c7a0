/** What the rest of the platform may use of this module (modules/README.md). */
export { catalogProductColumns, findProduct, findProducts, toCatalogProduct } from './catalog';
export { assertStoresCatalog } from './catalog-reference';
export { catalogVersionOfSite } from './catalog-version';
export type { CatalogProduct, ProductRow, VariantRow } from './catalog';
export { default as storesRoutes } from './routes';
export { default as catalogVersioningRoutes } from './versioning-routes';
export { default as storesV3Routes } from './routes-v3';
export { variantInStock } from './stock';
export { variantPriceMinor } from './wire/v1';
