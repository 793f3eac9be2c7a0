import { formatDay, formatMoment } from '@headless/contract/display-format';
import type { ExtendedBooking } from '@headless/sdk/bookings';
import type { Order } from '@headless/sdk/ecom';
import type { EventOrder } from '@headless/sdk/events';
import type { PlanOrder } from '@headless/sdk/pricing-plans';
import { formatMoney } from '../format';

/** One line of the member's own area: what it is, when, and its status in words. */
export interface AccountItem {
  id: string;
  title: string;
  /** A date, a price, a count: what tells this item from the others. */
  detail: string;
  status: string;
}

const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' · ');

const PAYMENT_WORDS: Record<Order['paymentStatus'], string> = {
  UNSPECIFIED: 'Placed',
  NOT_PAID: 'Placed, not paid yet',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partly refunded',
  FULLY_REFUNDED: 'Refunded',
  PENDING: 'Payment pending',
  PARTIALLY_PAID: 'Partly paid',
};

const SHIPPING_WORDS: Record<Order['fulfillmentStatus'], string> = {
  NOT_FULFILLED: 'not shipped yet',
  PARTIALLY_FULFILLED: 'partly shipped',
  FULFILLED: 'shipped',
};

export function storeOrderStatus(
  order: Pick<Order, 'status' | 'paymentStatus' | 'fulfillmentStatus'>,
) {
  if (order.status === 'CANCELED') return 'Canceled';
  if (order.status === 'INITIALIZED') return 'Not placed yet';
  const paid = PAYMENT_WORDS[order.paymentStatus] ?? 'Placed';
  const shipping = SHIPPING_WORDS[order.fulfillmentStatus];
  return shipping ? `${paid}, ${shipping}` : paid;
}

export function toStoreOrderItem(order: Order): AccountItem {
  const names = order.lineItems.map((line) => line.productName?.original).filter(Boolean);
  return {
    id: order.id,
    title: `Order #${order.number}`,
    detail: join(
      formatDay(order.createdDate),
      names.join(', '),
      order.priceSummary?.total?.formattedAmount,
    ),
    status: storeOrderStatus(order),
  };
}

const BOOKING_WORDS: Record<ExtendedBooking['booking']['status'], string> = {
  CREATED: 'Not confirmed yet: the checkout was not finished',
  CONFIRMED: 'Confirmed',
  PENDING: 'Waiting for the business to approve it',
  DECLINED: 'Declined by the business',
  CANCELED: 'Canceled',
  WAITING_LIST: 'On the waiting list',
};

export function bookingStatus(
  booking: Pick<ExtendedBooking['booking'], 'status' | 'paymentStatus'>,
) {
  const words = BOOKING_WORDS[booking.status] ?? 'Booked';
  if (booking.status !== 'CONFIRMED') return words;
  if (booking.paymentStatus === 'PAID') return `${words}, paid`;
  if (booking.paymentStatus === 'NOT_PAID') return `${words}, to pay in person`;
  return words;
}

export function toBookingItem({ booking }: ExtendedBooking): AccountItem {
  return {
    id: booking.id ?? '',
    title: booking.bookedEntity?.title ?? 'Booking',
    detail: formatMoment(booking.startDate, booking.bookedEntity?.slot?.timezone) || '—',
    status: bookingStatus(booking),
  };
}

export function planStatus(order: Pick<PlanOrder, 'status' | 'endDate' | 'startDate'>) {
  switch (order.status) {
    case 'ACTIVE':
      return order.endDate ? `Active until ${formatDay(order.endDate)}` : 'Active, until canceled';
    case 'PENDING':
      return `Starts ${formatDay(order.startDate)}`;
    case 'PAUSED':
      return 'Paused';
    case 'ENDED':
      return 'Ended';
    case 'CANCELED':
      return 'Canceled';
    case 'DRAFT':
      return 'Not bought yet: the checkout was not finished';
  }
}

export function toPlanItem(order: PlanOrder): AccountItem {
  return {
    id: order.id,
    title: order.planName,
    detail: join(
      `Since ${formatDay(order.startDate)}`,
      formatMoney(order.priceDetails?.total, order.priceDetails?.currency),
    ),
    status: planStatus(order),
  };
}

const TICKET_ORDER_WORDS: Record<EventOrder['status'], string> = {
  NA_ORDER_STATUS: 'Reserved',
  FREE: 'Confirmed (free)',
  PENDING: 'Payment pending',
  PAID: 'Paid',
  OFFLINE_PENDING: 'To pay at the event',
  INITIATED: 'Not paid yet: the checkout was not finished',
  CANCELED: 'Canceled',
  DECLINED: 'Payment declined',
  AUTHORIZED: 'Payment authorized, not charged yet',
  VOIDED: 'Payment voided',
  PARTIALLY_PAID: 'Partly paid',
};

export const ticketOrderStatus = (order: Pick<EventOrder, 'status'>) =>
  TICKET_ORDER_WORDS[order.status] ?? 'Reserved';

export function toTicketItem(order: EventOrder, eventTitles: Map<string, string>): AccountItem {
  const count = order.ticketsQuantity;
  return {
    id: order.orderNumber,
    title: eventTitles.get(order.eventId) ?? 'Event',
    detail: join(
      `Order ${order.orderNumber}`,
      `${count} ${count === 1 ? 'ticket' : 'tickets'}`,
      Number(order.totalPrice?.amount) > 0 &&
        formatMoney(order.totalPrice.amount, order.totalPrice.currency),
    ),
    status: ticketOrderStatus(order),
  };
}
