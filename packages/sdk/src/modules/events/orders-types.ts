import type {
  EventGuest as EventGuestWire,
  EventOrder as EventOrderWire,
  EventTicket as EventTicketWire,
  ListOrdersResponse,
} from '@headless/contract';
import { defineTransform, type DatesAt } from '../../core/transforms';

export type { EventGuestWire, EventOrderWire, EventTicketWire };

const ORDER_DATES = [
  'created',
  'updated',
  'tickets.checkIn.created',
  'guests.createdDate',
  'guests.updatedDate',
] as const;

export const eventOrderTransform = defineTransform({ dates: ORDER_DATES });
export const eventTicketTransform = defineTransform({ dates: ['checkIn.created'] });
export const eventGuestTransform = defineTransform({ dates: ['createdDate', 'updatedDate'] });

/** An events order (v1) with its dates, its tickets' check-ins and guests' dates as `Date`. */
export type EventOrder = DatesAt<EventOrderWire, (typeof ORDER_DATES)[number]>;
export type EventTicket = DatesAt<EventTicketWire, 'checkIn.created'>;
export type EventGuest = DatesAt<EventGuestWire, 'createdDate' | 'updatedDate'>;

export interface OrdersPage extends Omit<ListOrdersResponse, 'orders'> {
  orders: EventOrder[];
}
