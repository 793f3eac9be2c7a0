import {
  CountInventoryItemsV3Request,
  CountV3Response,
  QueryVariantsV3Request,
  QueryVariantsV3Response,
  SearchInventoryItemsV3Request,
  SearchVariantsV3Request,
  SearchVariantsV3Response,
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
import { ownerScope } from '../../http/require-owner';
import { guardCatalogVersion } from './catalog-version';
import {
  countInventoryItemsV3,
  getInventoryItemV3,
  queryInventoryItemsV3,
  searchInventoryItemsV3,
} from './inventory-v3';
import { inventoryOwnerRoutes, productOwnerRoutes } from './routes-v3-owner';
import { namedRoutes } from './routes-v3-named';
import { namedOwnerRoutes } from './routes-v3-named-owner';
import { derivedRoutes } from './routes-v3-derived';
import { categoryReaderRoutes } from './routes-categories';
import { derivedOwnerRoutes } from './routes-v3-derived-owner';
import { infoSectionOwnerRoutes } from './routes-v3-info-sections-owner';
import { customizationOwnerRoutes } from './routes-v3-customizations-owner';
import { inventoryCreateRoutes } from './routes-v3-inventory-create';
import { inventoryAt, productsAt, variantsAt } from './v3/paths';
import { queryVariantsV3, searchVariantsV3 } from './v3/variants';
import {
  countProductsV3,
  getProductBySlugV3,
  getProductV3,
  queryProductsV3,
  searchProductsV3,
} from './service-v3';

/**
 * Stores Catalog V3 (docs/protocol.md §2.3): the documented path first, then the SDK's
 * default-host one (v3/paths.ts). Served on V3 sites only; V1 sites get 428
 * CATALOG_VERSION_MISMATCH. Literal paths (`query-variants`, `inventory-items/search`) are
 * registered as such, so they win over `{productId}` and `{inventoryItemId}`.
 */
const at = productsAt;

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

  // POST only: the SDK sends these two as POST, and a GET would be `products/{productId}`.
  routeWithAliases(app, {
    method: 'POST',
    paths: variantsAt('/products/query-variants'),
    schema: { body: QueryVariantsV3Request, response: { 200: QueryVariantsV3Response } },
    handler: (request) => queryVariantsV3(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: variantsAt('/products/search-variants'),
    schema: { body: SearchVariantsV3Request, response: { 200: SearchVariantsV3Response } },
    handler: (request) => searchVariantsV3(app.db, request.caller, request.body),
  });

  complexGetRoute(app, {
    paths: inventoryAt('/inventory-items/search'),
    request: SearchInventoryItemsV3Request,
    response: QueryInventoryItemsV3Response,
    handler: (request, input) => searchInventoryItemsV3(app.db, request.caller, input),
  });

  complexGetRoute(app, {
    paths: inventoryAt('/inventory-items/count'),
    request: CountInventoryItemsV3Request,
    response: CountV3Response,
    handler: (request, input) => countInventoryItemsV3(app.db, request.caller, input.filter),
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

  namedRoutes(app);
  derivedRoutes(app);
  categoryReaderRoutes(app);
  await ownerScope(app, (owner) => {
    productOwnerRoutes(owner);
    inventoryOwnerRoutes(owner);
    namedOwnerRoutes(owner);
    derivedOwnerRoutes(owner);
    infoSectionOwnerRoutes(owner);
    customizationOwnerRoutes(owner);
    inventoryCreateRoutes(owner);
  });
}
