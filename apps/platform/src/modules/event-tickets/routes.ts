import type { App } from '../../app';
import { requireApp } from '../../http/require-app';
import { checkoutRoutes } from './routes-checkout';
import { definitionRoutes } from './routes-definitions';
import { orderRoutes } from './routes-orders';
import { ticketRoutes } from './routes-tickets';

/** Events tickets, reservations, checkout and orders (docs/protocol.md §2.6). */
export default async function eventTicketsRoutes(app: App): Promise<void> {
  app.addHook('preValidation', (request) => requireApp(request, 'events'));
  definitionRoutes(app);
  checkoutRoutes(app);
  orderRoutes(app);
  ticketRoutes(app);
}
