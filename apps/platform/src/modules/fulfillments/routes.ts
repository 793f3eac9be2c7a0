import {
  CreateFulfillmentRequest,
  FulfillmentIdParams,
  FulfillmentOrderParams,
  FulfillmentsResponse,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import { guardOwner } from '../../http/require-owner';
import { createFulfillment, deleteFulfillment, listFulfillments } from './store';

/** Order fulfillments (owner only): every change records fulfillments_updated. */
export default async function fulfillmentRoutes(app: App): Promise<void> {
  guardOwner(app, 'stores');

  routeWithAliases(app, {
    method: 'POST',
    paths: ['/ecom/v1/fulfillments/orders/:orderId/create-fulfillment'],
    schema: {
      params: FulfillmentOrderParams,
      body: CreateFulfillmentRequest,
      response: { 200: FulfillmentsResponse },
    },
    handler: ({ caller, params, body }) =>
      createFulfillment(app.db, caller, params.orderId, body.fulfillment),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/ecom/v1/fulfillments/orders/:orderId'],
    schema: { params: FulfillmentOrderParams, response: { 200: FulfillmentsResponse } },
    handler: ({ caller, params }) => listFulfillments(app.db, caller.siteId, params.orderId),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: ['/ecom/v1/fulfillments/:fulfillmentId/orders/:orderId'],
    schema: { params: FulfillmentIdParams, response: { 200: FulfillmentsResponse } },
    handler: ({ caller, params }) =>
      deleteFulfillment(app.db, caller, params.orderId, params.fulfillmentId),
  });
}
