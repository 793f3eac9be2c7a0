import {
  CreateFulfillmentRequest,
  FulfillmentIdParams,
  FulfillmentOrderParams,
  FulfillmentsResponse,
  UpdateFulfillmentRequest,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import { guardApp } from '../../http/require-app';
import { ownerScope } from '../../http/require-owner';
import { createFulfillment, deleteFulfillment, listFulfillments, updateFulfillment } from './store';

/**
 * Order fulfillments: the owner changes them (each change records fulfillments_updated); the
 * owner and the order's buyer read them.
 */
/** Each call's path, then the same on the custom host the SDK uses for a site's own domain. */
const at = (suffix: string): [string, string] => [
  `/ecom/v1/fulfillments${suffix}`,
  `/_api/fulfillments/v1/fulfillments${suffix}`,
];

export default async function fulfillmentRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');

  routeWithAliases(app, {
    method: 'GET',
    paths: at('/orders/:orderId'),
    schema: { params: FulfillmentOrderParams, response: { 200: FulfillmentsResponse } },
    handler: ({ caller, params }) => listFulfillments(app.db, caller, params.orderId),
  });
  await ownerScope(app, ownerFulfillmentRoutes);
}

/** The owner's changes, as `ownerScope` guards them. */
function ownerFulfillmentRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: at('/orders/:orderId/create-fulfillment'),
    schema: {
      params: FulfillmentOrderParams,
      body: CreateFulfillmentRequest,
      response: { 200: FulfillmentsResponse },
    },
    handler: ({ caller, params, body }) =>
      createFulfillment(app.db, caller, params.orderId, body.fulfillment),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: at('/:fulfillmentId/orders/:orderId'),
    schema: {
      params: FulfillmentIdParams,
      body: UpdateFulfillmentRequest,
      response: { 200: FulfillmentsResponse },
    },
    handler: ({ caller, params, body }) =>
      updateFulfillment(app.db, caller, params, body.fulfillment),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: at('/:fulfillmentId/orders/:orderId'),
    schema: { params: FulfillmentIdParams, response: { 200: FulfillmentsResponse } },
    handler: ({ caller, params }) =>
      deleteFulfillment(app.db, caller, params.orderId, params.fulfillmentId),
  });
}
