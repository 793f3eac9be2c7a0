import {
  type BookingPolicyViolations,
  type QueryAvailabilityRequest,
  type QueryAvailabilityResponse,
  type SlotAvailability,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { schedulesFor, slotsIn } from './engine';
import type { ServiceSchedule } from './schedule';
import { readRange, type Range } from './range';
import { toLocal } from './time-zone';
import { toSlotAvailability } from './wire/calendar-v1';

/** Every slot of the services starting in the range, on the Availability Calendar's wire. */
export async function computeAvailability(
  db: Db,
  schedules: ServiceSchedule[],
  range: Range,
  now: Date,
): Promise<SlotAvailability[]> {
  const slots = await slotsIn(db, schedules, range, now);
  return slots.map((e) => toSlotAvailability(e, range.timeZone));
}

interface EntryFilter {
  bookable?: boolean;
  violations: BookingPolicyViolations;
  slotsPerDay?: number;
}

export function filterEntries(entries: SlotAvailability[], f: EntryFilter): SlotAvailability[] {
  const wanted = Object.entries(f.violations).filter(([, v]) => v !== undefined);
  const kept = entries.filter(
    (e) =>
      (f.bookable === undefined || e.bookable === f.bookable) &&
      wanted.every(([k, v]) => (e.bookingPolicyViolations as Record<string, unknown>)[k] === v),
  );
  if (!f.slotsPerDay) return kept;
  const perDay = new Map<string, number>();
  return kept.filter((e) => {
    const l = toLocal(new Date(e.slot.startDate), e.slot.timezone ?? 'UTC');
    const key = `${e.slot.serviceId}:${l.year}-${l.month}-${l.day}`;
    const n = (perDay.get(key) ?? 0) + 1;
    perDay.set(key, n);
    return n <= f.slotsPerDay!;
  });
}

export async function queryAvailability(
  db: Db,
  caller: Caller,
  request: QueryAvailabilityRequest,
): Promise<QueryAvailabilityResponse> {
  const { now } = caller;
  const { filter } = request.query;
  const range = readRange({
    serviceIds: filter.serviceId,
    start: filter.startDate,
    end: filter.endDate,
    ...(request.timezone ? { timeZone: request.timezone } : {}),
    fields: { start: 'query.filter.startDate', end: 'query.filter.endDate', timeZone: 'timezone' },
  });
  const schedules = await schedulesFor(db, caller, filter.serviceId, range);
  const entries = await computeAvailability(db, schedules, range, now);
  const violations = {
    ...filter.bookingPolicyViolations,
    ...(filter['bookingPolicyViolations.tooEarlyToBook'] !== undefined
      ? { tooEarlyToBook: filter['bookingPolicyViolations.tooEarlyToBook'] }
      : {}),
    ...(filter['bookingPolicyViolations.tooLateToBook'] !== undefined
      ? { tooLateToBook: filter['bookingPolicyViolations.tooLateToBook'] }
      : {}),
    ...(filter['bookingPolicyViolations.bookOnlineDisabled'] !== undefined
      ? { bookOnlineDisabled: filter['bookingPolicyViolations.bookOnlineDisabled'] }
      : {}),
  };
  return {
    availabilityEntries: filterEntries(entries, {
      ...(filter.bookable !== undefined ? { bookable: filter.bookable } : {}),
      violations,
      ...(request.slotsPerDay ? { slotsPerDay: request.slotsPerDay } : {}),
    }),
  };
}
