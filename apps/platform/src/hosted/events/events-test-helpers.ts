import { DEMO_SITE_ID, type EventForm } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { visitorToken, type TestApp } from '../../../test/build-app';
import type { App } from '../../kernel/app-type';
import type { Db } from '../../db/client';
import {
  eventsReservationLines,
  eventsReservations,
  eventsTicketDefinitions,
} from '../../db/schema/event-tickets';
import { eventsEvents } from '../../db/schema/events';

/** Test data for the hosted events checkout: own events, tickets and reservations per test. */
export const CALLBACKS = {
  postFlowUrl: 'http://localhost:3000/tickets',
  thankYouPageUrl: 'http://localhost:3000/tickets?done=1',
};

/** The visitor the token names (the reservation's owner, as the reservation call records it). */
export function visitorIdOf(token: string): string {
  const jwt = token.replace(/^Bearer /, '').replace(/^OauthNG\.JWS\./, '');
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
  return JSON.parse(payload.data).instance.aid;
}

export interface TestEvent {
  id: string;
  slug: string;
  ticketId: string;
}

/** A published copy of the seeded jazz night with one ticket type of the given price. */
export async function makeEvent(
  db: Db,
  opts: { priceMinor: number; form?: EventForm; separately?: boolean; state?: 'DRAFT' },
): Promise<TestEvent> {
  const [jazz] = await db
    .select()
    .from(eventsEvents)
    .where(and(eq(eventsEvents.siteId, DEMO_SITE_ID), eq(eventsEvents.slug, 'summer-jazz-night')));
  const id = crypto.randomUUID();
  const slug = `test-event-${id.slice(0, 8)}`;
  const ticketing = {
    ticketLimitPerOrder: 10,
    reservationDurationInMinutes: 20,
    guestsAssignedSeparately: !!opts.separately,
  };
  await db.insert(eventsEvents).values({
    ...jazz!,
    id,
    slug,
    title: `Test event ${slug}`,
    state: opts.state ?? 'PUBLISHED',
    form: opts.form ?? null,
    details: { ...jazz!.details, ticketing },
  });
  const [ticket] = await db
    .insert(eventsTicketDefinitions)
    .values({
      siteId: DEMO_SITE_ID,
      eventId: id,
      name: opts.priceMinor ? 'Standard' : 'Free entry',
      priceMinor: opts.priceMinor,
      currency: 'USD',
      capacity: 5,
      feeType: 'NO_FEE',
    })
    .returning();
  return { id, slug, ticketId: ticket!.id };
}

/** A pending reservation held by the token's visitor, as the reservation call would store it. */
export async function makeReservation(
  db: Db,
  token: string,
  event: TestEvent,
  quantity: number,
  expiresInMs = 20 * 60_000,
  now = new Date(),
): Promise<string> {
  const [ticket] = await db
    .select()
    .from(eventsTicketDefinitions)
    .where(eq(eventsTicketDefinitions.id, event.ticketId));
  const expiresAt = new Date(now.getTime() + expiresInMs);
  const [row] = await db
    .insert(eventsReservations)
    .values({
      siteId: DEMO_SITE_ID,
      eventId: event.id,
      expiresAt,
      currency: 'USD',
      ownerType: 'ANONYMOUS_VISITOR',
      ownerId: visitorIdOf(token),
    })
    .returning();
  await db.insert(eventsReservationLines).values({
    siteId: DEMO_SITE_ID,
    reservationId: row!.id,
    ticketDefinitionId: ticket!.id,
    position: 0,
    name: ticket!.name,
    quantity,
    priceMinor: ticket!.priceMinor,
    expiresAt,
  });
  return row!.id;
}

export function redirectFor(
  app: App,
  token: string,
  eventsCheckout: Record<string, unknown>,
  callbacks: Record<string, string> = CALLBACKS,
) {
  return app.inject({
    method: 'POST',
    url: '/redirect-session/v1/redirect-session',
    headers: { authorization: token },
    payload: { eventsCheckout, callbacks },
  });
}

/** A session id for the reservation (the site must be premium for a paid one). */
export async function sessionFor(app: App, token: string, event: TestEvent, reservationId: string) {
  const res = await redirectFor(app, token, { eventSlug: event.slug, reservationId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().redirectSession.id as string;
}

/** A new visitor, a new event, their reservation of `quantity` tickets and its checkout session. */
export async function openCheckout(
  t: TestApp,
  eventOpts: Parameters<typeof makeEvent>[1],
  quantity: number,
  expiresInMs?: number,
) {
  const token = await visitorToken(t.app);
  const event = await makeEvent(t.db, eventOpts);
  const id = await makeReservation(t.db, token, event, quantity, expiresInMs);
  const sessionId = await sessionFor(t.app, token, event, id);
  return { token, event, id, sessionId };
}

export const BUYER = {
  'buyer.firstName': 'Ada',
  'buyer.lastName': 'Lovelace',
  'buyer.email': 'ada@example.com',
};

export function submitEvents(app: App, sessionId: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/hosted/events-checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export const getPage = (app: App, sessionId: string) =>
  app.inject({ method: 'GET', url: `/hosted/events-checkout/${sessionId}` });
