import {
  CountProductsV3Request,
  GetInventoryItemV3Params,
  GetInventoryItemV3Response,
  QueryInventoryItemsV3Request,
  QueryInventoryItemsV3Response,
  CountProductsV3Response,
  GetProductBySlugV3Params,
  GetProductV3Params,
  GetProductV3Query,
  GetProductV3Response,
  QueryProductsV3Request,
  QueryProductsV3Response,
  SearchProductsV3Request,
  SearchProductsV3Response,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { complexGetRoute } from '../../http/complex-get';
import { guardApp } from '../../http/require-app';
import { guardCatalogVersion } from './catalog-version';
import { getInventoryItemV3, queryInventoryItemsV3 } from './inventory-v3';
import {
  countProductsV3,
  getProductBySlugV3,
  getProductV3,
  queryProductsV3,
  searchProductsV3,
} from './service-v3';

/**
 * Stores Catalog V3 products, read side (docs/protocol.md §2.3): the documented path first, then
 * the SDK's default-host one. Served on V3 sites only; V1 sites get 428 CATALOG_VERSION_MISMATCH.
 */
const PREFIXES = ['/stores/v3', '/_api/stores-catalog-orchestrator/v3'] as const;
const at = (suffix: string) => PREFIXES.map((prefix) => prefix + suffix) as [string, ...string[]];
/** Inventory items: `/stores/v3/inventory-items…`, SDK default host `/_api/inventory/v3/…`. */
const inventoryAt = (suffix: string) =>
  [`/stores/v3${suffix}`, `/_api/inventory/v3${suffix}`] as [string, ...string[]];

export default async function storesV3Routes(app: App): Promise<void> {
  guardApp(app, 'stores');
  guardCatalogVersion(app, 'V3_CATALOG');

  complexGetRoute(app, {
    paths: at('/products/query'),
    request: QueryProductsV3Request,
    response: QueryProductsV3Response,
    handler: (request, input) => queryProductsV3(app.db, request.caller, input),
  });

  complexGetRoute(app, {
    paths: at('/products/search'),
    request: SearchProductsV3Request,
    response: SearchProductsV3Response,
    handler: (request, input) => searchProductsV3(app.db, request.caller, input),
  });

  complexGetRoute(app, {
    paths: at('/products/count'),
    request: CountProductsV3Request,
    response: CountProductsV3Response,
    handler: (request, input) => countProductsV3(app.db, request.caller, input.filter),
  });

  routeWithAliases(app, {
    method: 'GET',
    paths: at('/products/slug/:slug'),
    schema: {
      params: GetProductBySlugV3Params,
      querystring: GetProductV3Query,
      response: { 200: GetProductV3Response },
    },
    handler: (request) => getProductBySlugV3(app.db, request.caller, request.params.slug),
  });

  routeWithAliases(app, {
    method: 'GET',
    paths: at('/products/:productId'),
    schema: {
      params: GetProductV3Params,
      querystring: GetProductV3Query,
      response: { 200: GetProductV3Response },
    },
    handler: (request) => getProductV3(app.db, request.caller, request.params.productId),
  });

  complexGetRoute(app, {
    paths: inventoryAt('/inventory-items/query'),
    request: QueryInventoryItemsV3Request,
    response: QueryInventoryItemsV3Response,
    handler: (request, input) => queryInventoryItemsV3(app.db, request.caller, input),
  });

  routeWithAliases(app, {
    method: 'GET',
    paths: inventoryAt('/inventory-items/:inventoryItemId'),
    schema: { params: GetInventoryItemV3Params, response: { 200: GetInventoryItemV3Response } },
    handler: (request) =>
      getInventoryItemV3(app.db, request.caller, request.params.inventoryItemId),
  });
}
