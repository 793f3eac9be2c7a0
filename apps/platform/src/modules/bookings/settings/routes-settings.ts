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
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { servicePaths } from '../paths';
import { postOn } from '../route-kit';
import {
  cloneService,
  disablePricingPlans,
  enablePricingPlans,
  setCustomSlug,
  setServiceLocations,
} from './settings';

/** A POST on one service's own path with its body and 200 schemas. */
const onService = <Body, Response>(suffix: string, body: Body, response: Response) => ({
  method: 'POST' as const,
  paths: servicePaths(`/:serviceId${suffix}`),
  schema: { params: ServiceIdParams, body, response: { 200: response } },
});

/** Per-service settings calls (docs/protocol.md §2.1), the owner's (in the owner's scope). */
export function serviceSettingsRoutes(app: App): void {
  routeWithAliases(app, {
    ...onService('/locations', SetServiceLocationsRequest, ServiceResponse),
    handler: async ({ caller, params, body }) => {
      const { locations, removedLocationSessionsAction, participantNotification } = body;
      const service = await setServiceLocations(
        app.db,
        caller,
        params.serviceId,
        locations,
        removedLocationSessionsAction,
        participantNotification,
      );
      return { service };
    },
  });
  routeWithAliases(app, {
    ...onService('/pricing-plans/add', PricingPlansRequest, ServiceResponse),
    handler: ({ caller, params, body }) =>
      enablePricingPlans(app.db, caller, params.serviceId, body.pricingPlanIds),
  });
  routeWithAliases(app, {
    ...onService('/pricing-plans/remove', PricingPlansRequest, ServiceResponse),
    handler: ({ caller, params, body }) =>
      disablePricingPlans(app.db, caller, params.serviceId, body.pricingPlanIds),
  });
  routeWithAliases(app, {
    ...onService('/slugs/custom', SetCustomSlugRequest, SetCustomSlugResponse),
    handler: ({ caller, params, body }) =>
      setCustomSlug(app.db, caller, params.serviceId, body.slug),
  });
  routeWithAliases(app, {
    ...postOn(servicePaths('/clone'), CloneServiceRequest, CloneServiceResponse),
    handler: ({ caller, body }) => cloneService(app.db, caller, body.sourceServiceId),
  });
}
