import type {
  CheckoutResponse as CheckoutResponseWire,
  ReservationResponse as ReservationWire,
} from '@headless/contract';
import { defineTransform, type DatesAt } from '../../core/transforms';

export type { CheckoutResponseWire, ReservationWire };

const LINE_DATES = [
  'reservations.ticket.createdDate',
  'reservations.ticket.updatedDate',
  'reservations.ticket.salePeriod.startDate',
  'reservations.ticket.salePeriod.endDate',
] as const;
const ORDER_DATES = [
  'order.created',
  'order.updated',
  'order.tickets.checkIn.created',
  'order.guests.createdDate',
  'order.guests.updatedDate',
] as const;

/** `expires` becomes a Date (docs/protocol.md §3.6), and so do the reserved definitions' dates. */
export const reservationTransform = defineTransform({ dates: ['expires', ...LINE_DATES] });
export const checkoutTransform = defineTransform({
  dates: ['expires', ...LINE_DATES, ...ORDER_DATES],
});

export type Reservation = DatesAt<ReservationWire, 'expires' | (typeof LINE_DATES)[number]>;
export type CheckoutResult = DatesAt<
  CheckoutResponseWire,
  'expires' | (typeof LINE_DATES)[number] | (typeof ORDER_DATES)[number]
>;
