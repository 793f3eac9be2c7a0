import { describe, expect, it } from 'vitest';
import { isRemoved, RETIRED_APIS, retiredApiOf, retirementHeaders } from './retired-apis';

const api = (name: string) => {
  const found = RETIRED_APIS.find((a) => a.name === name);
  if (!found) throw new Error(`no generation named ${name}`);
  return found;
};

describe('retiredApiOf', () => {
  it.each([
    ['/availability-calendar/v1/availability/query', 'Availability Calendar'],
    ['/_api/availability-calendar/v2/availability/schedule/:scheduleId', 'Availability Calendar'],
    ['/v1/availability/multislot', 'Availability Calendar'],
    ['/events/v1/checkout/reservations/:id', 'Event ticket reservations (Orders V1)'],
    ['/events/v1/rsvp/query', 'RSVP V1'],
    ['/events/v1/events/:eventId/rsvp', 'RSVP V1'],
    ['/pricing-plans/v2/plans/:id/make-primary', 'Plans V1'],
    ['/_api/ecom-cart/v1/carts/current/create-checkout', 'Cart V1'],
    ['/ecom/v1/checkouts/:id', 'Checkout V1'],
  ])('puts the route %s in %s', (route, name) => {
    expect(retiredApiOf(route)?.name).toBe(name);
  });

  it('matches a requested path, its parameters filled and its query string dropped', () => {
    expect(retiredApiOf('/events/v1/events/8f2c/rsvp?rsvpId=1')?.name).toBe('RSVP V1');
    expect(retiredApiOf('/ecom/v1/carts/current')?.name).toBe('Cart V1');
  });

  it.each([
    '/events/v1/checkout/invoices/:reservationId',
    '/events/v1/checkout',
    '/events/v1/ticket-reservations/:ticketReservationId/cancel',
    '/_api/events-ticket-reservations/v1/ticket-reservations',
    '/pricing-plans/v2/orders',
    '/pricing-plans/v2/plansx',
    '/pricing-plans/v3/plans/query',
    '/pricing-plans/v3/plans/:planId',
    '/ecom/v1/checkout-settings',
    '/ecom/v1/orders/:id',
    '/bookings/v2/services/query',
    '/service-availability/v2/time-slots',
    '/_api/service-availability/v2/time-slots/event/:eventId',
    '/_api/service-availability/v2/multi-service-time-slots/get',
    '/stores-reader/v1/products/query-platformized',
    '/stores/v1/products/query',
  ])('leaves the current API %s alone', (route) => {
    expect(retiredApiOf(route)).toBeUndefined();
  });
});

describe('isRemoved', () => {
  it('counts an API as removed from the first second of its removal day (UTC)', () => {
    const cart = api('Cart V1');
    expect(isRemoved(cart, new Date('2027-01-31T23:59:59.999Z'))).toBe(false);
    expect(isRemoved(cart, new Date('2027-02-01T00:00:00.000Z'))).toBe(true);
  });
});

describe('retirementHeaders', () => {
  it('writes Deprecation as an RFC 9745 date, Sunset as an HTTP-date, and the Link', () => {
    expect(retirementHeaders(api('Availability Calendar'))).toEqual({
      deprecation: `@${Date.UTC(2026, 2, 31) / 1000}`,
      sunset: 'Tue, 31 Mar 2026 00:00:00 GMT',
      link:
        '<https://dev.wix.com/docs/api-reference/business-solutions/bookings/time-slots/' +
        'availability-calendar/migration-guide>; rel="deprecation"; type="text/html"',
    });
    expect(retirementHeaders(api('Cart V1'))).toMatchObject({
      deprecation: '@1791331200',
      sunset: 'Mon, 01 Feb 2027 00:00:00 GMT',
    });
  });

  it('never announces a removal before the deprecation', () => {
    for (const entry of RETIRED_APIS) expect(entry.removal >= entry.deprecated).toBe(true);
  });
});
