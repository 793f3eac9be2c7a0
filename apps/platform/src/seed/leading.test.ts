// The demo site leads with its main flows: apps' end-to-end tests (and the storefront examples)
// often take the first item a query gives, so the first of each list, in its default order, is
// one whose flow completes on the demo site as seeded (not premium; a store checkout always
// needs premium, so the first product is the one the store example's main flow adds first).
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Every hour of the week from `start`, half a minute past it: no instant falls on a slot's very
 * start (a slot that starts at the instant asked about has started, and is too late to book).
 */
const hoursOfWeek = (start: string) =>
  Array.from({ length: 7 * 24 }, (_, h) => new Date(Date.parse(start) + h * HOUR + 30_000));

/** What an app asks (wix/wix-headless-example's booking page): the next 24 hours, in UTC. */
async function nextDayOf(serviceId: string, now: Date) {
  const { availabilityEntries } = await call(
    'POST',
    '/availability-calendar/v1/availability/query',
    {
      query: {
        filter: {
          serviceId: [serviceId],
          startDate: now.toISOString(),
          endDate: new Date(now.getTime() + DAY).toISOString(),
        },
      },
      timezone: 'UTC',
    },
  );
  return availabilityEntries as { bookable: boolean; slot: { startDate: string } }[];
}

// An app books the first slot the next day offers of the first service a query gives; that slot
// must be bookable at any moment of the week (the studio's weekend and nights included) and
// across both changes of Pacific daylight saving time (8 March and 1 November 2026).
describe('the leading service, within a day of any moment', () => {
  it.each([
    ['an ordinary week', '2026-06-01T00:00:00Z'],
    ['the week clocks spring forward', '2026-03-05T00:00:00Z'],
    ['the week clocks fall back', '2026-10-29T00:00:00Z'],
  ])('offers a bookable first slot from every hour of %s', async (_, start) => {
    const { services } = await call('POST', '/bookings/v2/services/query', { query: {} });
    const clock = vi.spyOn(t.app.clock, 'now');
    try {
      for (const now of hoursOfWeek(start)) {
        clock.mockReturnValue(now);
        const [first] = await nextDayOf(services[0].id, now);
        expect(first?.bookable, now.toISOString()).toBe(true);
      }
    } finally {
      clock.mockRestore();
    }
  });

  it('takes the first slot into a bookings checkout on a Friday afternoon, studio time', async () => {
    const { services } = await call('POST', '/bookings/v2/services/query', { query: {} });
    // 13:00 in San Francisco on Friday 5 June 2026: the weekday mornings alone had nothing left.
    const now = new Date('2026-06-05T20:00:30Z');
    const clock = vi.spyOn(t.app.clock, 'now').mockReturnValue(now);
    try {
      const [first] = await nextDayOf(services[0].id, now);
      const { redirectSession } = await call('POST', '/redirect-session/v1/redirect-session', {
        bookingsCheckout: { slotAvailability: first, timezone: 'UTC' },
      });
      expect(redirectSession.fullUrl).toMatch(/\/hosted\/bookings-checkout\//);
    } finally {
      clock.mockRestore();
    }
  });
});
