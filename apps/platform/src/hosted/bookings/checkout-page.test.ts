import { GetBookingResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { buildApp } from '../../app';
import { closeDb, createDb } from '../../db/client';
import { bookingsBookings, redirectSessions } from '../../db/schema/booking-records';
import { createServiceFixture } from '../../modules/availability/fixtures';
import { outboxOf } from '../../outbox/test-kit';
import { callbackOf, linkOf, storedCallback } from '../callback-test-kit';
import { headingsOf, siteContainerOf } from '../landmarks-test-kit';
import { useBookingsCheckout } from './checkout-test-kit';

const k = useBookingsCheckout();
const { t, NY, weekdays, sessionId, submit } = k;

describe('the hosted checkout page', () => {
  it('shows the service, the slot in the visitor zone and the price, without a token', async () => {
    const s = await createServiceFixture(t.db, { weekly: weekdays('09:00', '12:00'), capacity: 3 });
    const id = await sessionId(s.id, '2027-03-15T09:00:00Z');
    const res = await t.app.inject({ method: 'GET', url: `/hosted/bookings-checkout/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(s.name);
    expect(res.body).toContain('Mon, Mar 15, 2027, 5:00 – 6:00 AM EDT');
    expect(res.body).toContain('Free');
    expect(res.body).toMatch(/<label for="participants">Number of participants<\/label>/);
    expect(res.body).toContain('max="3"');
    // Where apps' tests on the real platform look: the container, then the section's heading.
    const inside = siteContainerOf(res.body) ?? '';
    expect(headingsOf(inside)).toEqual(['h1 Complete your booking', 'h2 Booking Details']);
    expect(inside).toContain(s.name);
    const missing = await t.app.inject({ method: 'GET', url: '/hosted/bookings-checkout/nope' });
    expect(missing.statusCode).toBe(404);
    expect(headingsOf(siteContainerOf(missing.body) ?? '')).toEqual(['h1 Checkout not found']);
  });

  it('explains bad input next to each field and books nothing', async () => {
    const s = await createServiceFixture(t.db, { weekly: weekdays('09:00', '12:00'), capacity: 2 });
    const id = await sessionId(s.id, '2027-03-15T10:00:00Z');
    const res = await submit(id, { name: ' ', email: 'not-an-email', participants: '-1' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Enter your name.');
    expect(res.body).toMatch(/id="name"[^>]*aria-invalid="true" autofocus/);
    expect(res.body).toContain('Enter an email address like name@example.com.');
    expect(res.body).toContain('Enter a whole number from 1 to 2.');
    expect(res.body).toContain(
      'aria-invalid="true" aria-describedby="participants-hint participants-error"',
    );
    expect(
      await t.db.select().from(bookingsBookings).where(eq(bookingsBookings.serviceId, s.id)),
    ).toEqual([]);
  });

  it('books, redirects with the booking id, lets only its visitor read it, and books once when resubmitted', async () => {
    const s = await createServiceFixture(t.db, { weekly: weekdays('09:00', '12:00'), capacity: 4 });
    const id = await sessionId(s.id, '2027-03-15T11:00:00Z');
    const first = await submit(id, {
      name: 'Ada King Lovelace',
      email: 'ada@example.com',
      participants: '2',
    });
    expect(first.statusCode).toBe(303);
    const location = new URL(first.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/booking');
    expect(location.searchParams.get('done')).toBe('1');
    expect(callbackOf(location)).toEqual({ type: 'CHECKOUT', status: 'SUCCESS' });
    expect(await storedCallback(t.db, 'checkout', id)).toEqual(['CHECKOUT', 'SUCCESS']);
    const bookingId = location.searchParams.get('bookingId')!;
    const again = await submit(id);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    const rows = await t.db
      .select()
      .from(bookingsBookings)
      .where(eq(bookingsBookings.serviceId, s.id));
    expect(rows).toHaveLength(1);
    const done = await t.app.inject({ method: 'GET', url: `/hosted/bookings-checkout/${id}` });
    expect(done.body).toContain('Already booked');
    expect(done.body).toContain(`bookingId=${bookingId}`);
    await t.db
      .update(redirectSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redirectSessions.id, id));
    const expired = await submit(id);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('unknown or has expired');

    const read = await t.app.inject({
      method: 'GET',
      url: `/bookings/v2/bookings/${bookingId}?bookingId=${bookingId}`,
      headers: { authorization: k.token },
    });
    expect(read.statusCode).toBe(200);
    const { booking } = GetBookingResponse.parse(read.json());
    expect(booking).toMatchObject({
      id: bookingId,
      status: 'CONFIRMED',
      paymentStatus: 'EXEMPT',
      totalParticipants: 2,
      startDate: '2027-03-15T11:00:00.000Z',
      contactDetails: {
        firstName: 'Ada',
        lastName: 'King Lovelace',
        email: 'ada@example.com',
        timeZone: NY,
      },
      bookedEntity: { title: s.name, slot: { serviceId: s.id, timezone: NY } },
    });
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/_api/bookings/v2/bookings/${bookingId}`,
      headers: { authorization: await visitorToken(t.app) },
    });
    expect(stranger.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/bookings/v2/bookings/00000000-0000-4000-8000-000000000000',
      headers: { authorization: k.token },
    });
    expect(unknown.json().details.applicationError.code).toBe('BOOKING_NOT_FOUND');

    const events = await outboxOf(t.db, [bookingId]);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.bookings.v2.booking_created',
      'wix.bookings.v2.booking_confirmed',
    ]);
    expect(events[1]?.payload).toMatchObject({ booking: { id: bookingId, status: 'CONFIRMED' } });
    // The hosted page books for the visitor whose session it is.
    expect(events[1]?.identity).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' });
  });

  it('books on both sides of a DST change at the right instants', async () => {
    const s = await createServiceFixture(t.db, {
      timeZone: NY,
      weekly: weekdays('09:00', '10:00'),
    });
    for (const start of ['2027-03-12T14:00:00.000Z', '2027-03-15T13:00:00.000Z']) {
      const res = await submit(await sessionId(s.id, start));
      expect(res.statusCode).toBe(303);
    }
    const rows = await t.db
      .select()
      .from(bookingsBookings)
      .where(eq(bookingsBookings.serviceId, s.id));
    expect(rows.map((r) => r.startDate.toISOString()).sort()).toEqual([
      '2027-03-12T14:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
    ]);
    const page = await t.app.inject({
      method: 'POST',
      url: '/availability-calendar/v1/availability/query',
      headers: { authorization: k.token },
      payload: {
        query: {
          filter: {
            serviceId: [s.id],
            startDate: '2027-03-12T00:00:00',
            endDate: '2027-03-16T00:00:00',
          },
        },
        timezone: NY,
      },
    });
    expect(page.json().availabilityEntries.map((e: { openSpots: number }) => e.openSpots)).toEqual([
      0, 0,
    ]);
  });

  it('gives exactly C bookings for N simultaneous checkouts over two instances, the rest a clear page', async () => {
    const capacity = 3;
    const s = await createServiceFixture(t.db, {
      type: 'CLASS',
      capacity,
      sessions: [{ start: '2027-06-01T18:00:00Z', end: '2027-06-01T19:00:00Z' }],
      weekly: [],
    });
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => sessionId(s.id, '2027-06-01T18:00:00Z')),
    );
    const db2 = createDb(t.url, { max: 4 });
    const second = await buildApp({ db: db2, logger: false });
    try {
      const results = await Promise.all(
        ids.map((id, i) => submit(id, undefined, i % 2 ? second : t.app)),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([303, 303, 303, 409, 409, 409, 409, 409]);
      const gone = results.findIndex((r) => r.statusCode === 409);
      expect(results[gone]?.body).toContain('Slot no longer available');
      // The way back tells the site why; the session keeps how it ended.
      const back = linkOf(results[gone]!.body, 'Choose another time');
      expect(callbackOf(back)).toEqual({
        type: 'CHECKOUT',
        status: 'ERROR',
        error: 'SLOT_UNAVAILABLE',
      });
      expect(await storedCallback(t.db, 'checkout', ids[gone]!)).toEqual(['CHECKOUT', 'ERROR']);
    } finally {
      await second.close();
      await closeDb(db2);
    }
    const rows = await t.db
      .select()
      .from(bookingsBookings)
      .where(eq(bookingsBookings.serviceId, s.id));
    expect(rows).toHaveLength(capacity);
  });
});
