import { MAX_TICKETS_PER_ORDER } from '@headless/contract/constants';
import { formatMoment } from '@headless/contract/display-format';
import { formatMoney } from '../format';
import type { EventOrderStatus } from '@headless/contract';
import type { EventChoice, SaleState, TicketChoice, TicketOrderView } from './types';

type When = Date | string | undefined | null;

/** The parts of a v3 event the page reads (the SDK's Event is structurally one of these). */
export interface EventLike {
  id?: string | null;
  slug?: string | null;
  title?: string | null;
  status?: string | null;
  location?: { name?: string | null; type?: string | null } | null;
  dateAndTimeSettings?: { startDate?: When; timeZoneId?: string | null } | null;
  registration?: {
    type?: string | null;
    status?: string | null;
    rsvp?: { responseType?: string | null } | null;
    tickets?: { ticketLimitPerOrder?: number | null } | null;
  } | null;
}

export interface TicketDefinitionLike {
  id: string;
  name: string;
  free: boolean;
  limitPerCheckout: number;
  price: { amount: string; currency: string };
  wixFeeConfig?: { type?: string } | null;
  salePeriod?: { startDate?: When; endDate?: When } | null;
  saleStatus?: string | null;
  soldOut?: boolean | null;
  dashboard?: {
    limited?: boolean;
    quantity?: number;
    unsold?: number;
    ticketsSold?: number;
    ticketsReserved?: number;
  } | null;
}

const UPCOMING = new Set(['UPCOMING', 'STARTED']);
const OPEN = new Set(['OPEN_TICKETS', 'OPEN_RSVP', 'OPEN_RSVP_WAITLIST_ONLY']);

/** Upcoming (and running) events, soonest first. */
export function toEventChoices(events: EventLike[]): EventChoice[] {
  return events
    .filter((e) => e.id && UPCOMING.has(e.status ?? ''))
    .map((e) => ({ event: e, start: new Date(e.dateAndTimeSettings?.startDate ?? 0).getTime() }))
    .sort((a, b) => a.start - b.start)
    .map(({ event }) => toEventChoice(event));
}

export function toEventChoice(e: EventLike): EventChoice {
  const type = e.registration?.type;
  const when = e.dateAndTimeSettings;
  return {
    id: e.id ?? '',
    slug: e.slug ?? '',
    title: e.title ?? 'Untitled event',
    when: formatMoment(when?.startDate, when?.timeZoneId),
    location: e.location?.name ?? (e.location?.type === 'ONLINE' ? 'Online' : ''),
    registration: type === 'TICKETING' || type === 'RSVP' ? type : 'OTHER',
    acceptsNo: e.registration?.rsvp?.responseType === 'YES_AND_NO',
    open: OPEN.has(e.registration?.status ?? ''),
    ticketLimit: e.registration?.tickets?.ticketLimitPerOrder ?? MAX_TICKETS_PER_ORDER,
    timeZone: when?.timeZoneId ?? 'UTC',
  };
}

function saleState(t: TicketDefinitionLike): SaleState {
  if (t.saleStatus === 'SALE_SCHEDULED') return 'scheduled';
  if (t.saleStatus === 'SALE_ENDED') return 'ended';
  return t.soldOut ? 'sold-out' : 'on-sale';
}

function remaining(t: TicketDefinitionLike): number {
  const d = t.dashboard;
  if (!d?.limited || d.quantity === undefined) return d?.unsold ?? Number.POSITIVE_INFINITY;
  const left = d.quantity - (d.ticketsSold ?? 0) - (d.ticketsReserved ?? 0);
  return Math.max(0, Math.min(left, d.unsold ?? left));
}

function feeLabel(t: TicketDefinitionLike): string {
  if (t.free) return '';
  const type = t.wixFeeConfig?.type;
  if (type === 'FEE_ADDED_AT_CHECKOUT') return '+ service fee at checkout';
  if (type === 'NO_FEE') return 'No service fee';
  return 'Service fee included';
}

export function toTicketChoice(
  t: TicketDefinitionLike,
  eventLimit = MAX_TICKETS_PER_ORDER,
  timeZone?: string | null,
): TicketChoice {
  const state = saleState(t);
  const labels: Record<SaleState, string> = {
    'on-sale': 'On sale',
    'sold-out': 'Sold out',
    ended: 'Sale ended',
    scheduled: t.salePeriod?.startDate
      ? `On sale from ${formatMoment(t.salePeriod.startDate, timeZone)}`
      : 'Not on sale yet',
  };
  const max = state === 'on-sale' ? Math.min(t.limitPerCheckout, eventLimit, remaining(t)) : 0;
  return {
    id: t.id,
    name: t.name,
    price: t.free ? 'Free' : formatMoney(t.price.amount, t.price.currency),
    fee: feeLabel(t),
    state: max > 0 || state !== 'on-sale' ? state : 'sold-out',
    stateLabel: max > 0 || state !== 'on-sale' ? labels[state] : labels['sold-out'],
    max,
  };
}

const capitalize = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replaceAll('_', ' ');

/**
 * An order's status as the buyer reads it: what it means for them, not the enum ("Free" beside a
 * free total said nothing about the tickets). A status the platform adds later reads as its words.
 */
const ORDER_STATUS_WORDS: Record<EventOrderStatus, string> = {
  NA_ORDER_STATUS: 'Unknown',
  FREE: 'Confirmed, nothing to pay',
  PENDING: 'Awaiting payment',
  PAID: 'Paid',
  OFFLINE_PENDING: 'Confirmed, to pay offline',
  INITIATED: 'Payment started',
  CANCELED: 'Canceled',
  DECLINED: 'Payment declined',
  AUTHORIZED: 'Payment authorized',
  VOIDED: 'Payment voided',
  PARTIALLY_PAID: 'Partially paid',
};

const orderStatusWords = (status: string) =>
  ORDER_STATUS_WORDS[status as EventOrderStatus] ?? capitalize(status);

export interface OrderLike {
  orderNumber: string;
  eventId: string;
  status: string;
  totalPrice?: { amount: string; currency: string } | null;
  tickets?: { ticketNumber: string; name: string; price: { amount: string; currency: string } }[];
}

export function toTicketOrderView(o: OrderLike): TicketOrderView {
  const money = (m?: { amount: string; currency: string } | null) =>
    m ? (Number(m.amount) ? formatMoney(m.amount, m.currency) : 'Free') : '';
  return {
    orderNumber: o.orderNumber,
    eventId: o.eventId,
    status: orderStatusWords(o.status),
    total: money(o.totalPrice),
    tickets: (o.tickets ?? []).map((t) => ({
      number: t.ticketNumber,
      name: t.name,
      price: money(t.price),
    })),
  };
}
