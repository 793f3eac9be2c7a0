import {
  BookingErrorCode,
  type GetMultiServiceBookingAvailabilityResponse,
} from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { isRefusal } from '../../../kernel/errors';
import { hasViolation } from '../../availability';
import { lockService, slotAt } from '../slot-lock';
import { packageOf } from './package';

const HOLDS = new Set(['CREATED', 'CONFIRMED', 'PENDING']);

/**
 * Get Multi-Service Booking Availability: the package is bookable while every booking still holds
 * its place in a slot its schedule has, without a policy violation; capacity is the tightest slot's.
 */
export async function multiServiceBookingAvailability(
  db: Db,
  caller: Caller,
  id: string,
): Promise<GetMultiServiceBookingAvailabilityResponse> {
  const rows = await packageOf(db, caller, id);
  let bookable = true;
  let total: number | undefined;
  let remaining: number | undefined;
  // A read: the locks only make the slots' counts consistent with the bookings' own holds.
  await db.transaction(async (tx) => {
    for (const { booking } of rows) {
      const service = await lockService(tx, caller.siteId, booking.serviceId);
      try {
        const entry = await slotAt(tx, service, booking.startDate, caller.now);
        total = Math.min(total ?? entry.totalSpots, entry.totalSpots);
        remaining = Math.min(remaining ?? entry.openSpots, entry.openSpots);
        if (!HOLDS.has(booking.status) || hasViolation(entry.bookingPolicyViolations))
          bookable = false;
      } catch (error) {
        if (!isRefusal(error) || error.code !== BookingErrorCode.slotNotFound) throw error;
        bookable = false;
      }
    }
  });
  return {
    bookable,
    ...(total === undefined ? {} : { totalCapacity: total }),
    ...(remaining === undefined ? {} : { remainingCapacity: remaining }),
    multiServiceBookingInfo: rows.map((r) => ({ bookingId: r.booking.id })),
  };
}
