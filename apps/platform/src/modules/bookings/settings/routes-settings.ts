import {
  CloneServiceRequest,
  CloneServiceResponse,
  PricingPlansRequest,
  ServiceIdParams,
  ServiceResponse,
  SetCustomSlugRequest,
  SetCustomSlugResponse,
  SetServiceLocationsRequest,
} from '@headless/contract';
import { identityOf } from '../../../outbox/record';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { servicePaths } from '../paths';
import { ownerOnly } from '../writes/routes-writes';
import {
  cloneService,
  disablePricingPlans,
  enablePricingPlans,
  setCustomSlug,
  setServiceLocations,
} from './settings';

/** Per-service settings calls (docs/protocol.md §2.1); all are the owner's. */
export function serviceSettingsRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: servicePaths('/:serviceId/locations'),
    preValidation: ownerOnly,
    schema: {
      params: ServiceIdParams,
      body: SetServiceLocationsRequest,
      response: { 200: ServiceResponse },
    },
    handler: async (request) => {
      const { locations, removedLocationSessionsAction, participantNotification } = request.body;
      const service = await setServiceLocations(
        app.db,
        request.auth.siteId,
        request.params.serviceId,
        locations,
        removedLocationSessionsAction,
        participantNotification,
        identityOf(request.auth),
      );
      return { service };
    },
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: servicePaths('/:serviceId/pricing-plans/add'),
    preValidation: ownerOnly,
    schema: {
      params: ServiceIdParams,
      body: PricingPlansRequest,
      response: { 200: ServiceResponse },
    },
    handler: (request) =>
      enablePricingPlans(
        app.db,
        request.auth.siteId,
        request.params.serviceId,
        request.body.pricingPlanIds,
        identityOf(request.auth),
      ),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: servicePaths('/:serviceId/pricing-plans/remove'),
    preValidation: ownerOnly,
    schema: {
      params: ServiceIdParams,
      body: PricingPlansRequest,
      response: { 200: ServiceResponse },
    },
    handler: (request) =>
      disablePricingPlans(
        app.db,
        request.auth.siteId,
        request.params.serviceId,
        request.body.pricingPlanIds,
        identityOf(request.auth),
      ),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: servicePaths('/:serviceId/slugs/custom'),
    preValidation: ownerOnly,
    schema: {
      params: ServiceIdParams,
      body: SetCustomSlugRequest,
      response: { 200: SetCustomSlugResponse },
    },
    handler: (request) =>
      setCustomSlug(
        app.db,
        request.auth.siteId,
        request.params.serviceId,
        request.body.slug,
        identityOf(request.auth),
      ),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: servicePaths('/clone'),
    preValidation: ownerOnly,
    schema: { body: CloneServiceRequest, response: { 200: CloneServiceResponse } },
    handler: (request) =>
      cloneService(
        app.db,
        request.auth.siteId,
        request.body.sourceServiceId,
        identityOf(request.auth),
      ),
  });
}
