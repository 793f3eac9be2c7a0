import {
  ALL_PRODUCTS_COLLECTION_ID,
  CountV3Request,
  CountV3Response,
  GetAllProductsCategoryV3Response,
  GetCustomizationV3Params,
  GetCustomizationV3Response,
  GetDerivedV3Query,
  GetInfoSectionV3Params,
  GetInfoSectionV3Response,
  QueryCustomizationsV3Response,
  QueryDerivedV3Request,
  QueryInfoSectionsV3Response,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import { complexGetRoute } from '../../http/complex-get';
import type { App } from '../../kernel/app-type';
import {
  countCustomizationsV3,
  getCustomizationV3,
  queryCustomizationsV3,
} from './v3/customizations';
import { countInfoSectionsV3, getInfoSectionV3, queryInfoSectionsV3 } from './v3/info-sections';
import { namedAt, productsAt } from './v3/paths';

/**
 * Catalog V3 customizations and info sections, read side (v3/customizations.ts,
 * v3/info-sections.ts), and the "All Products" category: what the products carry, as the site's
 * own entities. Literal paths (`query`, `count`) are registered before `{id}`.
 */
export function derivedRoutes(app: App): void {
  const c = (suffix: string) => namedAt('customization', `/customizations${suffix}`);
  complexGetRoute(app, {
    paths: c('/query'),
    request: QueryDerivedV3Request,
    response: QueryCustomizationsV3Response,
    handler: (request, input) => queryCustomizationsV3(app.db, request.caller, input),
  });
  complexGetRoute(app, {
    paths: c('/count'),
    request: CountV3Request,
    response: CountV3Response,
    handler: (request, input) => countCustomizationsV3(app.db, request.caller, input.filter),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: c('/:customizationId'),
    schema: {
      params: GetCustomizationV3Params,
      querystring: GetDerivedV3Query,
      response: { 200: GetCustomizationV3Response },
    },
    handler: (request) =>
      getCustomizationV3(
        app.db,
        request.caller,
        request.params.customizationId,
        request.query.fields,
      ),
  });

  const s = (suffix: string) => namedAt('info-section', `/info-sections${suffix}`);
  complexGetRoute(app, {
    paths: s('/query'),
    request: QueryDerivedV3Request,
    response: QueryInfoSectionsV3Response,
    handler: (request, input) => queryInfoSectionsV3(app.db, request.caller, input),
  });
  complexGetRoute(app, {
    paths: s('/count'),
    request: CountV3Request,
    response: CountV3Response,
    handler: (request, input) => countInfoSectionsV3(app.db, request.caller, input.filter),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: s('/:infoSectionId'),
    schema: {
      params: GetInfoSectionV3Params,
      querystring: GetDerivedV3Query,
      response: { 200: GetInfoSectionV3Response },
    },
    handler: (request) =>
      getInfoSectionV3(app.db, request.caller, request.params.infoSectionId, request.query.fields),
  });

  // Every visible product is in the built-in "All Products" collection, V3's category of that name.
  routeWithAliases(app, {
    method: 'GET',
    paths: productsAt('/all-products-category'),
    schema: { response: { 200: GetAllProductsCategoryV3Response } },
    handler: async () => ({
      categoryId: ALL_PRODUCTS_COLLECTION_ID,
      treeReference: { appNamespace: '@wix/stores' as const },
    }),
  });
}
