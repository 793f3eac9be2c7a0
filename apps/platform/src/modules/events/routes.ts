import { QueryEventsRequest, QueryEventsResponse } from '@headless/contract';
import type { App } from '../../app';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { queryEvents } from './service';

/** Events v3 (protocol.md §2.5). */
export default async function eventsRoutes(app: App): Promise<void> {
  app.addHook('preValidation', (request) => requireApp(request, 'events'));

  routeWithAliases(app, {
    method: 'POST',
    paths: ['/events/v3/events/query', '/_api/events-events-v3-adapter/v3/events/query'],
    schema: { body: QueryEventsRequest, response: { 200: QueryEventsResponse } },
    handler: (request) =>
      queryEvents(app.db, request.auth.siteId, request.auth.identity, request.body),
  });
}
