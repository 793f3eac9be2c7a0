import { QueryServicesRequest, QueryServicesResponse } from '@headless/contract';
import type { App } from '../../app';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { queryServices } from './service';

/** Bookings services (protocol.md §2.1): the documented path first, then the SDK's aliases. */
export default async function bookingsRoutes(app: App): Promise<void> {
  app.addHook('preValidation', (request) => requireApp(request, 'bookings'));

  routeWithAliases(app, {
    method: 'POST',
    paths: ['/bookings/v2/services/query', '/_api/bookings/v2/services/query'],
    schema: { body: QueryServicesRequest, response: { 200: QueryServicesResponse } },
    handler: (request) =>
      queryServices(app.db, request.auth.siteId, request.auth.identity, request.body),
  });
}
