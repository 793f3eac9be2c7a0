import type { V3InventoryItem } from '@headless/contract';
import type { ProductRow, VariantRow } from '../catalog';
import { variantInStock } from '../stock';

/** The one location this platform keeps stock at (the real platform's default location). */
export const DEFAULT_LOCATION_ID = '00000000-0000-0000-0000-000000000000';

/** A variant's stock as a V3 inventory item: the same rows and rule as V1's `stock` (stock.ts). */
export function inventoryItemToV3(product: ProductRow, variant: VariantRow): V3InventoryItem {
  const inStock = variantInStock(product, variant);
  const tracked = product.trackInventory;
  return {
    id: variant.id,
    revision: String(product.updatedAt.getTime()),
    createdDate: product.createdAt.toISOString(),
    updatedDate: product.updatedAt.toISOString(),
    variantId: variant.id,
    locationId: DEFAULT_LOCATION_ID,
    productId: product.id,
    trackQuantity: tracked,
    ...(tracked ? { quantity: variant.quantity ?? 0 } : {}),
    inStock,
    availabilityStatus: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
    preorderInfo: { enabled: false },
    product: {
      name: product.name,
      directCategoryIds: product.collectionIds,
      variantName: Object.values(variant.choices).join(' | '),
      ...(variant.sku ? { variantSku: variant.sku } : {}),
      variantVisible: variant.visible,
    },
  };
}
