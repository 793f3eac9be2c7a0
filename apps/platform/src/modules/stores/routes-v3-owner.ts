import {
  BulkCategoriesByFilterV3Request,
  BulkCreateProductsV3Request,
  BulkDecrementByVariantV3Request,
  BulkDecrementInventoryItemsV3Request,
  BulkDeleteInventoryItemsV3Request,
  BulkIncrementByVariantV3Request,
  BulkDeleteProductsByFilterV3Request,
  BulkDeleteProductsV3Request,
  BulkDeleteProductsV3Response,
  BulkIncrementInventoryItemsV3Request,
  BulkInventoryItemsV3Response,
  BulkJobV3Response,
  BulkProductsV3Response,
  BulkUpdateInventoryItemsV3Request,
  BulkUpdateProductsByFilterV3Request,
  BulkUpdateProductsV3Request,
  CreateProductV3Request,
  DeleteProductV3Params,
  GetInventoryItemV3Params,
  InventoryItemV3Response,
  ProductV3Response,
  UpdateInventoryItemV3Request,
  UpdateProductV3Params,
  UpdateProductV3Request,
} from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import { inventoryAt, productsAt } from './v3/paths';
import {
  bulkDecrementByVariantV3,
  bulkDecrementInventoryItemsV3,
  bulkDeleteInventoryItemsV3,
  bulkIncrementByVariantV3,
  bulkIncrementInventoryItemsV3,
  bulkUpdateInventoryItemsV3,
} from './v3/inventory-bulk';
import { deleteInventoryItemV3, updateInventoryItemV3 } from './v3/inventory-writes';
import {
  bulkCategoriesByFilterV3,
  bulkCreateProductsV3,
  bulkDeleteProductsByFilterV3,
  bulkDeleteProductsV3,
  bulkUpdateProductsByFilterV3,
  bulkUpdateProductsV3,
} from './v3/product-bulk';
import { createProductV3, deleteProductV3, updateProductV3 } from './v3/product-writes';

/**
 * Catalog V3, the owner's writes (docs/protocol.md §2.3): products and their stock, written into
 * the one catalog. Registered in an owner scope (403 before 400) inside the V3 routes' guards.
 */
const Empty = z.object({});
const answeredEmpty = async (done: Promise<unknown>) => (await done, {});

/** A POST of `body` answering `response`, on every path of `paths`. */
export const postRoute =
  (app: App) =>
  <B extends z.ZodObject, R extends z.ZodType>(
    paths: [string, ...string[]],
    body: B,
    response: R,
    handler: (body: z.output<B>, request: FastifyRequest) => Promise<z.output<R>>,
  ) =>
    routeWithAliases(app, {
      method: 'POST',
      paths,
      schema: { body, response: { 200: response } },
      // Typed loosely on purpose, as complexGetRoute: the handler's own signature carries the types.
      handler: (request) => handler(request.body as z.output<B>, request) as never,
    });

export function productOwnerRoutes(app: App): void {
  const post = postRoute(app);
  // `*-with-inventory` is the same write: its variants may carry their stock.

  post(
    [...productsAt('/products'), ...productsAt('/products-with-inventory')] as [
      string,
      ...string[],
    ],
    CreateProductV3Request,
    ProductV3Response,
    (body, request) => createProductV3(app.db, request.caller, body.product),
  );
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [
      ...productsAt('/products/:productId'),
      ...productsAt('/products-with-inventory/:productId'),
    ] as [string, ...string[]],
    schema: {
      params: UpdateProductV3Params,
      body: UpdateProductV3Request,
      response: { 200: ProductV3Response },
    },
    handler: (request) =>
      updateProductV3(app.db, request.caller, request.params.productId, request.body.product),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: productsAt('/products/:productId'),
    schema: { params: DeleteProductV3Params, response: { 200: Empty } },
    handler: (request) =>
      answeredEmpty(deleteProductV3(app.db, request.caller, request.params.productId)),
  });
  post(
    [
      ...productsAt('/bulk/products/create'),
      ...productsAt('/bulk/products-with-inventory/create'),
    ] as [string, ...string[]],
    BulkCreateProductsV3Request,
    BulkProductsV3Response,
    (body, request) => bulkCreateProductsV3(app.db, request.caller, body),
  );
  post(
    [
      ...productsAt('/bulk/products/update'),
      ...productsAt('/bulk/products-with-inventory/update'),
    ] as [string, ...string[]],
    BulkUpdateProductsV3Request,
    BulkProductsV3Response,
    (body, request) => bulkUpdateProductsV3(app.db, request.caller, body),
  );
  post(
    productsAt('/bulk/products/delete'),
    BulkDeleteProductsV3Request,
    BulkDeleteProductsV3Response,
    (body, request) => bulkDeleteProductsV3(app.db, request.caller, body.productIds),
  );
  post(
    productsAt('/bulk/products/update-by-filter'),
    BulkUpdateProductsByFilterV3Request,
    BulkJobV3Response,
    (body, request) => bulkUpdateProductsByFilterV3(app.db, request.caller, body),
  );
  post(
    productsAt('/bulk/products/delete-by-filter'),
    BulkDeleteProductsByFilterV3Request,
    BulkJobV3Response,
    (body, request) => bulkDeleteProductsByFilterV3(app.db, request.caller, body),
  );
  for (const change of ['add', 'remove'] as const)
    post(
      productsAt(
        `/bulk/products/${change === 'add' ? 'add-to' : 'remove-from'}-categories-by-filter`,
      ),
      BulkCategoriesByFilterV3Request,
      BulkJobV3Response,
      (body, request) => bulkCategoriesByFilterV3(app.db, request.caller, body, change),
    );
}

export function inventoryOwnerRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'PATCH',
    paths: inventoryAt('/inventory-items/:inventoryItemId'),
    schema: {
      params: GetInventoryItemV3Params,
      body: UpdateInventoryItemV3Request,
      response: { 200: InventoryItemV3Response },
    },
    handler: (request) =>
      updateInventoryItemV3(app.db, request.caller, {
        ...request.body.inventoryItem,
        id: request.params.inventoryItemId,
      }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: inventoryAt('/inventory-items/:inventoryItemId'),
    schema: { params: GetInventoryItemV3Params, response: { 200: Empty } },
    handler: (request) =>
      answeredEmpty(deleteInventoryItemV3(app.db, request.caller, request.params.inventoryItemId)),
  });
  const post = postRoute(app);
  const at = (suffix: string) => inventoryAt(`/bulk/inventory-items/${suffix}`);
  post(at('update'), BulkUpdateInventoryItemsV3Request, BulkInventoryItemsV3Response, (body, r) =>
    bulkUpdateInventoryItemsV3(app.db, r.caller, body),
  );
  post(
    at('decrement'),
    BulkDecrementInventoryItemsV3Request,
    BulkInventoryItemsV3Response,
    (body, r) => bulkDecrementInventoryItemsV3(app.db, r.caller, body),
  );
  post(
    at('increment'),
    BulkIncrementInventoryItemsV3Request,
    BulkInventoryItemsV3Response,
    (body, r) => bulkIncrementInventoryItemsV3(app.db, r.caller, body),
  );
  post(at('delete'), BulkDeleteInventoryItemsV3Request, BulkInventoryItemsV3Response, (body, r) =>
    bulkDeleteInventoryItemsV3(app.db, r.caller, body.inventoryItemIds),
  );
  post(
    at('decrement-by-variant-and-location'),
    BulkDecrementByVariantV3Request,
    BulkInventoryItemsV3Response,
    (body, r) => bulkDecrementByVariantV3(app.db, r.caller, body),
  );
  post(
    at('increment-by-variant-and-location'),
    BulkIncrementByVariantV3Request,
    BulkInventoryItemsV3Response,
    (body, r) => bulkIncrementByVariantV3(app.db, r.caller, body),
  );
}
