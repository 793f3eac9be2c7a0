import {
  CountServicesRequest,
  CountServicesResponse,
  GetServiceQuery,
  QueryBookingFormsRequest,
  QueryBookingFormsResponse,
  QueryCategoriesRequest,
  QueryCategoriesResponse,
  QueryLocationsRequest,
  QueryLocationsResponse,
  QueryPoliciesRequest,
  QueryPoliciesResponse,
  QueryServicesRequest,
  QueryServicesResponse,
  SearchServicesRequest,
  SearchServicesResponse,
  ServiceIdParams,
  ServiceResponse,
  ValidateSlugRequest,
  ValidateSlugResponse,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { ownerScope } from '../../http/require-owner';
import { queryBookingForms } from './forms/booking-forms';
import { loadServiceSeenBy, withConditionalFields } from './load';
import { anonymousServiceRoute } from './routes-anonymous-service';
import { pricingRoutes } from './pricing/routes-pricing';
import { variantReadRoutes, variantWriteRoutes } from './variants/routes-variants';
import { queryCategories, queryLocations, queryPolicies } from './lookups';
import { servicePaths } from './paths';
import { postOn } from './route-kit';
import { countServices, searchServices } from './search';
import { queryServices } from './service';
import { validateSlug } from './settings/settings';
import { serviceWriteRoutes } from './writes/routes-writes';
import { serviceSettingsRoutes } from './settings/routes-settings';
import { policyWriteRoutes } from './policies/routes-policies';
import { policyReadRoutes } from './policies/routes-policy-reads';
import { staffWriteRoutes } from './staff/routes-staff';
import { staffReadRoutes } from './staff/routes-staff-reads';
import { staffTrashOwnerRoutes, staffTrashReadRoutes } from './staff/routes-staff-trash';
import { categoryReadRoutes, categoryWriteRoutes } from './categories/routes-categories';

/** Bookings services (docs/protocol.md §2.1): reads for every identity; writes are the owner's. */
export default async function bookingsRoutes(app: App): Promise<void> {
  guardApp(app, 'bookings');
  serviceReadRoutes(app);
  policyReadRoutes(app);
  staffReadRoutes(app);
  staffTrashReadRoutes(app);
  categoryReadRoutes(app);
  anonymousServiceRoute(app);
  pricingRoutes(app);
  variantReadRoutes(app);
  await ownerScope(app, (owner) => {
    serviceWriteRoutes(owner);
    serviceSettingsRoutes(owner);
    policyWriteRoutes(owner);
    staffWriteRoutes(owner);
    staffTrashOwnerRoutes(owner);
    categoryWriteRoutes(owner);
    variantWriteRoutes(owner);
  });
}

function serviceReadRoutes(app: App): void {
  routeWithAliases(app, {
    ...postOn(servicePaths('/query'), QueryServicesRequest, QueryServicesResponse),
    handler: (request) => queryServices(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: servicePaths('/:serviceId'),
    schema: {
      params: ServiceIdParams,
      querystring: GetServiceQuery,
      response: { 200: ServiceResponse },
    },
    handler: async (request) => {
      const { siteId } = request.caller;
      const service = await loadServiceSeenBy(app.db, request.caller, request.params.serviceId);
      const fields = request.query.conditionalFields;
      const [withFields] = await withConditionalFields(app.db, siteId, [service], fields);
      return { service: withFields ?? service };
    },
  });
  routeWithAliases(app, {
    ...postOn(servicePaths('/search'), SearchServicesRequest, SearchServicesResponse),
    handler: (request) => searchServices(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    ...postOn(servicePaths('/count'), CountServicesRequest, CountServicesResponse),
    handler: (request) => countServices(app.db, request.caller, request.body.filter),
  });
  lookupRoutes(app);
}

function lookupRoutes(app: App): void {
  routeWithAliases(app, {
    ...postOn(servicePaths('/policies/query'), QueryPoliciesRequest, QueryPoliciesResponse),
    handler: (request) => queryPolicies(app.db, request.caller.siteId, request.body.query),
  });
  routeWithAliases(app, {
    ...postOn(servicePaths('/locations/query'), QueryLocationsRequest, QueryLocationsResponse),
    handler: (request) => queryLocations(app.db, request.caller.siteId, request.body.filter),
  });
  routeWithAliases(app, {
    ...postOn(servicePaths('/categories/query'), QueryCategoriesRequest, QueryCategoriesResponse),
    handler: (request) => queryCategories(app.db, request.caller.siteId, request.body.filter),
  });
  routeWithAliases(app, {
    ...postOn(
      servicePaths('/booking-forms/query'),
      QueryBookingFormsRequest,
      QueryBookingFormsResponse,
    ),
    handler: (request) => queryBookingForms(app.db, request.caller.siteId, request.body),
  });
  routeWithAliases(app, {
    ...postOn(servicePaths('/slugs/validate'), ValidateSlugRequest, ValidateSlugResponse),
    handler: (request) =>
      validateSlug(app.db, request.caller.siteId, request.body.serviceId, request.body.slug),
  });
}
