import { afterEach, describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import type { TestServer } from '../../../test/http-server';
import { orders } from './orders';

let server: TestServer | undefined;
afterEach(() => server?.close());

const iso = '2026-07-01T18:00:00.000Z';
const money = { amount: '10.00', currency: 'USD' };
const definition = {
  id: 'd1',
  name: 'GA',
  createdDate: iso,
  updatedDate: iso,
  salePeriod: { endDate: iso },
};
const reservation = {
  id: 'r1',
  expires: iso,
  reservations: [{ quantity: 2, ticket: definition, ticketDetails: [] }],
  invoice: { items: [], total: money },
  reservationStatus: 'RESERVATION_PENDING',
};
const order = {
  orderNumber: 'AB12-CD34',
  created: iso,
  updated: iso,
  tickets: [{ checkIn: { created: iso } }],
};

describe('events orders: checkout calls', () => {
  it('creates a reservation and turns expires and the definitions dates into Dates', async () => {
    server = await fakePlatform({
      'POST /events/v1/checkout/reservations': structuredClone(reservation),
    });
    const client = clientOf(server, { orders });
    const request = {
      eventId: 'e1',
      ticketQuantities: [{ ticketDefinitionId: 'd1', quantity: 2 }],
    };
    const res = await client.orders.createReservation(request);
    expect(res.id).toBe('r1');
    expect(res.expires).toEqual(new Date(iso));
    expect(res.reservations[0]?.ticket.createdDate).toEqual(new Date(iso));
    expect(res.reservations[0]?.ticket.salePeriod?.endDate).toEqual(new Date(iso));
    expect(apiCalls(server)[0]?.body).toEqual(request);
  });

  it('checks out, with the order dates as Dates', async () => {
    const body = { order, expires: iso, reservations: [], orderPageUrl: '/o' };
    server = await fakePlatform({ 'POST /events/v1/checkout': body });
    const client = clientOf(server, { orders });
    const res = await client.orders.checkout({ eventId: 'e1', reservationId: 'r1' });
    expect(res.expires).toEqual(new Date(iso));
    expect(res.order.created).toEqual(new Date(iso));
    expect(res.order.tickets?.[0]?.checkIn?.created).toEqual(new Date(iso));
  });

  it('sends path parameters and query strings as the wire wants them', async () => {
    server = await fakePlatform({
      'DELETE /events/v1/checkout/reservations/r1': {},
      'GET /events/v1/checkout/available-tickets': {
        metaData: { count: 1, offset: 0, total: 1 },
        definitions: [definition],
      },
      'POST /events/v1/checkout/invoices/r1': { invoice: { total: money } },
      'PATCH /events/v1/checkout/AB12-CD34': { order },
    });
    const client = clientOf(server, { orders });
    await client.orders.cancelReservation('r1', 'e1');
    const page = await client.orders.listAvailableTickets({
      eventId: 'e1',
      state: ['VISIBLE', 'PAID'],
    });
    expect(page.definitions[0]?.updatedDate).toEqual(new Date(iso));
    await client.orders.getInvoice('r1', 'e1', { withDiscount: { couponCode: 'SAVE10' } });
    const updated = await client.orders.updateCheckout('AB12-CD34', { eventId: 'e1' });
    expect(updated.order.updated).toEqual(new Date(iso));
    const calls = apiCalls(server);
    expect(calls.map((c) => c.url)).toEqual([
      '/events/v1/checkout/reservations/r1?id=r1&eventId=e1',
      '/events/v1/checkout/available-tickets?eventId=e1&state=VISIBLE&state=PAID',
      '/events/v1/checkout/invoices/r1',
      '/events/v1/checkout/AB12-CD34',
    ]);
    expect(calls[2]?.body).toEqual({
      reservationId: 'r1',
      eventId: 'e1',
      withDiscount: { couponCode: 'SAVE10' },
    });
  });
});
