import {
  GetCollectionBySlugParams,
  GetCollectionParams,
  GetCollectionResponse,
  QueryCollectionsRequest,
  QueryCollectionsResponse,
  ReferenceQueryCollectionsRequest,
  ReferenceQueryCollectionsResponse,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import { complexGetRoute } from '../../http/complex-get';
import type { App } from '../../kernel/app-type';
import {
  getCollection,
  getCollectionBySlug,
  queryCollections,
  queryCollectionsByReference,
} from './collections/collections';

type Paths = [string, ...string[]];

/**
 * Catalog V1 collections, read side (collections/): the SDK's `collections` module sends
 * `/v2/collections/...` (its reader service's own paths, on every host); the REST reference and
 * the SDK's `products.getCollectionBySlug` use the catalog reader's `/stores-reader/v1/...`.
 * Literal paths (`query`, `slug/…`) are registered as such, so they win over `{id}`.
 */
export function collectionReaderRoutes(app: App, at: (suffix: string) => Paths): void {
  const sdk = (suffix: string): Paths => [`/v2/collections${suffix}`];
  const reader = (suffix: string) => at(`/collections${suffix}`);

  complexGetRoute(app, {
    paths: sdk('/query'),
    request: QueryCollectionsRequest,
    response: QueryCollectionsResponse,
    handler: (request, input) => queryCollections(app.db, request.caller, input),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: reader('/query'),
    schema: {
      body: ReferenceQueryCollectionsRequest,
      response: { 200: ReferenceQueryCollectionsResponse },
    },
    handler: (request) => queryCollectionsByReference(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [...reader('/slug/:slug'), ...sdk('/slug/:slug')],
    schema: { params: GetCollectionBySlugParams, response: { 200: GetCollectionResponse } },
    handler: (request) => getCollectionBySlug(app.db, request.caller, request.params.slug),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [...reader('/:id'), ...sdk('/:id')],
    schema: { params: GetCollectionParams, response: { 200: GetCollectionResponse } },
    handler: (request) => getCollection(app.db, request.caller, request.params.id),
  });
}
