import {
  AvailabilityErrorCode,
  type BookingPolicyViolations,
  type GetScheduleAvailabilityResponse,
  type MultiSlotRequest,
  type MultiSlotResponse,
  type QueryAvailabilityRequest,
  type QueryAvailabilityResponse,
  type SlotAvailability,
} from '@headless/contract';
import type { Db } from '../../db/client';
import { invalid, notFound, validationError } from '../../errors';
import { hasViolation, violationsAt } from './policy';
import { candidateSlots, courseSessions, type ServiceSchedule } from './schedule';
import { findServices, loadSchedules, occupancy, slotKey } from './schedule-store';
import { isTimeZone, parseDateBound, toLocal } from './time-zone';

const MAX_RANGE_DAYS = 31;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);

export interface AvailabilityInput {
  serviceIds: string[];
  start: string;
  end: string;
  timeZone?: string;
  /** Field names for messages: the wire names differ between the calls. */
  fields: { start: string; end: string; timeZone: string };
}

export interface Range {
  from: Date;
  to: Date;
  timeZone?: string;
}

/** Checks the time zone and the bounds: malformed → validation error, bad range → application error. */
export function readRange(input: AvailabilityInput): Range {
  const { timeZone, fields } = input;
  if (timeZone !== undefined && !isTimeZone(timeZone))
    throw validationError([
      {
        field: fields.timeZone,
        description: 'must be an IANA time zone, like Europe/Paris',
        violatedRule: 'FORMAT',
        ruleName: 'TIME_ZONE',
      },
    ]);
  const from = parseDateBound(input.start, timeZone ?? 'UTC');
  const to = parseDateBound(input.end, timeZone ?? 'UTC');
  const bad = [...(from ? [] : [fields.start]), ...(to ? [] : [fields.end])].map((field) => ({
    field,
    description: 'must be an ISO-8601 date-time',
    violatedRule: 'FORMAT' as const,
    ruleName: 'DATE_TIME',
  }));
  if (!from || !to) throw validationError(bad);
  if (to <= from)
    throw invalid(
      AvailabilityErrorCode.invalidRange,
      `${fields.end} must be after ${fields.start}`,
      { startDate: input.start, endDate: input.end },
    );
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000)
    throw invalid(
      AvailabilityErrorCode.rangeTooLong,
      `The range may span at most ${MAX_RANGE_DAYS} days`,
      { maxDays: MAX_RANGE_DAYS },
    );
  return { from, to, ...(timeZone ? { timeZone } : {}) };
}

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
  now = new Date(),
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
  siteId: string,
  request: QueryAvailabilityRequest,
): Promise<QueryAvailabilityResponse> {
  const { filter } = request.query;
  const range = readRange({
    serviceIds: filter.serviceId,
    start: filter.startDate,
    end: filter.endDate,
    ...(request.timezone ? { timeZone: request.timezone } : {}),
    fields: { start: 'query.filter.startDate', end: 'query.filter.endDate', timeZone: 'timezone' },
  });
  const schedules = await schedulesFor(db, siteId, filter.serviceId, range);
  const entries = await computeAvailability(db, schedules, range);
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

/** Several services' slots in one list (a simplification of multi-service booking), cursor-paged. */
export async function multiSlotAvailability(
  db: Db,
  siteId: string,
  request: MultiSlotRequest,
): Promise<MultiSlotResponse> {
  const range = readRange({
    serviceIds: request.slots.map((s) => s.serviceId),
    start: request.from,
    end: request.to,
    ...(request.timeZone ? { timeZone: request.timeZone } : {}),
    fields: { start: 'from', end: 'to', timeZone: 'timeZone' },
  });
  const schedules = await schedulesFor(
    db,
    siteId,
    request.slots.map((s) => s.serviceId),
    range,
  );
  const entries = filterEntries(await computeAvailability(db, schedules, range), {
    ...(request.bookable !== undefined ? { bookable: request.bookable } : {}),
    violations: request.bookingPolicyViolations ?? {},
    ...(request.slotsPerDay ? { slotsPerDay: request.slotsPerDay } : {}),
  });
  const offset = readCursor(request.cursorPaging?.cursor);
  const limit = request.cursorPaging?.limit ?? 100;
  const page = entries.slice(offset, offset + limit);
  const hasNext = offset + limit < entries.length;
  return {
    slots: page,
    cursorPagingMetadata: {
      count: page.length,
      cursors: hasNext ? { next: Buffer.from(String(offset + limit)).toString('base64url') } : {},
      hasNext,
    },
  };
}

function readCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const n = Number(text);
  if (!/^\d{1,9}$/.test(text) || !Number.isSafeInteger(n))
    throw validationError([
      {
        field: 'cursorPaging.cursor',
        description: 'is not a cursor this platform issued',
        violatedRule: 'FORMAT',
      },
    ]);
  return n;
}

/** A schedule's spots: a course's whole set of sessions, otherwise the service's capacity. */
export async function getScheduleAvailability(
  db: Db,
  siteId: string,
  scheduleId: string,
  now = new Date(),
): Promise<GetScheduleAvailabilityResponse> {
  const [service] = isUuid(scheduleId) ? await findServices(db, siteId, { scheduleId }) : [];
  if (!service)
    throw notFound(AvailabilityErrorCode.scheduleNotFound, `Schedule not found: ${scheduleId}`, {
      scheduleId,
    });
  const [schedule] = await loadSchedules(db, [service], now, now);
  const first = service.type === 'COURSE' ? courseSessions(schedule!)[0] : undefined;
  const taken = first
    ? await occupancy(db, [service.id], first.start, new Date(first.start.getTime() + 1))
    : new Map();
  const totalSpots = service.defaultCapacity;
  const openSpots = first
    ? Math.max(0, totalSpots - (taken.get(slotKey(service.id, first.start)) ?? 0))
    : totalSpots;
  return {
    availability: {
      totalSpots,
      openSpots,
      bookingPolicyViolations: first
        ? violationsAt(schedule!, first.start, now)
        : {
            ...violationsAt(schedule!, new Date(now.getTime() + 86_400_000), now),
            tooLateToBook: false,
            tooEarlyToBook: false,
          },
    },
    bookingPolicySettings: { maxParticipantsPerBooking: service.defaultCapacity },
  };
}
