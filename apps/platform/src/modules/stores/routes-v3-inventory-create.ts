import {
  BulkAdjustInventoryItemsByFilterV3Request,
  BulkCreateInventoryItemsByVariantFilterV3Request,
  BulkCreateInventoryItemsV3Request,
  BulkDeleteInventoryItemsByFilterV3Request,
  BulkInventoryItemsV3Response,
  BulkJobV3Response,
  BulkSetOrAdjustInventoryItemsByFilterV3Request,
  BulkUpdateInventoryItemsByFilterV3Request,
  BulkUpsertInventoryItemsV3Request,
  CreateInventoryItemV3Request,
  InventoryItemV3Response,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { postRoute } from './routes-v3-owner';
import {
  bulkAdjustInventoryItemsByFilterV3,
  bulkCreateInventoryItemsByVariantFilterV3,
  bulkCreateInventoryItemsV3,
  bulkDeleteInventoryItemsByFilterV3,
  bulkSetOrAdjustInventoryItemsByFilterV3,
  bulkUpdateInventoryItemsByFilterV3,
  bulkUpsertInventoryItemsV3,
  createInventoryItemV3,
} from './v3/inventory-by-filter';
import { inventoryAt } from './v3/paths';

/**
 * Catalog V3 inventory items, the owner's create, upsert and by-filter forms
 * (v3/inventory-by-filter.ts), in the V3 routes' owner scope.
 */
export function inventoryCreateRoutes(app: App): void {
  const post = postRoute(app);
  post(
    inventoryAt('/inventory-items'),
    CreateInventoryItemV3Request,
    InventoryItemV3Response,
    (body, r) => createInventoryItemV3(app.db, r.caller, body.inventoryItem),
  );
  const at = (suffix: string) => inventoryAt(`/bulk/inventory-items/${suffix}`);
  post(at('create'), BulkCreateInventoryItemsV3Request, BulkInventoryItemsV3Response, (b, r) =>
    bulkCreateInventoryItemsV3(app.db, r.caller, b),
  );
  post(at('upsert'), BulkUpsertInventoryItemsV3Request, BulkInventoryItemsV3Response, (b, r) =>
    bulkUpsertInventoryItemsV3(app.db, r.caller, b),
  );
  post(
    at('create-by-variant-filter'),
    BulkCreateInventoryItemsByVariantFilterV3Request,
    BulkJobV3Response,
    (b, r) => bulkCreateInventoryItemsByVariantFilterV3(app.db, r.caller, b),
  );
  post(
    at('update-by-filter'),
    BulkUpdateInventoryItemsByFilterV3Request,
    BulkJobV3Response,
    (b, r) => bulkUpdateInventoryItemsByFilterV3(app.db, r.caller, b),
  );
  post(
    at('delete-by-filter'),
    BulkDeleteInventoryItemsByFilterV3Request,
    BulkJobV3Response,
    (b, r) => bulkDeleteInventoryItemsByFilterV3(app.db, r.caller, b),
  );
  post(
    at('adjust-by-filter'),
    BulkAdjustInventoryItemsByFilterV3Request,
    BulkJobV3Response,
    (b, r) => bulkAdjustInventoryItemsByFilterV3(app.db, r.caller, b),
  );
  post(
    at('set-or-adjust-by-filter'),
    BulkSetOrAdjustInventoryItemsByFilterV3Request,
    BulkJobV3Response,
    (b, r) => bulkSetOrAdjustInventoryItemsByFilterV3(app.db, r.caller, b),
  );
}
