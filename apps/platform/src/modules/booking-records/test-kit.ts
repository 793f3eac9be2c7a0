import { GetBookingResponse } from '@headless/contract';
import { expect } from 'vitest';
import { visitorToken, type TestApp } from '../../../test/build-app';
import { madeBeforeAll } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import type { App } from '../../kernel/app-type';
import { createServiceFixture, type ServiceFixture } from '../availability/fixtures';

/** The weekly hours most booking tests give their service, and the slot they book in it. */
export const WEEKLY = [{ day: 'MON', start: '09:00', end: '12:00' }];
export const MONDAY_9 = '2027-03-15T09:00:00';

type Headers = Record<string, string>;

/** The two callers of booking tests, made before all: a visitor's headers and the owner's. */
export function useBookingCallers(t: TestApp): { visitor: Headers; owner: Headers } {
  return madeBeforeAll(async () => ({
    visitor: { authorization: await visitorToken(t.app) },
    owner: await ownerHeaders(t.db),
  }));
}

/**
 * A new service (Monday mornings, 3 spots, or the fixture given) and a booking of its Monday 9:00
 * UTC slot made with Create Booking by `headers`, with the booking's extra fields.
 */
export async function createdBooking(
  t: TestApp,
  headers: Headers,
  f: ServiceFixture = {},
  booking: object = {},
) {
  const s = await createServiceFixture(t.db, { weekly: WEEKLY, capacity: 3, ...f });
  const res = await t.app.inject({
    method: 'POST',
    url: '/bookings/v2/bookings',
    headers,
    payload: {
      booking: {
        bookedEntity: { slot: { serviceId: s.id, startDate: MONDAY_9, timezone: 'UTC' } },
        contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
        ...booking,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { booking: GetBookingResponse.parse(res.json()).booking, serviceId: s.id };
}

/** A booking made the way a visitor makes one: a redirect session, then the hosted form; its id. */
export async function bookAsVisitor(
  app: App,
  authorization: string,
  serviceId: string,
  form = 'name=Ada&email=ada%40example.com&participants=1',
): Promise<string> {
  const session = await app.inject({
    method: 'POST',
    url: '/redirect-session/v1/redirect-session',
    headers: { authorization },
    payload: {
      bookingsCheckout: {
        slotAvailability: {
          slot: { serviceId, startDate: `${MONDAY_9}Z`, endDate: '' },
        },
      },
      callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
    },
  });
  const submit = await app.inject({
    method: 'POST',
    url: `/hosted/bookings-checkout/${session.json().redirectSession.id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
  return new URL(submit.headers.location as string).searchParams.get('bookingId')!;
}
