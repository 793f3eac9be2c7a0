import {
  AnonymousTokenParams,
  GetServiceAnonymouslyQuery,
  ServiceResponse,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { serviceIdOfToken } from '../booking-records';
import { loadService } from './load';

/**
 * Get Service Anonymously (Bookings Writer V2): the service a booking's anonymous token names,
 * as Get Service renders it; the token is the capability (booking-records/anonymous.ts).
 */
export function anonymousServiceRoute(app: App): void {
  app.get('/v1/anonymous-bookings/:token/service', {
    schema: {
      params: AnonymousTokenParams,
      querystring: GetServiceAnonymouslyQuery,
      response: { 200: ServiceResponse },
    },
    handler: async (request) => {
      const serviceId = await serviceIdOfToken(app.db, request.caller, request.params.token);
      return { service: await loadService(app.db, request.caller.siteId, serviceId) };
    },
  });
}
