import {
  BackInStockIdParams,
  BackInStockResponse,
  BackInStockSettingsResponse,
  CountBackInStockRequestsRequest,
  CountBackInStockRequestsResponse,
  CreateBackInStockRequest,
  QueryBackInStockRequestsRequest,
  QueryBackInStockRequestsResponse,
  ReportItemsBackInStockRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { complexGetRoute } from '../../http/complex-get';
import { ownerScope } from '../../http/require-owner';
import { ownerRoutes } from '../../owned/routes';
import { countByCatalogReferences, queryBackInStockRequests } from './reads';
import {
  backInStockSettings,
  createBackInStockRequest,
  deleteBackInStockRequest,
  getBackInStockRequest,
  markAsNotified,
  reportItemsBackInStock,
} from './store';

/** The documented path (the official SDK's too), then the one this platform served first. */
const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';
const OLD_BASE = '/ecom/v1/back-in-stock-notification-requests';
/** The SDK's path on a site's own domain. */
const CUSTOM_HOST_BASE = '/v1/back-in-stock-notification-requests';
const on = (suffix = ''): [string, string, string] => [
  `${BASE}${suffix}`,
  `${OLD_BASE}${suffix}`,
  `${CUSTOM_HOST_BASE}${suffix}`,
];

/** Back-in-stock requests: buyers ask, the owner reads, queries, reports items back and deletes. */
export default async function backInStockRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    app: 'stores',
    openCreate: true,
    response: BackInStockResponse,
    collection: { path: BASE, aliases: [OLD_BASE, CUSTOM_HOST_BASE] },
    one: {
      path: `${BASE}/:id`,
      aliases: [`${OLD_BASE}/:id`, `${CUSTOM_HOST_BASE}/:id`],
      params: BackInStockIdParams,
    },
    create: { body: CreateBackInStockRequest, run: createBackInStockRequest },
    read: getBackInStockRequest,
    actions: {
      'mark-as-notification-sent': { method: 'PUT', run: markAsNotified },
      'mark-as-notified': markAsNotified,
    },
    remove: deleteBackInStockRequest,
  });
  // The owner's calls beside the visitors' create; literal segments win over `:id`.
  await ownerScope(app, ownerCalls);
}

function ownerCalls(app: App): void {
  // queryBackInStockNotificationRequests: a GET on the collection; the SDK's POST fallback goes to
  // `…/query`, since a POST on the collection is the create.
  complexGetRoute(app, {
    paths: on(),
    postPaths: on('/query'),
    request: QueryBackInStockRequestsRequest,
    response: QueryBackInStockRequestsResponse,
    handler: ({ caller }, input) => queryBackInStockRequests(app.db, caller.siteId, input),
  });
  complexGetRoute(app, {
    paths: on('/count-by-catalog-reference'),
    request: CountBackInStockRequestsRequest,
    response: CountBackInStockRequestsResponse,
    handler: ({ caller }, input) =>
      countByCatalogReferences(app.db, caller.siteId, input.catalogReferences),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: on('/report-items-back-in-stock'),
    schema: { body: ReportItemsBackInStockRequest, response: { 200: z.object({}) } },
    handler: ({ caller, body }) => reportItemsBackInStock(app.db, caller, body),
  });
  // getSettings is a PUT with an empty body, as the SDK sends it.
  routeWithAliases(app, {
    method: 'PUT',
    paths: on('/settings'),
    schema: { response: { 200: BackInStockSettingsResponse } },
    handler: async () => backInStockSettings(),
  });
}
