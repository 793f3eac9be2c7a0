import {
  BookingErrorCode,
  PlatformErrorCode,
  type CreateMultiServiceBookingRequest,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import { bookingsMultiService as msb } from '../../../db/schema/booking-records';
import type { Caller } from '../../../kernel/caller';
import { forbidden, invalid } from '../../../kernel/errors';
import { placeOf, type Place } from '../booked-entity';
import { createBooking } from '../create';
import { lockService } from '../slot-lock';
import { lockServices, packageOf, packageToWire } from './package';

const notSequential = (description: string, index: number) =>
  invalid(BookingErrorCode.multiServiceValidation, description, { field: `bookings[${index}]` });

/**
 * Create Multi-Service Booking: appointments back to back (each starting when the one before it
 * ends), made in one transaction by the one booking engine, so each slot's capacity is checked
 * under its service's lock as for a single booking; one refused slot makes none of them.
 */
export async function createMultiServiceBooking(
  db: Db,
  caller: Caller,
  body: CreateMultiServiceBookingRequest,
) {
  if (body.bookings.some((x) => x.status === 'CONFIRMED') && caller.role !== 'ADMIN')
    throw forbidden(
      PlatformErrorCode.forbidden,
      'Only the site owner may create confirmed bookings',
    );
  const places: Place[] = [];
  for (const [i, booking] of body.bookings.entries()) {
    if (!booking.bookedEntity.slot) throw notSequential('Every booking must book a slot', i);
    places.push(await placeOf(db, caller, booking.bookedEntity));
  }
  const id = await db.transaction(async (tx) => {
    await lockServices(
      tx,
      caller.siteId,
      places.map((p) => p.serviceId),
    );
    const [pkg] = await tx.insert(msb).values({ siteId: caller.siteId }).returning();
    let previousEnd: Date | undefined;
    for (const [i, booking] of body.bookings.entries()) {
      const service = await lockService(tx, caller.siteId, places[i]!.serviceId);
      if (service.type !== 'APPOINTMENT')
        throw notSequential('A multi-service booking books appointments only', i);
      const { booking: row } = await createBooking(tx, {
        ...caller,
        ...places[i]!,
        participants: booking.totalParticipants ?? 1,
        contactDetails: booking.contactDetails ?? {},
        asCreated: booking.status !== 'CONFIRMED',
        multiServiceBookingId: pkg!.id,
      });
      if (previousEnd && row.startDate.getTime() !== previousEnd.getTime())
        throw notSequential('Each booking must start when the one before it ends', i);
      previousEnd = row.endDate;
    }
    return pkg!.id;
  });
  const rows = await packageOf(db, caller, id);
  // Answered in the order requested, which back to back is also their order in time.
  return packageToWire(id, rows, body.returnFullEntity === true);
}
