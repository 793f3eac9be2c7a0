import { describe, expect, it } from 'vitest';
import { createClient } from '../../client';
import { ApplicationError, SystemError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { orders } from './orders';

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
    const server = await fakePlatform({
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
    const server = await fakePlatform({ 'POST /events/v1/checkout': body });
    const client = clientOf(server, { orders });
    const res = await client.orders.checkout({ eventId: 'e1', reservationId: 'r1' });
    expect(res.expires).toEqual(new Date(iso));
    expect(res.order.created).toEqual(new Date(iso));
    expect(res.order.tickets?.[0]?.checkIn?.created).toEqual(new Date(iso));
  });

  it('sends path parameters and query strings as the wire wants them', async () => {
    const server = await fakePlatform({
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

  it('reads the checkout options as the platform sends them', async () => {
    const options = {
      paidTicketsAvailable: false,
      acceptCoupons: true,
      premiumServices: false,
      paymentMethodConfigured: false,
      acceptGiftCards: false,
    };
    const server = await fakePlatform({ 'GET /events/v1/checkout/options': options });
    const client = clientOf(server, { orders });
    expect(await client.orders.getCheckoutOptions()).toEqual(options);
    expect(apiCalls(server)).toEqual([
      { method: 'GET', url: '/events/v1/checkout/options', body: undefined },
    ]);
  });

  it('queries available tickets with the flat body, not {query}, and their dates as Dates', async () => {
    const server = await fakePlatform({
      'POST /events/v1/checkout/available-tickets/query': {
        metaData: { count: 1, offset: 5, total: 6 },
        definitions: [structuredClone(definition)],
      },
    });
    const client = clientOf(server, { orders });
    const request = {
      offset: 5,
      limit: 1,
      filter: { eventId: 'e1', free: false },
      fieldset: ['DASHBOARD'],
      sort: 'price.amount:desc',
    };
    const page = await client.orders.queryAvailableTickets(request);
    expect(page.metaData).toEqual({ count: 1, offset: 5, total: 6 });
    expect(page.definitions[0]?.createdDate).toEqual(new Date(iso));
    expect(page.definitions[0]?.salePeriod?.endDate).toEqual(new Date(iso));
    expect(apiCalls(server)[0]).toEqual({
      method: 'POST',
      url: '/events/v1/checkout/available-tickets/query',
      body: request,
    });
    await client.orders.queryAvailableTickets();
    expect(apiCalls(server)[1]?.body).toEqual({});
  });

  it('sells at the box office: POS checkout posts its body and returns the order with Dates', async () => {
    const body = {
      order: { ...order, status: 'OFFLINE_PENDING', channel: 'POS' },
      expires: iso,
      reservations: [{ quantity: 1, ticket: definition, ticketDetails: [] }],
      orderPageUrl: '/event-details/gig/order/AB12-CD34',
    };
    const server = await fakePlatform({ 'POST /events/v1/pos-checkout': body });
    const client = clientOf(server, { orders });
    const request = { eventId: 'e1', reservationId: 'r1', paymentDetailsId: 'pd1' };
    const res = await client.orders.posCheckout(request);
    expect(res.order).toMatchObject({ status: 'OFFLINE_PENDING', channel: 'POS' });
    expect(res.expires).toEqual(new Date(iso));
    expect(res.order.created).toEqual(new Date(iso));
    expect(res.order.tickets?.[0]?.checkIn?.created).toEqual(new Date(iso));
    expect(res.reservations[0]?.ticket.updatedDate).toEqual(new Date(iso));
    expect(apiCalls(server)).toEqual([
      { method: 'POST', url: '/events/v1/pos-checkout', body: request },
    ]);
  });

  it('retries a failed available-tickets query but never resends a POS sale', async () => {
    let queries = 0;
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      if (req.url.endsWith('/available-tickets/query') && ++queries > 1)
        return sendJson(res, 200, { metaData: { count: 0, offset: 0, total: 0 }, definitions: [] });
      sendJson(res, 503, { message: 'busy' });
    });
    const client = createClient({
      clientId: 'c',
      apiBaseUrl: server.url,
      modules: { orders },
      retry: { sleep: () => Promise.resolve() },
    });
    const page = await client.orders.queryAvailableTickets({ limit: 1 });
    expect(page.definitions).toEqual([]);
    const sale = await client.orders
      .posCheckout({ eventId: 'e1', reservationId: 'r1' })
      .catch((e: unknown) => e);
    expect(sale).toBeInstanceOf(SystemError);
    expect(sale).toMatchObject({ status: 503 });
    expect(apiCalls(server).map((c) => c.url)).toEqual([
      '/events/v1/checkout/available-tickets/query',
      '/events/v1/checkout/available-tickets/query',
      '/events/v1/pos-checkout',
    ]);
  });

  it('turns a refused POS checkout into an application error with the platform code', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      sendJson(res, 403, {
        message: 'Only the site owner may do this',
        details: { applicationError: { code: 'FORBIDDEN', description: 'Owner only' } },
      });
    });
    const client = clientOf(server, { orders });
    const error = await client.orders
      .posCheckout({ eventId: 'e1', reservationId: 'r1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', description: 'Owner only' });
  });
});
