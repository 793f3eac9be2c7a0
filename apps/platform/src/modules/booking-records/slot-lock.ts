import { AvailabilityErrorCode, BookingErrorCode, type SlotAvailability } from '@headless/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsServices as svc } from '../../db/schema/bookings';
import { conflict, invalid, notFound } from '../../kernel/errors';
import {
  computeAvailability,
  hasViolation,
  liveServices,
  loadSchedules,
  servicesSeenBy,
  type ServiceReader,
  type ServiceRow,
} from '../availability';

/**
 * Locks the service row for the rest of the transaction. Every booking change of one service
 * takes this lock first, so capacity checks and inserts are serialised by the database, across
 * any number of platform instances. NO KEY UPDATE leaves foreign-key checks (KEY SHARE) free.
 * A change of a booking made locks its live service whatever its category.
 */
export function lockService(tx: Db, siteId: string, serviceId: string): Promise<ServiceRow> {
  return lockWhere(tx, liveServices(siteId), serviceId);
}

/**
 * The lock a new booking takes: on a service the booker may see (`servicesSeenBy`), so a visitor
 * cannot book a service hidden in a deleted category (404 SERVICE_NOT_FOUND); the owner can.
 */
export function lockServiceFor(
  tx: Db,
  booker: ServiceReader,
  serviceId: string,
): Promise<ServiceRow> {
  return lockWhere(tx, servicesSeenBy(booker), serviceId);
}

async function lockWhere(tx: Db, seen: SQL, serviceId: string): Promise<ServiceRow> {
  const [service] = await tx
    .select()
    .from(svc)
    .where(and(eq(svc.id, serviceId), seen))
    .for('no key update');
  if (!service)
    throw notFound(AvailabilityErrorCode.serviceNotFound, `Service not found: ${serviceId}`, {
      serviceId,
    });
  return service;
}

/** The slot of the service starting at `start`, as availability computes it now. */
export async function slotAt(
  tx: Db,
  service: ServiceRow,
  start: Date,
  now: Date,
): Promise<SlotAvailability> {
  const range = { from: start, to: new Date(start.getTime() + 1) };
  const schedules = await loadSchedules(tx, [service], range.from, range.to);
  const entries = await computeAvailability(tx, schedules, range, now);
  const entry = entries.find((e) => e.slot.startDate === start.toISOString());
  if (!entry)
    throw invalid(BookingErrorCode.slotNotFound, 'The slot does not exist in the schedule', {
      serviceId: service.id,
      startDate: start.toISOString(),
    });
  return entry;
}

/** Refuses a slot that cannot take `participants` more now: 409 SLOT_NOT_AVAILABLE. */
export function assertBookable(
  entry: SlotAvailability,
  participants: number,
  { policy = true } = {},
): void {
  if ((policy && hasViolation(entry.bookingPolicyViolations)) || entry.openSpots < participants)
    throw conflict(BookingErrorCode.slotNotAvailable, 'The slot is no longer available', {
      openSpots: entry.openSpots,
      bookingPolicyViolations: entry.bookingPolicyViolations,
    });
}
