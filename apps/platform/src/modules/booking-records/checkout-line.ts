import { BookingErrorCode, type BookingStatus } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsServices as svc } from '../../db/schema/bookings';
import { bookingsBookings as b } from '../../db/schema/booking-records';
import type { Caller } from '../../kernel/caller';
import { conflict, validationError } from '../../kernel/errors';
import { getBooking } from './read';

/** The statuses a booking may be checked out (and paid) from: it still holds its place. */
export const PAYABLE: readonly BookingStatus[] = ['CREATED', 'PENDING'];

/** What an eCommerce checkout line of a booking needs: its name, price and currency. */
export interface BookingLine {
  bookingId: string;
  name: string;
  /** The service's price for every participant of the booking, in minor units. */
  priceMinor: number;
  currency: string;
}

/**
 * A booking as an eCommerce line item (the headless flow: Create Booking, then Create Checkout
 * with the Bookings app id and the booking id as its catalog reference). The booking is the
 * caller's own (the owner's: any), holds its place and is not paid yet; one line is one booking,
 * its participants set the price, so its quantity is 1.
 */
export async function bookingLine(
  db: Db,
  caller: Caller,
  bookingId: string,
  quantity: number,
  field: string,
): Promise<BookingLine> {
  if (quantity !== 1)
    throw validationError([
      {
        field: `${field}.quantity`,
        description: 'must be 1: a booking is one line, its participants set its price',
        violatedRule: 'VALIDATION',
      },
    ]);
  await getBooking(db, caller, bookingId);
  const [row] = await db
    .select({
      booking: b,
      name: svc.name,
      rateType: svc.rateType,
      priceMinor: svc.priceMinor,
      currency: svc.currency,
    })
    .from(b)
    .innerJoin(svc, eq(svc.id, b.serviceId))
    .where(and(eq(b.id, bookingId), eq(b.siteId, caller.siteId)));
  const { booking, name, currency } = row!;
  assertPayable(booking.status, booking.paymentStatus, bookingId);
  const unit = row!.rateType === 'NO_FEE' ? 0 : (row!.priceMinor ?? 0);
  return { bookingId, name, priceMinor: unit * booking.participants, currency };
}

/** A booking that no longer holds its place, or is paid already, cannot be checked out. */
export function assertPayable(status: BookingStatus, paymentStatus: string, bookingId: string) {
  if (!PAYABLE.includes(status))
    throw conflict(BookingErrorCode.invalidTransition, `A ${status} booking cannot be paid`, {
      bookingId,
      status,
    });
  if (paymentStatus === 'PAID')
    throw conflict(BookingErrorCode.invalidTransition, 'This booking is paid already', {
      bookingId,
    });
}
