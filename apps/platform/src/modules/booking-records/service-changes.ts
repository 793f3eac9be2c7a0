import type { ParticipantNotification } from '@headless/contract';
import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsBookings as b } from '../../db/schema/booking-records';
import type { Caller } from '../../kernel/caller';
import { cancelBooking, relocateBooking } from './lifecycle';

/** The statuses that hold a place in a slot (or wait for one). */
const HOLDING = ['CREATED', 'PENDING', 'CONFIRMED', 'WAITING_LIST'] as const;

/**
 * Bookings at any of these service locations. Bookings made before bookings kept their location
 * are at the location their slot had: the service's first one (`unsetAtRemoved`).
 */
export const atLocations = (locationIds: string[], unsetAtRemoved: boolean): SQL =>
  or(inArray(b.locationId, locationIds), unsetAtRemoved ? isNull(b.locationId) : undefined)!;

/** Place-holding bookings of the site's services that start after now, oldest first. */
async function futureHolding(tx: Db, { siteId, now }: Caller, serviceIds: string[], also?: SQL) {
  if (!serviceIds.length) return [];
  const rows = await tx
    .select({ id: b.id })
    .from(b)
    .where(
      and(
        eq(b.siteId, siteId),
        inArray(b.serviceId, serviceIds),
        inArray(b.status, [...HOLDING]),
        gt(b.startDate, now),
        also,
      ),
    )
    .orderBy(b.startDate, b.id);
  return rows.map((r) => r.id);
}

/**
 * Cancels the future place-holding bookings of these services through the booking lifecycle, so
 * each records its booking_canceled event (with the notification). Run it in the caller's
 * transaction, before the services stop being live (the lifecycle locks live services only).
 */
export async function cancelFutureBookings(
  tx: Db,
  caller: Caller,
  serviceIds: string[],
  participantNotification?: ParticipantNotification,
  also?: SQL,
): Promise<string[]> {
  const ids = await futureHolding(tx, caller, serviceIds, also);
  const notice = participantNotification ? { participantNotification } : {};
  for (const bookingId of ids) await cancelBooking(tx, { ...caller, bookingId, ...notice });
  return ids;
}

/** Records another location on the service's future place-holding bookings that `also` picks. */
export async function relocateFutureBookings(
  tx: Db,
  caller: Caller,
  serviceId: string,
  locationId: string | null,
  also: SQL,
  participantNotification?: ParticipantNotification,
): Promise<string[]> {
  const ids = await futureHolding(tx, caller, [serviceId], also);
  const notice = participantNotification ? { participantNotification } : {};
  for (const bookingId of ids)
    await relocateBooking(tx, { ...caller, bookingId, ...notice }, locationId);
  return ids;
}
