import { AvailabilityErrorCode, type BookingPolicyViolations } from '@headless/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { hasViolation, violationsAt } from './policy';
import { candidateSlots, type CandidateSlot, type ServiceSchedule } from './schedule';
import { findServices, loadSchedules, occupancy, slotKey } from './schedule-store';
import type { ServiceReader } from './visibility';
import type { Range } from './range';

/**
 * The one availability engine: both wires (Availability Calendar in wire/calendar-v1.ts, Time
 * Slots V2 in wire/time-slots-v2.ts) show these slots, so a slot's capacity, policy violations
 * and instants are the same whichever API a client asks.
 */
export interface EngineSlot {
  schedule: ServiceSchedule;
  slot: CandidateSlot;
  totalCapacity: number;
  remainingCapacity: number;
  violations: Required<BookingPolicyViolations>;
  bookable: boolean;
}

/**
 * The services' schedules, or 404 SERVICE_NOT_FOUND naming every id the reader cannot see (the site
 * has none such, or it is hidden from this reader: `servicesSeenBy`).
 */
export async function schedulesFor(db: Db, reader: ServiceReader, ids: string[], range: Range) {
  const unique = [...new Set(ids)];
  const services = await findServices(db, reader, { ids: unique.filter(isUuid) });
  const missing = unique.filter((id) => !services.some((s) => s.id === id));
  if (missing.length)
    throw notFound(
      AvailabilityErrorCode.serviceNotFound,
      `Service not found: ${missing.join(', ')}`,
      { serviceIds: missing },
    );
  return loadSchedules(db, services, range.from, range.to);
}

/** Every slot of the schedules starting in the range, by start then service. */
export async function slotsIn(
  db: Db,
  schedules: ServiceSchedule[],
  range: Range,
  now: Date,
): Promise<EngineSlot[]> {
  const candidates = schedules.flatMap((schedule) =>
    candidateSlots(schedule, range.from, range.to).map((slot) => ({ schedule, slot })),
  );
  if (!candidates.length) return [];
  const starts = candidates.map(({ slot }) => slot.start.getTime());
  const taken = await occupancy(
    db,
    schedules.map((s) => s.serviceId),
    new Date(Math.min(...starts)),
    new Date(Math.max(...starts) + 1),
  );
  return candidates
    .map(({ schedule, slot }) => {
      const remainingCapacity = Math.max(
        0,
        slot.capacity - (taken.get(slotKey(schedule.serviceId, slot.start)) ?? 0),
      );
      const violations = violationsAt(schedule, slot.start, now);
      return {
        schedule,
        slot,
        totalCapacity: slot.capacity,
        remainingCapacity,
        violations,
        bookable: remainingCapacity > 0 && !hasViolation(violations),
      };
    })
    .sort(
      (a, b) =>
        a.slot.start.getTime() - b.slot.start.getTime() ||
        a.schedule.serviceId.localeCompare(b.schedule.serviceId),
    );
}
