import {
  CreateEventShippingRequest,
  EventOnlyParams,
  EventShippingParams,
  EventShippingResponse,
  UpdateEventShippingRequest,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { requireOwner } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { createShipping, deleteShipping, updateShipping } from './store';

const BASE = '/events/v1/events/:eventId/shipping-options';

/**
 * An event's shipping options (owner only, local-only: the Events API publishes no such calls). Each
 * create, update and delete records `wix.events.v1.shipping_*`.
 */
export default async function eventShippingRoutes(app: App): Promise<void> {
  // Owner first, so a visitor learns nothing from validation (403 before 400).
  app.addHook('preValidation', async (request) => {
    requireOwner(request);
    await requireApp(request, 'events');
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: [BASE],
    schema: {
      params: EventOnlyParams,
      body: CreateEventShippingRequest,
      response: { 200: EventShippingResponse },
    },
    handler: async (request) => ({
      shippingOption: await createShipping(
        app.db,
        request.caller,
        request.params.eventId,
        request.body.shippingOption,
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${BASE}/:shippingOptionId`],
    schema: {
      params: EventShippingParams,
      body: UpdateEventShippingRequest,
      response: { 200: EventShippingResponse },
    },
    handler: async (request) => ({
      shippingOption: await updateShipping(
        app.db,
        request.caller,
        request.params,
        request.body.shippingOption,
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [`${BASE}/:shippingOptionId`],
    schema: { params: EventShippingParams, response: { 200: z.object({}) } },
    handler: async (request) => {
      await deleteShipping(app.db, request.caller, request.params);
      return {};
    },
  });
}
