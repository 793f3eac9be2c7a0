import {
  BookingErrorCode,
  type GetMultiServiceTimeSlotRequest,
  type GetTimeSlotResponse,
  ListMultiServiceTimeSlotsRequest,
  type ListAvailabilityTimeSlotsResponse,
  type TimeSlot,
  type TimeSlotLocation,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { schedulesFor, slotsIn, type EngineSlot } from './engine';
import type { Range } from './range';
import { slotKey } from './schedule-store';
import {
  localInstant,
  localRange,
  page,
  perDay,
  requireArguments,
  requireTypes,
  resume,
  withViolations,
  zoneFor,
} from './time-slots-kit';
import { toLocalIso } from './time-zone';
import { toTimeSlot, toV2Violations } from './wire/time-slots-v2';

/**
 * Multi-service Time Slots V2: appointments booked back to back, each starting when the one
 * before it ends, at one location. A sequence is one slot spanning them all, with each service's
 * slot nested; it is bookable when every nested one is, for one customer (capacity 1 or 0).
 */
interface Sequence {
  parts: EngineSlot[];
}

/** Every sequence of the services whose first slot starts in the range. */
async function sequences(
  db: Db,
  caller: Caller,
  serviceIds: string[],
  range: Range,
  location: TimeSlotLocation | undefined,
): Promise<Sequence[]> {
  // Later services start after the range ends: load far enough to hold the whole sequence.
  const schedules = await schedulesFor(db, caller, serviceIds, range);
  requireTypes(schedules, ['APPOINTMENT'], 'List Event Time Slots for classes and courses');
  const span = schedules.reduce((m, s) => m + s.durationMinutes + s.bufferMinutes, 0) * 60_000;
  const wide = { ...range, to: new Date(range.to.getTime() + span) };
  const all = await slotsIn(db, schedules, wide, caller.now);
  const at = location?.id;
  const slots = at ? all.filter((e) => e.schedule.location?.id === at) : all;
  const byStart = new Map(slots.map((e) => [slotKey(e.schedule.serviceId, e.slot.start), e]));
  const [first, ...rest] = serviceIds;
  return slots
    .filter((e) => e.schedule.serviceId === first && e.slot.start < range.to)
    .flatMap((head) => {
      const parts = [head];
      for (const id of rest) {
        const next = byStart.get(slotKey(id, parts[parts.length - 1]!.slot.end));
        if (!next) return [];
        parts.push(next);
      }
      return [{ parts }];
    });
}

function toSequenceSlot({ parts }: Sequence, timeZone: string): TimeSlot {
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const bookable = parts.every((p) => p.bookable);
  const remaining = Math.min(...parts.map((p) => p.remainingCapacity));
  const violations = parts.map(toV2Violations);
  const any = (k: 'tooEarlyToBook' | 'tooLateToBook' | 'bookOnlineDisabled') =>
    violations.some((v) => v[k]);
  const head = toTimeSlot(first, timeZone);
  return {
    localStartDate: head.localStartDate,
    localEndDate: toLocalIso(last.slot.end, timeZone),
    bookable,
    ...(head.location ? { location: head.location } : {}),
    totalCapacity: Math.min(...parts.map((p) => p.totalCapacity)),
    remainingCapacity: remaining,
    bookableCapacity: bookable ? 1 : 0,
    bookingPolicyViolations: {
      tooEarlyToBook: any('tooEarlyToBook'),
      tooLateToBook: any('tooLateToBook'),
      bookOnlineDisabled: any('bookOnlineDisabled'),
    },
    availableResources: [],
    nestedTimeSlots: parts.map((p) => ({
      serviceId: p.schedule.serviceId,
      localStartDate: toLocalIso(p.slot.start, timeZone),
      localEndDate: toLocalIso(p.slot.end, timeZone),
      availableResources: [],
      scheduleId: p.schedule.scheduleId,
    })),
    nonBookableReasons: {
      noRemainingCapacity: remaining === 0,
      violatesBookingPolicy:
        any('tooEarlyToBook') || any('tooLateToBook') || any('bookOnlineDisabled'),
      reservedForWaitingList: false,
      eventCancelled: false,
    },
  };
}

export async function listMultiServiceTimeSlots(
  db: Db,
  caller: Caller,
  sent: ListMultiServiceTimeSlotsRequest,
): Promise<ListAvailabilityTimeSlotsResponse> {
  const { request, offset, limit } = resume(ListMultiServiceTimeSlotsRequest, sent);
  requireArguments(request, ['services', 'fromLocalDate', 'toLocalDate', 'location', 'timeZone']);
  const ids = request.services!.map((s) => s.serviceId);
  const timeZone = await zoneFor(db, request.timeZone, ids);
  const range = localRange(request.fromLocalDate, request.toLocalDate!, timeZone, caller.now);
  const found = await sequences(db, caller, ids, range, request.location);
  const kept = found.filter(
    (s) =>
      (request.bookable === undefined || s.parts.every((p) => p.bookable) === request.bookable) &&
      withViolations(s.parts, request.bookingPolicyViolations).length === s.parts.length,
  );
  const slots = perDay(
    kept.map((s) => ({ ...toSequenceSlot(s, timeZone), serviceId: ids[0] })),
    request.timeSlotsPerDay,
  ).map(({ serviceId: _first, ...slot }) => slot);
  const { timeSlots, metadata } = page(slots, request, offset, limit);
  return { timeSlots, timeZone, cursorPagingMetadata: metadata };
}

export async function getMultiServiceTimeSlot(
  db: Db,
  caller: Caller,
  request: GetMultiServiceTimeSlotRequest,
): Promise<GetTimeSlotResponse> {
  const ids = request.services.map((s) => s.serviceId);
  const timeZone = await zoneFor(db, request.timeZone, ids);
  const start = localInstant(request.localStartDate, timeZone, 'localStartDate');
  const end = localInstant(request.localEndDate, timeZone, 'localEndDate');
  const range = { from: start, to: new Date(start.getTime() + 1), timeZone };
  const [found] = (await sequences(db, caller, ids, range, request.location)).filter(
    (s) => s.parts[s.parts.length - 1]!.slot.end.getTime() === end.getTime(),
  );
  if (!found)
    throw notFound(BookingErrorCode.slotNotFound, 'No sequence of the services starts then', {
      localStartDate: request.localStartDate,
    });
  return { timeSlot: toSequenceSlot(found, timeZone), timeZone };
}
