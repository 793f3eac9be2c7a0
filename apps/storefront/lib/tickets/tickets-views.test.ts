import { describe, expect, it } from 'vitest';
import { withAdvice } from './advice';
import { ticketsReturnOf, ticketsReturnUrl } from './return-url';
import {
  toEventChoices,
  toTicketChoice,
  toTicketOrderView,
  type TicketDefinitionLike,
} from './views';

/** The order a return confirms, and its notice in words, as /tickets reads them. */
const orderOf = (params: Record<string, string>) => ticketsReturnOf(params).order;
const noticeOf = (params: Record<string, string>) => ticketsReturnOf(params).notice;

const event = (over: object) => ({
  id: 'e1',
  slug: 'jazz',
  title: 'Jazz',
  status: 'UPCOMING',
  location: { name: 'Riverside Hall', type: 'VENUE' },
  dateAndTimeSettings: {
    startDate: new Date('2026-07-04T23:00:00Z'),
    timeZoneId: 'America/New_York',
  },
  registration: { type: 'TICKETING', status: 'OPEN_TICKETS', tickets: { ticketLimitPerOrder: 8 } },
  ...over,
});

const ticket = (over: Partial<TicketDefinitionLike>): TicketDefinitionLike => ({
  id: 't1',
  name: 'General',
  free: false,
  limitPerCheckout: 10,
  price: { amount: '25.00', currency: 'USD' },
  wixFeeConfig: { type: 'FEE_ADDED_AT_CHECKOUT' },
  saleStatus: 'SALE_STARTED',
  soldOut: false,
  dashboard: { limited: true, quantity: 20, ticketsSold: 14, ticketsReserved: 2, unsold: 6 },
  ...over,
});

describe('the /tickets views', () => {
  it('lists upcoming events soonest first, dated in their own zone', () => {
    const later = event({
      id: 'e2',
      title: 'Later',
      dateAndTimeSettings: { startDate: '2026-08-01T10:00:00Z', timeZoneId: 'Europe/Berlin' },
    });
    const ended = event({ id: 'e3', status: 'ENDED' });
    const rsvp = event({
      id: 'e4',
      registration: { type: 'RSVP', status: 'OPEN_RSVP', rsvp: { responseType: 'YES_AND_NO' } },
    });
    const choices = toEventChoices([later, ended, event({}), rsvp]);
    expect(choices.map((c) => c.id)).toEqual(['e1', 'e4', 'e2']);
    expect(choices[0]).toMatchObject({
      when: 'Sat, Jul 4, 2026, 7:00 PM EDT',
      location: 'Riverside Hall',
      registration: 'TICKETING',
      ticketLimit: 8,
      open: true,
    });
    expect(choices[1]).toMatchObject({ registration: 'RSVP', acceptsNo: true });
    expect(choices[2]?.when).toBe('Sat, Aug 1, 2026, 12:00 PM GMT+2');
  });

  it('offers a quantity within the per-checkout limit and what is left; other states none', () => {
    expect(toTicketChoice(ticket({}), 8)).toMatchObject({
      price: '$25.00',
      fee: '+ service fee at checkout',
      state: 'on-sale',
      stateLabel: 'On sale',
      max: 4,
    });
    expect(toTicketChoice(ticket({ limitPerCheckout: 3 }), 8).max).toBe(3);
    expect(toTicketChoice(ticket({ soldOut: true }))).toMatchObject({ state: 'sold-out', max: 0 });
    expect(
      toTicketChoice(ticket({ dashboard: { limited: true, quantity: 2, ticketsSold: 2 } })),
    ).toMatchObject({ state: 'sold-out', stateLabel: 'Sold out' });
    expect(toTicketChoice(ticket({ saleStatus: 'SALE_ENDED' }))).toMatchObject({
      stateLabel: 'Sale ended',
      max: 0,
    });
    const scheduled = toTicketChoice(
      ticket({ saleStatus: 'SALE_SCHEDULED', salePeriod: { startDate: '2026-07-01T13:00:00Z' } }),
      10,
      'America/New_York',
    );
    expect(scheduled).toMatchObject({
      state: 'scheduled',
      stateLabel: 'On sale from Wed, Jul 1, 2026, 9:00 AM EDT',
      max: 0,
    });
    expect(
      toTicketChoice(ticket({ free: true, price: { amount: '0', currency: 'USD' } })),
    ).toMatchObject({ price: 'Free', fee: '' });
    expect(toTicketChoice(ticket({ dashboard: { limited: false } })).max).toBe(10);
  });

  it('shows an order with its status and tickets', () => {
    const view = toTicketOrderView({
      orderNumber: 'A1B2-C3D4',
      eventId: 'e1',
      status: 'PAID',
      totalPrice: { amount: '51.25', currency: 'USD' },
      tickets: [
        { ticketNumber: 'T1', name: 'General', price: { amount: '25.00', currency: 'USD' } },
      ],
    });
    expect(view).toEqual({
      orderNumber: 'A1B2-C3D4',
      eventId: 'e1',
      status: 'Paid',
      total: '$51.25',
      tickets: [{ number: 'T1', name: 'General', price: '$25.00' }],
    });
  });

  it('says what an order status means for the buyer, in words', () => {
    const statusOf = (status: string) =>
      toTicketOrderView({ orderNumber: 'N', eventId: 'e1', status }).status;
    expect(statusOf('FREE')).toBe('Confirmed, nothing to pay');
    expect(statusOf('OFFLINE_PENDING')).toBe('Confirmed, to pay offline');
    expect(statusOf('DECLINED')).toBe('Payment declined');
    // A status this storefront does not know yet still reads as words, not as the enum.
    expect(statusOf('ON_HOLD')).toBe('On hold');
  });

  it('reads the hosted checkout return and builds the return URL from the request', () => {
    const back = { callbackType: 'CHECKOUT', status: 'SUCCESS' };
    expect(orderOf({ ...back, orderNumber: ' N1 ', eventId: 'e1' })).toEqual({
      orderNumber: 'N1',
      eventId: 'e1',
    });
    expect(orderOf({ ...back, orderNumber: 'N1' })).toBeNull();
    // The real platform's return carries no callbackType.
    expect(orderOf({ orderNumber: 'N1', eventId: 'e1' })).toEqual({
      orderNumber: 'N1',
      eventId: 'e1',
    });
    const expired = { callbackType: 'CHECKOUT', status: 'ERROR', error: 'RESERVATION_EXPIRED' };
    expect(orderOf(expired)).toBeNull();
    const headers = new Headers({ host: 'shop.test:3000', 'x-forwarded-proto': 'https' });
    expect(ticketsReturnUrl(headers)).toBe('https://shop.test:3000/tickets');
  });

  it('says in words how a return without tickets ended: canceled, declined, or another refusal', () => {
    const back = { callbackType: 'CHECKOUT' };
    expect(noticeOf({ ...back, status: 'CANCELED' })).toMatchObject({
      kind: 'canceled',
      title: 'Checkout canceled',
    });
    // What the hosted events checkout's way back carries after a declined payment.
    const declined = {
      ...back,
      status: 'ERROR',
      error: 'PAYMENT_DECLINED',
      errorDescription: 'The payment was declined',
      paymentStatus: 'DECLINED',
      orderNumber: 'N1',
      eventId: 'e1',
    };
    const declinedNotice = {
      kind: 'declined',
      title: 'Payment declined',
      text: 'Nothing was charged and no tickets were bought; the tickets you chose were released. Choose them again to try another payment.',
    };
    expect(noticeOf(declined)).toEqual(declinedNotice);
    expect(orderOf(declined)).toBeNull();
    // The real platform's return carries no callbackType, only the payment status.
    expect(noticeOf({ paymentStatus: 'DECLINED', eventId: 'e1' })).toEqual(declinedNotice);
    expect(
      noticeOf({
        ...back,
        status: 'ERROR',
        error: 'RESERVATION_EXPIRED',
        errorDescription: 'Your reservation expired',
      }),
    ).toEqual({
      kind: 'problem',
      title: 'No tickets bought',
      text: 'Your reservation expired. Nothing was charged. Choose your tickets again.',
    });
    expect(noticeOf({ ...back, status: 'SUCCESS', orderNumber: 'N1' })).toBeUndefined();
    expect(noticeOf({})).toBeUndefined();
  });

  it('adds what to do to a refusal with a known code, once', () => {
    const error = { code: 'NOT_ENOUGH_TICKETS_LEFT', message: 'Only 2 tickets left.' };
    expect(withAdvice(error).message).toBe(
      'Only 2 tickets left. Choose fewer tickets or another ticket type.',
    );
    expect(withAdvice(withAdvice(error))).toEqual(withAdvice(error));
    expect(withAdvice({ message: 'Boom' })).toEqual({ message: 'Boom' });
  });
});
