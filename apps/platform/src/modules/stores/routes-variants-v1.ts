import {
  GetStoreVariantParams,
  GetStoreVariantResponse,
  ProductIdParams,
  ProductOptionsAvailabilityRequest,
  ProductOptionsAvailabilityResponse,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  QueryStoreVariantsRequest,
  QueryStoreVariantsResponse,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import {
  getStoreVariant,
  productOptionsAvailability,
  queryProductVariants,
  queryStoreVariants,
} from './variants-v1';

/** Catalog V1 variant reads (variants-v1.ts), on the reader's paths (`at`). */
export function variantReaderRoutes(app: App, at: (suffix: string) => [string, ...string[]]) {
  routeWithAliases(app, {
    method: 'POST',
    paths: at('/variants/query'),
    schema: { body: QueryStoreVariantsRequest, response: { 200: QueryStoreVariantsResponse } },
    handler: (request) => queryStoreVariants(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: at('/variants/:id'),
    schema: { params: GetStoreVariantParams, response: { 200: GetStoreVariantResponse } },
    handler: (request) => getStoreVariant(app.db, request.caller, request.params.id),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: at('/products/:id/variants/query'),
    schema: {
      params: ProductIdParams,
      body: QueryProductVariantsRequest,
      response: { 200: QueryProductVariantsResponse },
    },
    handler: (request) =>
      queryProductVariants(app.db, request.caller, request.params.id, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: at('/products/:id/productOptionsAvailability'),
    schema: {
      params: ProductIdParams,
      body: ProductOptionsAvailabilityRequest,
      response: { 200: ProductOptionsAvailabilityResponse },
    },
    handler: (request) =>
      productOptionsAvailability(app.db, request.caller, request.params.id, request.body.options),
  });
}
