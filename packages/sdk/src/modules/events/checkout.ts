import type {
  CheckoutOptions,
  CheckoutRequest,
  CreateReservationRequest,
  GetInvoiceResponse,
  PosCheckoutRequest,
  QueryAvailableTicketsRequest,
  TicketDefinitionState,
  TicketDefinitionsResponse,
  UpdateCheckoutRequest,
} from '@headless/contract';
import type { RequestContext } from '../../core/http-client';
import { fromWire } from '../../core/transforms';
import {
  checkoutTransform,
  reservationTransform,
  type CheckoutResponseWire,
  type CheckoutResult,
  type Reservation,
  type ReservationWire,
} from './checkout-types';
import { eventOrderTransform, type EventOrder, type EventOrderWire } from './orders-types';
import { toDefinitionsPage } from './ticket-definitions';
import type { TicketDefinitionsPage } from './ticket-definition-types';

const CHECKOUT = '/events/v1/checkout';

export interface ListAvailableTicketsOptions {
  eventId?: string;
  offset?: number;
  limit?: number;
  sort?: string;
  state?: TicketDefinitionState[];
}

export interface InvoiceOptions {
  withDiscount?: { couponCode?: string };
  paidPlanBenefit?: { planOrderId: string; benefitId: string };
}

/** The checkout half of the events `orders` module (docs/protocol.md §2.6). */
export interface EventCheckoutApi {
  /** `GET /events/v1/checkout/options`. */
  getCheckoutOptions(): Promise<CheckoutOptions>;
  /** `GET /events/v1/checkout/available-tickets?eventId=…` → `{ metaData, definitions }`. */
  listAvailableTickets(options?: ListAvailableTicketsOptions): Promise<TicketDefinitionsPage>;
  /** `POST /events/v1/checkout/available-tickets/query` with the flat body. */
  queryAvailableTickets(request?: QueryAvailableTicketsRequest): Promise<TicketDefinitionsPage>;
  /** `POST /events/v1/checkout/reservations` → `{ id, expires (Date), reservations, invoice }`. */
  createReservation(request: CreateReservationRequest): Promise<Reservation>;
  /** `DELETE /events/v1/checkout/reservations/{id}?eventId=`: its tickets are free at once. */
  cancelReservation(id: string, eventId: string): Promise<void>;
  /** `POST /events/v1/checkout/invoices/{reservationId}` → `{ invoice, discountErrors? }`. */
  getInvoice(
    reservationId: string,
    eventId: string,
    options?: InvoiceOptions,
  ): Promise<GetInvoiceResponse>;
  /** `POST /events/v1/checkout` → `{ order, expires (Date), reservations, orderPageUrl }`. */
  checkout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** `PATCH /events/v1/checkout/{orderNumber}` → `{ order }`. */
  updateCheckout(
    orderNumber: string,
    request: UpdateCheckoutRequest,
  ): Promise<{ order: EventOrder }>;
  /** `POST /events/v1/pos-checkout` (owner). */
  posCheckout(request: PosCheckoutRequest): Promise<CheckoutResult>;
}

type PageWire = TicketDefinitionsResponse;
const toCheckout = (wire: CheckoutResponseWire): CheckoutResult =>
  fromWire(checkoutTransform, wire);

export function checkoutCalls(ctx: RequestContext): EventCheckoutApi {
  return {
    getCheckoutOptions: () =>
      ctx.request<CheckoutOptions>({ method: 'GET', path: `${CHECKOUT}/options` }),
    async listAvailableTickets(options = {}) {
      const data = { ...options };
      return toDefinitionsPage(
        await ctx.request<PageWire>({ method: 'GET', path: `${CHECKOUT}/available-tickets`, data }),
      );
    },
    async queryAvailableTickets(request = {}) {
      const path = `${CHECKOUT}/available-tickets/query`;
      return toDefinitionsPage(
        await ctx.request<PageWire>({
          method: 'POST',
          path,
          data: { ...request },
          idempotent: true,
        }),
      );
    },
    async createReservation(request) {
      const wire = await ctx.request<ReservationWire>({
        method: 'POST',
        path: `${CHECKOUT}/reservations`,
        data: { ...request },
      });
      return fromWire(reservationTransform, wire);
    },
    async cancelReservation(id, eventId) {
      await ctx.request({
        method: 'DELETE',
        path: `${CHECKOUT}/reservations/{id}`,
        pathParams: { id },
        data: { eventId },
      });
    },
    getInvoice: (reservationId, eventId, options = {}) =>
      ctx.request<GetInvoiceResponse>({
        method: 'POST',
        path: `${CHECKOUT}/invoices/{reservationId}`,
        pathParams: { reservationId },
        data: { reservationId, eventId, ...options },
        idempotent: true,
        fieldMap: {
          withDiscount: 'options.withDiscount',
          paidPlanBenefit: 'options.paidPlanBenefit',
        },
      }),
    checkout: async (request) =>
      toCheckout(
        await ctx.request<CheckoutResponseWire>({
          method: 'POST',
          path: CHECKOUT,
          data: { ...request },
        }),
      ),
    async updateCheckout(orderNumber, request) {
      const res = await ctx.request<{ order: EventOrderWire }>({
        method: 'PATCH',
        path: `${CHECKOUT}/{orderNumber}`,
        pathParams: { orderNumber },
        data: { ...request, orderNumber },
      });
      return { order: fromWire(eventOrderTransform, res.order) };
    },
    posCheckout: async (request) =>
      toCheckout(
        await ctx.request<CheckoutResponseWire>({
          method: 'POST',
          path: '/events/v1/pos-checkout',
          data: { ...request },
        }),
      ),
  };
}
