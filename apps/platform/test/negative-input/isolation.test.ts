import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceFixture } from '../../src/modules/availability/fixtures';
import { bookAsVisitor } from '../../src/modules/booking-records/test-kit';
import { BUYER, JAZZ, ticketsKit } from '../../src/modules/event-tickets/test-kit';
import { buildTestApp, visitorToken, type TestApp } from '../build-app';
import { principalsOf, type Headers, type Principals } from './principals';

/**
 * A visitor's records, read by everybody else: another visitor of the site, the other site's
 * visitor and owner, and the site owner's key sent for the other site. Each gets a 4xx that names
 * nothing of the record, never the record. (Reservations, checkouts, carts and members' plan orders
 * have their own probes beside their modules.)
 */
let t: TestApp;
let p: Principals;
let buyer: Headers;
let strangers: [string, Headers][];
beforeAll(async () => {
  t = await buildTestApp();
  p = await principalsOf(t);
  buyer = p.visitor;
  strangers = [
    ['another visitor', { authorization: await visitorToken(t.app) }],
    ['the other site’s visitor', p.otherSiteVisitor],
    ['the other site’s owner', p.otherSiteOwner],
    ['the owner’s key for the other site', p.ownerKeyForOtherSite],
  ];
});
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

/** Every stranger is refused, and the answer carries none of the record's data. */
async function onlyTheBuyerReads(url: string, secret: string, owner = buyer) {
  const own = await get(url, owner);
  expect(own.statusCode, own.body).toBe(200);
  expect(own.body).toContain(secret);
  const answers = await Promise.all(strangers.map(([, headers]) => get(url, headers)));
  const seen = answers.map((res: LightMyRequestResponse, i) => ({
    who: strangers[i]![0],
    status: res.statusCode,
    leaks: res.body.includes(secret),
  }));
  for (const answer of seen) {
    expect([401, 403, 404], answer.who).toContain(answer.status);
    expect(answer.leaks, answer.who).toBe(false);
  }
}

describe('records of one visitor', () => {
  it('a booking is read by the visitor who made it only', async () => {
    const service = await createServiceFixture(t.db, {
      weekly: [{ day: 'MON', start: '09:00', end: '12:00' }],
      capacity: 3,
    });
    const form = 'name=Isolde&email=isolde%40example.com&participants=1';
    const id = await bookAsVisitor(t.app, buyer.authorization!, service.id, form);
    await onlyTheBuyerReads(`/bookings/v2/bookings/${id}`, 'isolde@example.com');
  });

  it('an event order and its tickets are read by their buyer only', async () => {
    const k = await ticketsKit(t);
    const orderNumber = await k.order(await k.newDefinition());
    const order = `/events/v1/events/${JAZZ}/orders/${orderNumber}?fieldset=DETAILS&fieldset=TICKETS`;
    await onlyTheBuyerReads(order, BUYER.email, k.visitor);
    const ticket = (await get(order, k.visitor)).json().order.tickets[0].ticketNumber as string;
    await onlyTheBuyerReads(`/events/v1/events/${JAZZ}/tickets/${ticket}`, BUYER.email, k.visitor);
    for (const [who, headers] of strangers.slice(1)) {
      const listed = await get('/events/v1/orders', headers);
      expect(listed.body.includes(BUYER.email), who).toBe(false);
    }
  });
});
