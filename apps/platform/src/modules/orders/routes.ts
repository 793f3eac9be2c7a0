import {
  CancelOrderRequest,
  CancelOrderResponse,
  GetOrderResponse,
  MAX_ID_LENGTH,
  OrderIdParams,
  SearchOrdersRequest,
  SearchOrdersResponse,
  AggregateOrdersRequest,
  AggregateOrdersResponse,
  ImportOrderRequest,
  UpdateEcomOrderRequest,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { ownerOnly } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { cancelOrder } from './cancel';
import { aggregateOrders } from './aggregate';
import { importOrder } from './import';
import { getOrder } from './read';
import { searchOrders } from './search';
import { updateOrder } from './update';

/** Each call's path, then the same on the custom host the SDK uses for a site's own domain. */
const at = (suffix: string): [string, string] => [
  `/ecom/v1/orders${suffix}`,
  `/_api/ecom-orders/v1/orders${suffix}`,
];

/** eCommerce orders: read back after the hosted checkout; the owner searches and cancels. */
export default async function ordersRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');

  // A literal segment, never an order id: `search` is its own route.
  routeWithAliases(app, {
    method: 'POST',
    paths: at('/search'),
    preValidation: ownerOnly,
    schema: { body: SearchOrdersRequest, response: { 200: SearchOrdersResponse } },
    handler: (request) => searchOrders(app.db, request.caller.siteId, request.body),
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: at('/aggregate'),
    preValidation: ownerOnly,
    schema: { body: AggregateOrdersRequest, response: { 200: AggregateOrdersResponse } },
    handler: ({ caller, body }) => aggregateOrders(app.db, caller.siteId, body),
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: at('/import'),
    preValidation: ownerOnly,
    schema: { body: ImportOrderRequest, response: { 200: GetOrderResponse } },
    handler: async ({ caller, body }) => ({ order: await importOrder(app.db, caller, body.order) }),
  });

  routeWithAliases(app, {
    method: 'GET',
    paths: at('/:id'),
    schema: {
      params: z.object({ id: z.string().max(MAX_ID_LENGTH) }),
      response: { 200: GetOrderResponse },
    },
    handler: (request) => getOrder(app.db, request.caller, request.params.id),
  });

  routeWithAliases(app, {
    method: 'PATCH',
    paths: at('/:id'),
    preValidation: ownerOnly,
    schema: {
      params: OrderIdParams,
      body: UpdateEcomOrderRequest,
      response: { 200: GetOrderResponse },
    },
    handler: async ({ caller, params, body }) => ({
      order: await updateOrder(app.db, caller, params.id, body.order),
    }),
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: at('/:id/cancel'),
    // The owner's call: 403 before the body is read.
    preValidation: ownerOnly,
    schema: {
      params: OrderIdParams,
      body: CancelOrderRequest,
      response: { 200: CancelOrderResponse },
    },
    handler: async (request) => {
      const caller = request.caller;
      return { order: await cancelOrder(app.db, caller, request.params.id) };
    },
  });
}
