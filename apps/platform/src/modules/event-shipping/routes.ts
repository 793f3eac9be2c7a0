import {
  CreateEventShippingRequest,
  EventOnlyParams,
  EventShippingParams,
  EventShippingResponse,
  UpdateEventShippingRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { ownerRoutes } from '../../owned/routes';
import { createShipping, deleteShipping, updateShipping } from './store';

const BASE = '/events/v1/events/:eventId/shipping-options';

/**
 * An event's shipping options (owner only, local-only: the Events API publishes no such calls). Each
 * create, update and delete records `wix.events.v1.shipping_*`.
 */
export default async function eventShippingRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    app: 'events',
    response: EventShippingResponse,
    collection: { path: BASE, params: EventOnlyParams },
    one: { path: `${BASE}/:shippingOptionId`, params: EventShippingParams },
    create: { body: CreateEventShippingRequest, run: createShipping },
    update: { body: UpdateEventShippingRequest, run: updateShipping },
    remove: deleteShipping,
  });
}
