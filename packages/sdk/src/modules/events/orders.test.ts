import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { orders } from './orders';
import { eventTickets } from './orders-tickets';

const iso = '2026-07-01T18:00:00.000Z';
const order = {
  orderNumber: 'AB12-CD34',
  created: iso,
  updated: iso,
  guests: [{ createdDate: iso, updatedDate: iso }],
};

describe('events orders: order calls', () => {
  it('lists orders with repeated filters and transforms each order', async () => {
    const server = await fakePlatform({
      'GET /events/v1/orders': {
        total: 1,
        offset: 0,
        limit: 10,
        orders: [structuredClone(order)],
        facets: {},
      },
    });
    const client = clientOf(server, { orders });
    const page = await client.orders.listOrders({
      eventId: ['e1'],
      status: ['PAID', 'FREE'],
      limit: 10,
    });
    expect(page.orders[0]?.created).toEqual(new Date(iso));
    expect(page.orders[0]?.guests?.[0]?.createdDate).toEqual(new Date(iso));
    expect(apiCalls(server)[0]?.url).toBe(
      '/events/v1/orders?eventId=e1&status=PAID&status=FREE&limit=10',
    );
  });

  it('gets one order unwrapped, and posts confirm, capture and void to their paths', async () => {
    const server = await fakePlatform({
      'GET /events/v1/events/e1/orders/AB12-CD34': { order },
      'POST /events/v1/events/e1/orders/confirm': { orders: [order] },
      'POST /events/v1/events/orders/AB12-CD34/capture': { order },
      'POST /events/v1/events/orders/AB12-CD34/void': { order },
      'PATCH /events/v1/events/e1/orders': { orders: [order] },
    });
    const client = clientOf(server, { orders });
    const got = await client.orders.getOrder('e1', 'AB12-CD34', { fieldset: ['TICKETS'] });
    expect(got.updated).toEqual(new Date(iso));
    await client.orders.confirmOrder('e1', ['AB12-CD34']);
    await client.orders.captureAuthorizedPayment('AB12-CD34');
    await client.orders.voidAuthorizedPayment('AB12-CD34');
    const bulk = await client.orders.bulkUpdateOrders('e1', ['AB12-CD34'], { archived: true });
    expect(bulk.orders[0]?.created).toEqual(new Date(iso));
    const calls = apiCalls(server);
    expect(calls[0]?.url).toBe(
      '/events/v1/events/e1/orders/AB12-CD34?eventId=e1&orderNumber=AB12-CD34&fieldset=TICKETS',
    );
    expect(calls[1]?.body).toEqual({ eventId: 'e1', orderNumber: ['AB12-CD34'] });
    expect(calls[4]?.body).toEqual({
      eventId: 'e1',
      orderNumber: ['AB12-CD34'],
      fields: { archived: true },
    });
  });

  it('checks tickets in and queries guests', async () => {
    const server = await fakePlatform({
      'POST /events/v1/events/e1/tickets/check-in': {
        tickets: [{ ticketNumber: 'T-1', checkIn: { created: iso } }],
      },
      'POST /events/v2/guests/query': {
        guests: [{ id: 'g', createdDate: iso, updatedDate: iso }],
        pagingMetadata: {},
      },
    });
    const client = clientOf(server, { eventTickets });
    const res = await client.eventTickets.checkInTickets('e1', ['T-1']);
    expect(res.tickets[0]?.checkIn?.created).toEqual(new Date(iso));
    const guests = await client.eventTickets.queryGuests({ filter: { eventId: 'e1' } });
    expect(guests.guests[0]?.createdDate).toEqual(new Date(iso));
    expect(apiCalls(server)[1]?.body).toEqual({ query: { filter: { eventId: 'e1' } } });
  });

  it('updates one order with the ids in path and body, and returns it with Dates', async () => {
    const server = await fakePlatform({
      'PATCH /events/v1/events/e1/orders/AB12-CD34': {
        order: { ...structuredClone(order), firstName: 'Ada', archived: true },
      },
    });
    const client = clientOf(server, { orders });
    const update = {
      fields: { firstName: 'Ada' },
      checkoutForm: { inputValues: [{ inputName: 'email', value: 'ada@example.com' }] },
      archived: true,
    };
    const res = await client.orders.updateOrder('e1', 'AB12-CD34', update);
    expect(res.order).toMatchObject({ firstName: 'Ada', archived: true });
    expect(res.order.updated).toEqual(new Date(iso));
    expect(res.order.guests?.[0]?.updatedDate).toEqual(new Date(iso));
    expect(apiCalls(server)).toEqual([
      {
        method: 'PATCH',
        url: '/events/v1/events/e1/orders/AB12-CD34',
        body: { eventId: 'e1', orderNumber: 'AB12-CD34', ...update },
      },
    ]);
  });

  it('reads the sales summary of one event, or of all when no event is named', async () => {
    const money = (amount: string) => ({ amount, currency: 'USD', value: amount });
    const sales = [
      {
        eventId: 'e1',
        total: money('10.25'),
        revenue: money('10.00'),
        totalSales: money('10.00'),
        ordersCount: 2,
        ticketsCount: 2,
        currency: 'USD',
      },
    ];
    const server = await fakePlatform({ 'GET /events/v1/orders/summary': { sales } });
    const client = clientOf(server, { orders });
    expect(await client.orders.getSummary('e1')).toEqual({ sales });
    await client.orders.getSummary();
    expect(apiCalls(server).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /events/v1/orders/summary?eventId=e1',
      'GET /events/v1/orders/summary',
    ]);
  });
});
