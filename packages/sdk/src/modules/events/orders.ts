import type {
  EventOrderStatus,
  ListOrdersQuery,
  OrderFieldset,
  SummaryResponse,
  UpdateOrderRequest,
} from '@headless/contract';
import type { RequestContext } from '../../core/http-client';
import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import { checkoutCalls, type EventCheckoutApi } from './checkout';
import {
  eventOrderTransform,
  type EventOrder,
  type EventOrderWire,
  type OrdersPage,
} from './orders-types';

export type ListOrdersOptions = ListOrdersQuery;
export interface GetOrderOptions {
  fieldset?: OrderFieldset[];
}
export type OrderUpdate = Omit<UpdateOrderRequest, 'eventId' | 'orderNumber'>;

/** The order half of the events `orders` module (docs/protocol.md §2.6). */
export interface EventOrderCalls {
  /** `GET /events/v1/orders` with every filter → `{ total, offset, limit, orders, facets }`. */
  listOrders(options?: ListOrdersOptions): Promise<OrdersPage>;
  /** `GET /events/v1/events/{eventId}/orders/{orderNumber}` → the order, unwrapped. */
  getOrder(eventId: string, orderNumber: string, options?: GetOrderOptions): Promise<EventOrder>;
  /** `PATCH /events/v1/events/{eventId}/orders/{orderNumber}` (owner) → `{ order }`. */
  updateOrder(
    eventId: string,
    orderNumber: string,
    update: OrderUpdate,
  ): Promise<{ order: EventOrder }>;
  /** `PATCH /events/v1/events/{eventId}/orders` (owner): archive or unarchive several. */
  bulkUpdateOrders(
    eventId: string,
    orderNumbers: string[],
    fields: { archived?: boolean },
  ): Promise<{ orders: EventOrder[] }>;
  /** `POST /events/v1/events/{eventId}/orders/confirm` (owner): OFFLINE_PENDING → PAID. */
  confirmOrder(eventId: string, orderNumbers: string[]): Promise<{ orders: EventOrder[] }>;
  /** `GET /events/v1/orders/summary?eventId=` (owner). */
  getSummary(eventId?: string): Promise<SummaryResponse>;
  /** `POST /events/v1/events/orders/{orderNumber}/capture` (owner): AUTHORIZED → PAID. */
  captureAuthorizedPayment(orderNumber: string): Promise<{ order: EventOrder }>;
  /** `POST /events/v1/events/orders/{orderNumber}/void` (owner): AUTHORIZED → VOIDED. */
  voidAuthorizedPayment(orderNumber: string): Promise<{ order: EventOrder }>;
}

export type OrdersApi = EventCheckoutApi & EventOrderCalls;
export type { EventOrderStatus };

const toOrder = (wire: EventOrderWire): EventOrder => fromWire(eventOrderTransform, wire);
const one = (res: { order: EventOrderWire }) => ({ order: toOrder(res.order) });
const many = (res: { orders: EventOrderWire[] }) => ({ orders: res.orders.map(toOrder) });
const EVENT_ORDERS = '/events/v1/events/{eventId}/orders';

function orderCalls(ctx: RequestContext): EventOrderCalls {
  const payment = async (orderNumber: string, kind: 'capture' | 'void') =>
    one(
      await ctx.request<{ order: EventOrderWire }>({
        method: 'POST',
        path: `/events/v1/events/orders/{orderNumber}/${kind}`,
        pathParams: { orderNumber },
        data: { orderNumber },
      }),
    );
  return {
    async listOrders(options = {}) {
      const res = await ctx.request<Omit<OrdersPage, 'orders'> & { orders: EventOrderWire[] }>({
        method: 'GET',
        path: '/events/v1/orders',
        data: { ...options },
      });
      return { ...res, orders: res.orders.map(toOrder) };
    },
    async getOrder(eventId, orderNumber, options = {}) {
      const res = await ctx.request<{ order: EventOrderWire }>({
        method: 'GET',
        path: `${EVENT_ORDERS}/{orderNumber}`,
        pathParams: { eventId, orderNumber },
        data: { fieldset: options.fieldset },
        fieldMap: { fieldset: 'options.fieldset' },
      });
      return toOrder(res.order);
    },
    updateOrder: async (eventId, orderNumber, update) =>
      one(
        await ctx.request({
          method: 'PATCH',
          path: `${EVENT_ORDERS}/{orderNumber}`,
          pathParams: { eventId, orderNumber },
          data: { eventId, orderNumber, ...update },
        }),
      ),
    bulkUpdateOrders: async (eventId, orderNumbers, fields) =>
      many(
        await ctx.request({
          method: 'PATCH',
          path: EVENT_ORDERS,
          pathParams: { eventId },
          data: { eventId, orderNumber: orderNumbers, fields },
          fieldMap: { orderNumber: 'orderNumbers' },
        }),
      ),
    confirmOrder: async (eventId, orderNumbers) =>
      many(
        await ctx.request({
          method: 'POST',
          path: `${EVENT_ORDERS}/confirm`,
          pathParams: { eventId },
          data: { eventId, orderNumber: orderNumbers },
          fieldMap: { orderNumber: 'orderNumbers' },
        }),
      ),
    getSummary: (eventId) =>
      ctx.request<SummaryResponse>({
        method: 'GET',
        path: '/events/v1/orders/summary',
        data: { eventId },
      }),
    captureAuthorizedPayment: (orderNumber) => payment(orderNumber, 'capture'),
    voidAuthorizedPayment: (orderNumber) => payment(orderNumber, 'void'),
  };
}

/** Events `orders` (`auto_sdk_events_orders`): checkout and orders, one typed method per call. */
export const orders: SdkModule<OrdersApi> = {
  create: (ctx) => ({ ...checkoutCalls(ctx), ...orderCalls(ctx) }),
};
