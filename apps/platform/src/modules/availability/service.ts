import {
  AvailabilityErrorCode,
  type BookingPolicyViolations,
  type QueryAvailabilityRequest,
  type QueryAvailabilityResponse,
  type SlotAvailability,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { hasViolation, violationsAt } from './policy';
import { candidateSlots, type ServiceSchedule } from './schedule';
import { findServices, loadSchedules, occupancy, slotKey } from './schedule-store';
import { readRange, type Range } from './range';
import { toLocal } from './time-zone';
import { isUuid } from '../../kernel/ids';

/** The services' schedules, or 404 SERVICE_NOT_FOUND naming every id the site does not have. */
export async function schedulesFor(db: Db, siteId: string, ids: string[], range: Range) {
  const unique = [...new Set(ids)];
  const services = await findServices(db, siteId, { ids: unique.filter(isUuid) });
  const missing = unique.filter((id) => !services.some((s) => s.id === id));
  if (missing.length)
    throw notFound(
      AvailabilityErrorCode.serviceNotFound,
      `Service not found: ${missing.join(', ')}`,
      { serviceIds: missing },
    );
  return loadSchedules(db, services, range.from, range.to);
}

/** Every slot of the services starting in the range, with its spots and policy violations. */
export async function computeAvailability(
  db: Db,
  schedules: ServiceSchedule[],
  range: Range,
  now: Date,
): Promise<SlotAvailability[]> {
  const candidates = schedules.flatMap((s) =>
    candidateSlots(s, range.from, range.to).map((c) => ({ s, c })),
  );
  if (!candidates.length) return [];
  const starts = candidates.map(({ c }) => c.start.getTime());
  const taken = await occupancy(
    db,
    schedules.map((s) => s.serviceId),
    new Date(Math.min(...starts)),
    new Date(Math.max(...starts) + 1),
  );
  return candidates
    .map(({ s, c }) => {
      const openSpots = Math.max(0, c.capacity - (taken.get(slotKey(s.serviceId, c.start)) ?? 0));
      const violations = violationsAt(s, c.start, now);
      return {
        slot: {
          ...(c.sessionId ? { sessionId: c.sessionId } : {}),
          serviceId: s.serviceId,
          scheduleId: s.scheduleId,
          startDate: c.start.toISOString(),
          endDate: c.end.toISOString(),
          timezone: range.timeZone ?? s.timeZone,
          ...(s.location
            ? { location: { ...s.location, locationType: 'OWNER_BUSINESS' as const } }
            : {}),
        },
        bookable: openSpots > 0 && !hasViolation(violations),
        totalSpots: c.capacity,
        openSpots,
        waitingList: { totalSpots: 0, openSpots: 0 },
        bookingPolicyViolations: violations,
        locked: false,
        isFromV2: false,
      };
    })
    .sort(
      (a, b) =>
        a.slot.startDate.localeCompare(b.slot.startDate) ||
        a.slot.serviceId.localeCompare(b.slot.serviceId),
    );
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
  const { siteId, now } = caller;
  const { filter } = request.query;
  const range = readRange({
    serviceIds: filter.serviceId,
    start: filter.startDate,
    end: filter.endDate,
    ...(request.timezone ? { timeZone: request.timezone } : {}),
    fields: { start: 'query.filter.startDate', end: 'query.filter.endDate', timeZone: 'timezone' },
  });
  const schedules = await schedulesFor(db, siteId, filter.serviceId, range);
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
