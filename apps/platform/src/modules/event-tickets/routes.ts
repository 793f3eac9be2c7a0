import type { App } from '../../kernel/app-type';
import { guardApp } from '../../http/require-app';
import { checkoutRoutes } from './checkout/routes-checkout';
import { definitionRoutes } from './definitions/routes-definitions';
import { orderRoutes } from './orders/routes-orders';
import { ticketRoutes } from './orders/routes-tickets';
import { ticketReservationRoutes } from './reservations/routes-ticket-reservations';

/** Events tickets, reservations, checkout and orders (docs/protocol.md §2.6). */
export default async function eventTicketsRoutes(app: App): Promise<void> {
  guardApp(app, 'events');
  await definitionRoutes(app);
  checkoutRoutes(app);
  ticketReservationRoutes(app);
  await orderRoutes(app);
  await ticketRoutes(app);
}
