import {
  CancelReservationQuery,
  CheckoutOptions,
  CheckoutRequest,
  CheckoutResponse,
  CreateReservationRequest,
  GetInvoiceRequest,
  GetInvoiceResponse,
  ListAvailableTicketsQuery,
  OrderResponse,
  PosCheckoutRequest,
  QueryAvailableTicketsRequest,
  ReservationResponse,
  TicketDefinitionsResponse,
  UpdateCheckoutRequest,
  MAX_ID_LENGTH,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { ownerOnly } from '../../../http/require-owner';
import { checkout, posCheckout } from './checkout';
import { checkoutOptions } from './checkout-options';
import { listAvailableTickets, queryAvailableTickets } from '../definitions/definitions-v1';
import { updateCheckout } from '../orders/order-updates';
import { getInvoice } from '../reservations/reservation-reads';
import { cancelReservation } from '../reservations/reservation-store';
import { createReservation } from '../reservations/reserve';

const CHECKOUT = '/events/v1/checkout';

/**
 * Events v1 checkout (docs/protocol.md §2.6): tickets on offer, reservations, invoices, checkout.
 */
export function checkoutRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'GET',
    paths: [`${CHECKOUT}/options`],
    schema: { response: { 200: CheckoutOptions } },
    handler: (request) => checkoutOptions(app.db, request.caller.siteId),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [`${CHECKOUT}/available-tickets`],
    schema: {
      querystring: ListAvailableTicketsQuery,
      response: { 200: TicketDefinitionsResponse },
    },
    handler: (request) => listAvailableTickets(app.db, request.caller, request.query),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${CHECKOUT}/available-tickets/query`],
    schema: { body: QueryAvailableTicketsRequest, response: { 200: TicketDefinitionsResponse } },
    handler: (request) => queryAvailableTickets(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${CHECKOUT}/reservations`],
    schema: { body: CreateReservationRequest, response: { 200: ReservationResponse } },
    handler: (request) =>
      createReservation(app.db, request.caller, request.body, request.auth.cacheSynced),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [`${CHECKOUT}/reservations/:id`],
    schema: {
      params: z.object({ id: z.string().max(MAX_ID_LENGTH) }),
      querystring: CancelReservationQuery,
    },
    handler: (request) =>
      cancelReservation(app.db, request.caller, request.params.id, request.query.eventId),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${CHECKOUT}/invoices/:reservationId`],
    schema: {
      params: z.object({ reservationId: z.string().max(MAX_ID_LENGTH) }),
      body: GetInvoiceRequest,
      response: { 200: GetInvoiceResponse },
    },
    handler: (request) =>
      getInvoice(app.db, request.caller, request.params.reservationId, request.body),
  });
  orderPlacingRoutes(app);
}

function orderPlacingRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: [CHECKOUT],
    schema: { body: CheckoutRequest, response: { 200: CheckoutResponse } },
    handler: (request) => checkout(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${CHECKOUT}/:orderNumber`],
    schema: {
      params: z.object({ orderNumber: z.string().max(MAX_ID_LENGTH) }),
      body: UpdateCheckoutRequest,
      response: { 200: OrderResponse },
    },
    handler: (request) =>
      updateCheckout(app.db, request.caller, request.params.orderNumber, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/events/v1/pos-checkout'],
    preValidation: ownerOnly,
    schema: { body: PosCheckoutRequest, response: { 200: CheckoutResponse } },
    handler: (request) => posCheckout(app.db, request.caller, request.body),
  });
}
