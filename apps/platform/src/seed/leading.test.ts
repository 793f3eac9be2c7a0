// The demo site leads with its main flows: apps' end-to-end tests (and the storefront examples)
// often take the first item a query gives, so the first of each list, in its default order, is
// one whose flow completes on the demo site as seeded (not premium; a store checkout always
// needs premium, so the first product is the one the store example's main flow adds first).
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { encodeR } from '../http/complex-get';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await visitorToken(t.app);
});

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { authorization: token }, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the demo seed, in each query’s default order', () => {
  it('leads with a ticketed event on sale, its free ticket first', async () => {
    const { events } = await call('POST', '/events/v3/events/query', {
      query: {},
      fields: ['REGISTRATION'],
    });
    expect(events[0]).toMatchObject({
      title: 'Online Photography Workshop',
      registration: { type: 'TICKETING', status: 'OPEN_TICKETS' },
    });
    const { ticketDefinitions } = await call(
      'POST',
      '/events-ticket-definitions/v3/ticket-definitions/available/query',
      { query: { filter: { eventId: events[0].id } } },
    );
    expect(ticketDefinitions[0]).toMatchObject({
      name: 'Community Pass',
      pricingMethod: { free: true },
      saleStatus: 'SALE_STARTED',
    });
  });

  it('leads with the free service', async () => {
    const { services } = await call('POST', '/bookings/v2/services/query', { query: {} });
    expect(services[0]).toMatchObject({
      name: 'Free Intro Consultation',
      type: 'APPOINTMENT',
      payment: { rateType: 'NO_FEE' },
    });
  });

  it('leads with the T-shirt', async () => {
    const path = '/stores-reader/v1/products/query-platformized';
    const { products } = await call('GET', `${path}?.r=${encodeR({ query: {} })}`);
    expect(products[0]?.name).toBe('Classic Cotton T-Shirt');
  });

  it('leads with the free plan', async () => {
    const { plans } = await call('GET', '/pricing-plans/v2/plans/public');
    expect(plans[0]).toMatchObject({ name: 'Community', pricing: { price: { value: '0' } } });
  });
});
