/**
 * Catalog V3's paths: the documented one first, then the official SDK's default-host one
 * (docs/protocol.md §2.3). Each service has its own default host.
 */
type Paths = [string, ...string[]];

/** Products: `/stores/v3/…`, SDK default host `/_api/stores-catalog-orchestrator/v3/…`. */
export const productsAt = (suffix: string): Paths => [
  `/stores/v3${suffix}`,
  `/_api/stores-catalog-orchestrator/v3${suffix}`,
];

/** Inventory items: `/stores/v3/…`, SDK default host `/_api/inventory/v3/…`. */
export const inventoryAt = (suffix: string): Paths => [
  `/stores/v3${suffix}`,
  `/_api/inventory/v3${suffix}`,
];

/** Read-only variants: `/stores/v3/products/…`, SDK default host `/_api/product-variants-reader/v3/…`. */
export const variantsAt = (suffix: string): Paths => [
  `/stores/v3${suffix}`,
  `/_api/product-variants-reader/v3${suffix}`,
];

/**
 * Brands, ribbons, customizations and info sections: `/stores/v3/brands`, SDK default host
 * `/_api/brand/v3/brands` (`/_api/ribbon/…`, `/_api/customization/…`, `/_api/info-section/…`).
 */
export const namedAt = (
  service: 'brand' | 'ribbon' | 'customization' | 'info-section',
  suffix: string,
): Paths => [`/stores/v3${suffix}`, `/_api/${service}/v3${suffix}`];
