import { GetOrderResponse } from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../app';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { getOrder } from './read';

/** eCommerce orders: read back after the hosted checkout. */
export default async function ordersRoutes(app: App): Promise<void> {
  app.addHook('preValidation', (request) => requireApp(request, 'stores'));

  routeWithAliases(app, {
    method: 'GET',
    paths: ['/ecom/v1/orders/:id'],
    schema: { params: z.object({ id: z.string() }), response: { 200: GetOrderResponse } },
    handler: (request) => getOrder(app.db, request.auth, request.params.id),
  });
}
