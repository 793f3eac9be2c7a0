import type {
  CreateTicketReservationRequest,
  TicketReservationEntity as TicketReservationWire,
} from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export type { TicketReservationWire };

/** The reservation's three instants become `Date`s; money stays decimal strings (`value`). */
export const ticketReservationTransform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'expirationDate'],
});
export type TicketReservation = Transformed<
  TicketReservationWire,
  typeof ticketReservationTransform
>;
export type TicketReservationInput = CreateTicketReservationRequest['ticketReservation'];

/**
 * Ticket Reservations (`/events/v1/ticket-reservations`), the successor of the events `orders`
 * module's reservations (docs/protocol.md §2.6): the same holds, expiry and capacity. The id is
 * what the hosted events checkout takes as `eventsCheckout.reservationId`.
 */
export interface TicketReservationsApi {
  /** `POST /events/v1/ticket-reservations`: the tickets' definitions name the event. */
  createTicketReservation(ticketReservation: TicketReservationInput): Promise<TicketReservation>;
  /** `GET …/{ticketReservationId}`: the caller's own reservation (the owner reads every one). */
  getTicketReservation(ticketReservationId: string): Promise<TicketReservation>;
  /** `POST …/{ticketReservationId}/cancel`: its tickets are free at once. */
  cancelTicketReservation(ticketReservationId: string): Promise<TicketReservation>;
}

const PATH = '/events/v1/ticket-reservations';
type One = { ticketReservation: TicketReservationWire };
const toReservation = (res: One): TicketReservation =>
  fromWire(ticketReservationTransform, res.ticketReservation);

export const ticketReservations: SdkModule<TicketReservationsApi> = {
  create: (ctx) => ({
    createTicketReservation: async (ticketReservation) =>
      toReservation(
        await ctx.request<One>({ method: 'POST', path: PATH, data: { ticketReservation } }),
      ),
    getTicketReservation: async (ticketReservationId) =>
      toReservation(
        await ctx.request<One>({
          method: 'GET',
          path: `${PATH}/{ticketReservationId}`,
          pathParams: { ticketReservationId },
        }),
      ),
    // Cancelling twice changes nothing more: safe to resend.
    cancelTicketReservation: async (ticketReservationId) =>
      toReservation(
        await ctx.request<One>({
          method: 'POST',
          path: `${PATH}/{ticketReservationId}/cancel`,
          pathParams: { ticketReservationId },
          data: {},
          idempotent: true,
        }),
      ),
  }),
};
