import {
  CreateServiceOptionsAndVariantsRequest,
  QueryServiceOptionsAndVariantsRequest,
  QueryServiceOptionsAndVariantsResponse,
  ServiceIdParams,
  ServiceOptionsAndVariantsResponse,
  ServiceVariantsByServiceResponse,
  ServiceVariantsDeleteQuery,
  ServiceVariantsIdParams,
  UpdateServiceOptionsAndVariantsRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import type { Paths } from '../paths';
import { postOn } from '../route-kit';
import { queryVariants } from './variants-query';
import {
  createVariants,
  deleteVariants,
  getVariants,
  updateVariants,
  variantsOfService,
} from './variants-store';

/** The documented path, then the SDK's form on edge (`/_api/v1/service-options-and-variants`). */
const paths = (suffix = ''): Paths => [
  `/bookings/v1/serviceOptionsAndVariants${suffix}`,
  `/_api/v1/service-options-and-variants${suffix}`,
];

/** Reads for every caller of the site: `query` and `service_id` are literal, tried first. */
export function variantReadRoutes(app: App): void {
  routeWithAliases(app, {
    ...postOn(
      paths('/query'),
      QueryServiceOptionsAndVariantsRequest,
      QueryServiceOptionsAndVariantsResponse,
    ),
    handler: ({ caller, body }) => queryVariants(app.db, caller.siteId, body.query),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: paths('/service_id/:serviceId'),
    schema: { params: ServiceIdParams, response: { 200: ServiceVariantsByServiceResponse } },
    handler: ({ caller, params }) => variantsOfService(app.db, caller.siteId, params.serviceId),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: paths('/:serviceOptionsAndVariantsId'),
    schema: {
      params: ServiceVariantsIdParams,
      response: { 200: ServiceOptionsAndVariantsResponse },
    },
    handler: ({ caller, params }) =>
      getVariants(app.db, caller.siteId, params.serviceOptionsAndVariantsId),
  });
}

/** The owner's writes. */
export function variantWriteRoutes(app: App): void {
  routeWithAliases(app, {
    ...postOn(paths(), CreateServiceOptionsAndVariantsRequest, ServiceOptionsAndVariantsResponse),
    handler: ({ caller, body }) => createVariants(app.db, caller, body),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: paths('/:serviceOptionsAndVariantsId'),
    schema: {
      params: ServiceVariantsIdParams,
      body: UpdateServiceOptionsAndVariantsRequest,
      response: { 200: ServiceOptionsAndVariantsResponse },
    },
    handler: ({ caller, params, body }) =>
      updateVariants(app.db, caller, params.serviceOptionsAndVariantsId, body),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: paths('/:serviceOptionsAndVariantsId'),
    schema: {
      params: ServiceVariantsIdParams,
      querystring: ServiceVariantsDeleteQuery,
      response: { 200: z.object({}) },
    },
    handler: async ({ caller, params, query }) => {
      await deleteVariants(app.db, caller, params.serviceOptionsAndVariantsId, query.revision);
      return {};
    },
  });
}
