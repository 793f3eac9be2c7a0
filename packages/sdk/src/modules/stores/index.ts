export { products } from './products';
export type { ProductsApi } from './products';
export { productTransform } from './product-types';
export type { Product, ProductField, ProductWire } from './product-types';
export { catalogVersioning } from './catalog-versioning';
export type { CatalogVersion, CatalogVersioningApi } from './catalog-versioning';
export { productsV3 } from './products-v3';
export type { ProductsV3Api } from './products-v3';
export { productV3Transform } from './product-v3-types';
export type {
  ProductV3,
  ProductV3Field,
  ProductV3ReadOptions,
  ProductV3Search,
  ProductV3Wire,
  SearchProductsV3Result,
  VariantV3,
} from './product-v3-types';
export { collections } from './collections';
export type { Collection, CollectionField, CollectionsApi } from './collections';
export { categories, storeCategoryTransform } from './categories';
export type { CategoriesApi, StoreCategory, StoreCategoryField } from './categories';
export { inventory, inventoryItemTransform } from './inventory';
export type { InventoryApi, InventoryItem, InventoryItemWire, InventoryQuery } from './inventory';
