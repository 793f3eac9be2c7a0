import { BookingErrorCode, PlatformErrorCode, type GetBookingResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsServices as svc } from '../../db/schema/bookings';
import { bookingsBookings as b } from '../../db/schema/booking-records';
import { forbidden, notFound } from '../../kernel/errors';
import { bookingToWire } from './to-wire';
import { isUuid } from '../../kernel/ids';
import type { Caller } from '../../kernel/caller';

/** The site owner reads any booking of the site; a visitor or member only the ones they made. */
export async function getBooking(
  db: Db,
  caller: Caller,
  bookingId: string,
): Promise<GetBookingResponse> {
  const missing = () =>
    notFound(BookingErrorCode.bookingNotFound, `Booking not found: ${bookingId}`, { bookingId });
  if (!isUuid(bookingId)) throw missing();
  const [row] = await db
    .select({ booking: b, name: svc.name, scheduleId: svc.scheduleId, type: svc.type })
    .from(b)
    .innerJoin(svc, eq(svc.id, b.serviceId))
    .where(and(eq(b.id, bookingId), eq(b.siteId, caller.siteId)));
  if (!row) throw missing();
  const own =
    row.booking.createdByType === caller.identity.type &&
    row.booking.createdById === caller.identity.id;
  if (!own && caller.role !== 'ADMIN')
    throw forbidden(
      PlatformErrorCode.forbidden,
      'Only the visitor who booked may read this booking',
    );
  return { booking: bookingToWire(row.booking, row) };
}
