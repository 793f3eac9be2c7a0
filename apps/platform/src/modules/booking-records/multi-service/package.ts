import { BookingErrorCode, type MultiServiceBooking } from '@headless/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsServices as svc } from '../../../db/schema/bookings';
import { bookingsBookings as b } from '../../../db/schema/booking-records';
import type { Caller } from '../../../kernel/caller';
import { notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { lockService } from '../slot-lock';
import { bookingToWire, type BookedService, type BookingRow } from '../to-wire';

export interface PackagedBooking extends BookedService {
  booking: BookingRow;
}

const missing = (id: string) =>
  notFound(BookingErrorCode.multiServiceNotFound, `Multi-service booking not found: ${id}`, {
    multiServiceBookingId: id,
  });

/**
 * A multi-service booking's bookings, first to last, with their services: the owner reads any
 * package of the site, a visitor or member only one whose bookings they made (else 404).
 */
export async function packageOf(db: Db, caller: Caller, id: string): Promise<PackagedBooking[]> {
  if (!isUuid(id)) throw missing(id);
  const rows = await db
    .select({ booking: b, name: svc.name, scheduleId: svc.scheduleId, type: svc.type })
    .from(b)
    .innerJoin(svc, eq(svc.id, b.serviceId))
    .where(and(eq(b.siteId, caller.siteId), eq(b.multiServiceBookingId, id)))
    .orderBy(asc(b.startDate), asc(b.id));
  const own = (r: PackagedBooking) =>
    r.booking.createdByType === caller.identity.type &&
    r.booking.createdById === caller.identity.id;
  if (!rows.length || (caller.role !== 'ADMIN' && !rows.every(own))) throw missing(id);
  return rows;
}

/** Locks the services of the bookings in id order: two packages never wait on each other in a ring. */
export async function lockServices(tx: Db, siteId: string, serviceIds: string[]) {
  for (const id of [...new Set(serviceIds)].sort()) await lockService(tx, siteId, id);
}

export const packageToWire = (
  id: string,
  rows: PackagedBooking[],
  full: boolean,
): { multiServiceBooking: MultiServiceBooking } => ({
  multiServiceBooking: {
    id,
    bookings: rows.map((r) => ({
      bookingId: r.booking.id,
      ...(full ? { booking: bookingToWire(r.booking, r) } : {}),
    })),
  },
});
