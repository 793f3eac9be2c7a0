import {
  BulkUpdateOrdersRequest,
  ConfirmOrderRequest,
  GetOrderQuery,
  ListOrdersQuery,
  ListOrdersResponse,
  OrderResponse,
  OrdersResponse,
  PaymentActionRequest,
  SummaryQuery,
  SummaryResponse,
  UpdateOrderRequest,
  MAX_ID_LENGTH,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { ownerOnly, ownerScope } from '../../../http/require-owner';
import { deleteOrder } from './order-delete';
import { listOrders } from './order-list';
import { confirmOrders, paymentAction } from './order-payments';
import { getOrder } from './order-reads';
import { bulkUpdateOrders, updateOrder } from './order-updates';
import { orderSummary } from './summary';

const EVENT_ORDERS = '/events/v1/events/:eventId/orders';
const OrderParams = z.object({
  eventId: z.string().max(MAX_ID_LENGTH),
  orderNumber: z.string().max(MAX_ID_LENGTH),
});
const EventParams = z.object({ eventId: z.string().max(MAX_ID_LENGTH) });
const NumberParams = z.object({ orderNumber: z.string().max(MAX_ID_LENGTH) });

/** Events v1 orders (docs/protocol.md §2.6): visitors read their own, the owner manages all. */
export async function orderRoutes(app: App): Promise<void> {
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/events/v1/orders'],
    schema: { querystring: ListOrdersQuery, response: { 200: ListOrdersResponse } },
    handler: (request) => listOrders(app.db, request.caller, request.query),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/events/v1/orders/summary'],
    preValidation: ownerOnly,
    schema: { querystring: SummaryQuery, response: { 200: SummaryResponse } },
    handler: (request) => orderSummary(app.db, request.caller.siteId, request.query.eventId),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [`${EVENT_ORDERS}/:orderNumber`],
    schema: { params: OrderParams, querystring: GetOrderQuery, response: { 200: OrderResponse } },
    handler: (request) => {
      const { eventId, orderNumber } = request.params;
      return getOrder(app.db, request.caller, eventId, orderNumber, request.query.fieldset ?? []);
    },
  });
  await ownerScope(app, (owner) => {
    orderChangeRoutes(owner);
    ownerOrderActions(owner);
  });
}

/** The owner's update and delete of one order. */
function orderChangeRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${EVENT_ORDERS}/:orderNumber`],
    schema: { params: OrderParams, body: UpdateOrderRequest, response: { 200: OrderResponse } },
    handler: (request) => {
      const { eventId, orderNumber } = request.params;
      return updateOrder(app.db, request.caller, eventId, orderNumber, request.body);
    },
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [`${EVENT_ORDERS}/:orderNumber`],
    schema: { params: OrderParams, response: { 200: z.object({}) } },
    handler: async (request) => {
      const { eventId, orderNumber } = request.params;
      await deleteOrder(app.db, request.caller, eventId, orderNumber);
      return {};
    },
  });
}

/** The owner's actions on an event's orders: bulk update, confirm, capture and void. */
function ownerOrderActions(app: App): void {
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [EVENT_ORDERS],
    schema: {
      params: EventParams,
      body: BulkUpdateOrdersRequest,
      response: { 200: OrdersResponse },
    },
    handler: (request) =>
      bulkUpdateOrders(app.db, request.caller, request.params.eventId, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${EVENT_ORDERS}/confirm`],
    schema: { params: EventParams, body: ConfirmOrderRequest, response: { 200: OrdersResponse } },
    handler: (request) =>
      confirmOrders(app.db, request.caller, request.params.eventId, request.body.orderNumber),
  });
  for (const kind of ['capture', 'void'] as const)
    routeWithAliases(app, {
      method: 'POST',
      paths: [`/events/v1/events/orders/:orderNumber/${kind}`],
      schema: {
        params: NumberParams,
        body: PaymentActionRequest,
        response: { 200: OrderResponse },
      },
      handler: (request) => paymentAction(app.db, request.caller, request.params.orderNumber, kind),
    });
}
