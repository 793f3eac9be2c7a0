import {
  BookingErrorCode,
  type GetTimeSlotResponse,
  ListEventTimeSlotsRequest,
  type ListEventTimeSlotsResponse,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { schedulesFor, slotsIn } from './engine';
import type { Range } from './range';
import { findServices, findSession, loadSchedules } from './schedule-store';
import {
  localRange,
  page,
  perDay,
  requireArguments,
  requireTypes,
  resume,
  withViolations,
  zoneFor,
} from './time-slots-kit';
import { toTimeSlot } from './wire/time-slots-v2';

/**
 * Time Slots V2 for classes and courses ("events"): a class's sessions, and a course as one
 * slot from its first session to its last (booked together). The event id is the class
 * session's id (a stored session's, or `<scheduleId>:<start>` for a weekly one) or the
 * course's schedule id, as the engine names them.
 */
const EVENT_TYPES = ['CLASS', 'COURSE'] as const;

async function eventSchedules(db: Db, caller: Caller, ids: string[] | undefined, range: Range) {
  if (ids?.length) {
    const schedules = await schedulesFor(db, caller, ids, range);
    requireTypes(schedules, [...EVENT_TYPES], 'List Availability Time Slots for appointments');
    return schedules;
  }
  const services = await findServices(db, caller, { types: [...EVENT_TYPES] });
  return loadSchedules(db, services, range.from, range.to);
}

export async function listEventTimeSlots(
  db: Db,
  caller: Caller,
  sent: ListEventTimeSlotsRequest,
): Promise<ListEventTimeSlotsResponse> {
  const { request, offset, limit } = resume(ListEventTimeSlotsRequest, sent);
  requireArguments(request, ['toLocalDate']);
  const timeZone = await zoneFor(db, request.timeZone, request.serviceIds ?? []);
  const range = localRange(request.fromLocalDate, request.toLocalDate!, timeZone, caller.now);
  const schedules = await eventSchedules(db, caller, request.serviceIds, range);
  const all = await slotsIn(db, schedules, range, caller.now);
  const kept = withViolations(all, request.bookingPolicyViolations).filter(
    (e) =>
      (request.includeNonBookable || e.bookable) &&
      e.remainingCapacity >= (request.minBookableCapacity ?? 0),
  );
  const slots = perDay(
    kept.map((e) => toTimeSlot(e, timeZone)),
    request.maxSlotsPerDay,
  );
  const { timeSlots, metadata } = page(slots, request, offset, limit);
  return { timeSlots, timeZone, pagingMetadata: metadata };
}

/** The service and start an event id stands for, or undefined when the caller sees none. */
async function findEvent(db: Db, caller: Caller, eventId: string) {
  const weekly = /^([0-9a-f-]{36}):(.+)$/i.exec(eventId);
  if (weekly) {
    const [, scheduleId, iso] = weekly;
    const start = new Date(iso!);
    const [service] = isUuid(scheduleId!)
      ? await findServices(db, caller, { scheduleId: scheduleId! })
      : [];
    return service && !Number.isNaN(start.getTime()) ? { service, start } : undefined;
  }
  if (!isUuid(eventId)) return undefined;
  const session = await findSession(db, caller.siteId, eventId);
  if (session) {
    const [service] = await findServices(db, caller, { ids: [session.serviceId] });
    return service && { service, start: session.startDate };
  }
  const [course] = await findServices(db, caller, { scheduleId: eventId });
  return course?.type === 'COURSE' ? { service: course, start: undefined } : undefined;
}

export async function getEventTimeSlot(
  db: Db,
  caller: Caller,
  eventId: string,
  askedZone: string | undefined,
): Promise<GetTimeSlotResponse> {
  const event = await findEvent(db, caller, eventId);
  const missing = () =>
    notFound(BookingErrorCode.slotNotFound, `No event time slot ${eventId}`, { eventId });
  if (!event || event.service.type === 'APPOINTMENT') throw missing();
  const timeZone = await zoneFor(db, askedZone, [event.service.id]);
  // A course's one slot is listed while any of its sessions falls in the range: ask for all time.
  const range = event.start
    ? { from: event.start, to: new Date(event.start.getTime() + 1), timeZone }
    : { from: new Date(0), to: new Date('9999-12-31T00:00:00Z'), timeZone };
  const schedules = await loadSchedules(db, [event.service], range.from, range.to);
  const found = (await slotsIn(db, schedules, range, caller.now)).find(
    (e) => e.slot.sessionId === eventId,
  );
  if (!found) throw missing();
  return { timeSlot: toTimeSlot(found, timeZone), timeZone };
}
