import { DEMO_SITE_ID } from '@headless/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsBookings as b } from '../../db/schema/booking-records';
import { domainEvents as e } from '../../db/schema/ecom-pricing';
import { createServiceFixture } from '../availability';
import { BOOKING_FQDN, createBooking, type BookingSlug } from '../booking-records';
import { serviceCaller } from '../../../test/callers';

/** Test data: services on Mondays 09:00–12:00 UTC and bookings in them (tests only). */
export const MONDAY = '2027-03-15';
const weekly = [{ day: 'MON', start: '09:00', end: '12:00' }];

export const serviceWithSchedule = (db: Db, siteId = DEMO_SITE_ID) =>
  createServiceFixture(db, { weekly, capacity: 3, siteId });

export async function bookAt(db: Db, serviceId: string, hour: string, siteId = DEMO_SITE_ID) {
  // Test data, booked as the wall clock stands: the slots are far enough ahead for any policy.
  const now = new Date();
  const { booking } = await createBooking(db, {
    ...serviceCaller({ type: 'ANONYMOUS_VISITOR', id: 'visitor-1' }, now, siteId),
    serviceId,
    start: new Date(`${MONDAY}T${hour}:00:00Z`),
    participants: 1,
    contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
    timeZone: 'UTC',
  });
  return booking.id;
}

/** Rewrites stored fields directly, for states the public calls cannot reach (past, legacy). */
export const setRow = (db: Db, id: string, values: Partial<typeof b.$inferInsert>) =>
  db.update(b).set(values).where(eq(b.id, id));

export async function rowsById(db: Db, ids: string[]) {
  const rows = await db.select().from(b).where(inArray(b.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function statuses(db: Db, ids: string[]) {
  const rows = await rowsById(db, ids);
  return ids.map((id) => rows.get(id)?.status);
}

/** The outbox events of one kind for these bookings, oldest first. */
export const eventsOf = (db: Db, slug: BookingSlug, ids: string[]) =>
  db
    .select({ bookingId: e.aggregateId, payload: e.payload, identity: e.identity })
    .from(e)
    .where(
      and(
        eq(e.aggregateType, BOOKING_FQDN),
        eq(e.eventType, `${BOOKING_FQDN}_${slug}`),
        inArray(e.aggregateId, ids),
      ),
    )
    .orderBy(asc(e.id));
