import type {
  EventGuest,
  EventOrder,
  EventTicket,
  OrderAction,
  OrderFieldset,
} from '@headless/contract';
import { buildInvoice, soldLines } from '../checkout/invoice';
import type { GuestRow, OrderBundle, OrderRow, TicketRow } from './order-store';
import { eventsMoney } from '../rules';
import { wireDates } from '../../../kernel/wire-dates';

export const ALL_FIELDSETS: OrderFieldset[] = ['TICKETS', 'DETAILS', 'FORM', 'INVOICE'];
/** Statuses whose tickets no longer hold seats. */
export const RELEASED = new Set(['CANCELED', 'DECLINED', 'VOIDED']);

export function actionsOf(order: OrderRow): OrderAction[] {
  const actions: OrderAction[] = [order.archived ? 'UNARCHIVE' : 'ARCHIVE'];
  if (order.status === 'OFFLINE_PENDING') actions.push('CONFIRM');
  if (order.status === 'AUTHORIZED') actions.push('CAPTURE', 'VOID');
  return actions;
}

const fullName = (first?: string | null, last?: string | null) =>
  [first, last].filter(Boolean).join(' ') || undefined;

export function ticketToWire(ticket: TicketRow, order: OrderRow, guest?: GuestRow): EventTicket {
  return {
    ticketNumber: ticket.ticketNumber,
    orderNumber: order.orderNumber,
    eventId: ticket.eventId,
    ticketDefinitionId: ticket.ticketDefinitionId,
    name: ticket.name,
    price: eventsMoney(ticket.priceMinor, order.currency),
    free: ticket.priceMinor === 0,
    ...(guest
      ? {
          guestId: guest.id,
          firstName: guest.firstName ?? undefined,
          lastName: guest.lastName ?? undefined,
          guestFullName: fullName(guest.firstName, guest.lastName),
          email: guest.email ?? undefined,
          form: { inputValues: guest.form.inputValues ?? [] },
        }
      : {}),
    ...(ticket.checkedInAt ? { checkIn: { created: ticket.checkedInAt.toISOString() } } : {}),
    orderStatus: order.status,
    orderArchived: order.archived,
    archived: ticket.archived,
    canceled: RELEASED.has(order.status),
  };
}

export function guestToWire(guest: GuestRow, order?: OrderRow, ticket?: TicketRow): EventGuest {
  return {
    id: guest.id,
    eventId: guest.eventId,
    ...(order ? { orderNumber: order.orderNumber } : {}),
    ...(ticket ? { ticketNumber: ticket.ticketNumber } : {}),
    guestType: guest.guestType,
    attendanceStatus: guest.attendanceStatus,
    ...(guest.memberId ? { memberId: guest.memberId } : {}),
    guestDetails: {
      firstName: guest.firstName ?? undefined,
      lastName: guest.lastName ?? undefined,
      email: guest.email ?? undefined,
      formResponse: { inputValues: guest.form.inputValues ?? [] },
      checkedIn: Boolean(ticket?.checkedInAt),
    },
    ...wireDates(guest),
  };
}

function invoiceOf({ order, tickets }: OrderBundle) {
  return buildInvoice(soldLines(tickets), order.currency, order.discountMinor);
}

function ticketsWithGuests(bundle: OrderBundle) {
  const byId = new Map(bundle.guests.map((g) => [g.id, g]));
  return bundle.tickets.map((t) =>
    ticketToWire(t, bundle.order, t.guestId ? byId.get(t.guestId) : undefined),
  );
}

/** v1 `Order`; the fieldsets decide which parts it carries (basics always). */
export function orderToWire(bundle: OrderBundle, fieldsets: readonly OrderFieldset[]): EventOrder {
  const { order, tickets } = bundle;
  const has = (f: OrderFieldset) => fieldsets.includes(f);
  const ticketOf = new Map(tickets.filter((t) => t.guestId).map((t) => [t.guestId!, t]));
  return {
    orderNumber: order.orderNumber,
    reservationId: order.reservationId,
    eventId: order.eventId,
    status: order.status,
    created: order.createdAt.toISOString(),
    updated: order.updatedAt.toISOString(),
    confirmed: order.status === 'FREE' || order.status === 'PAID',
    archived: order.archived,
    ticketsQuantity: tickets.length,
    totalPrice: eventsMoney(order.totalMinor, order.currency),
    ...(has('DETAILS')
      ? {
          memberId: order.memberId ?? undefined,
          contactId: order.contactId ?? undefined,
          firstName: order.buyer.firstName,
          lastName: order.buyer.lastName,
          fullName: fullName(order.buyer.firstName, order.buyer.lastName),
          email: order.buyer.email,
          guests: bundle.guests.map((g) => guestToWire(g, order, ticketOf.get(g.id))),
        }
      : {}),
    ...(has('FORM') ? { checkoutForm: { inputValues: order.checkoutForm.inputValues ?? [] } } : {}),
    ...(has('TICKETS') ? { tickets: ticketsWithGuests(bundle) } : {}),
    ...(has('INVOICE') ? { invoice: invoiceOf(bundle) } : {}),
    fullyCheckedIn: tickets.length > 0 && tickets.every((t) => t.checkedInAt),
    channel: order.paymentChannel,
    marketingConsent: order.marketingConsent,
    availableActions: actionsOf(order),
  };
}
