import {
  GetProductParams,
  GetProductResponse,
  QueryProductsRequest,
  QueryProductsResponse,
  ReferenceQueryProductsRequest,
  ReferenceQueryProductsResponse,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { complexGetRoute } from '../../http/complex-get';
import { guardApp } from '../../http/require-app';
import { guardCatalogVersion } from './catalog-version';
import { queryProductsByReference } from './reference-query';
import { getProduct, queryProducts } from './service';
import { variantReaderRoutes } from './routes-variants-v1';
import { collectionReaderRoutes } from './routes-collections';
import { inventoryV1Routes } from './routes-inventory-v1';

/**
 * Stores catalog v1, read side (docs/protocol.md §2.3): documented path first, then the aliases.
 */
const READER_PREFIXES = [
  '/stores-reader/v1',
  '/stores-reader/api/v1',
  '/_api/catalog-reader-server/v1',
] as const;
const at = (suffix: string) =>
  READER_PREFIXES.map((prefix) => prefix + suffix) as [string, ...string[]];

export default async function storesRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');
  guardCatalogVersion(app, 'V1_CATALOG');

  complexGetRoute(app, {
    paths: at('/products/query-platformized'),
    request: QueryProductsRequest,
    response: QueryProductsResponse,
    handler: (request, input) => queryProducts(app.db, request.caller, input),
  });

  // The REST reference's query (apps calling REST directly); the SDK sends query-platformized.
  routeWithAliases(app, {
    method: 'POST',
    paths: at('/products/query'),
    schema: {
      body: ReferenceQueryProductsRequest,
      response: { 200: ReferenceQueryProductsResponse },
    },
    handler: (request) => queryProductsByReference(app.db, request.caller, request.body),
  });

  routeWithAliases(app, {
    method: 'GET',
    paths: at('/products/:id'),
    schema: { params: GetProductParams, response: { 200: GetProductResponse } },
    handler: (request) => getProduct(app.db, request.caller, request.params.id),
  });

  variantReaderRoutes(app, at);
  collectionReaderRoutes(app, at);
  await inventoryV1Routes(app);
}
