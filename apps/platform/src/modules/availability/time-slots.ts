import {
  BookingErrorCode,
  type GetAvailabilityTimeSlotRequest,
  type GetTimeSlotResponse,
  type ListAvailabilityTimeSlotEndOptionsRequest,
  type ListAvailabilityTimeSlotEndOptionsResponse,
  ListAvailabilityTimeSlotsRequest,
  type ListAvailabilityTimeSlotsResponse,
  type TimeSlotLocation,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { schedulesFor, slotsIn, type EngineSlot } from './engine';
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
import { availableResources, staffOfServices, withWantedResources } from './resources';
import { toTimeSlot } from './wire/time-slots-v2';

/** Time Slots V2 for appointments: List, Get and End Options over the one engine (engine.ts). */

const EVENTS = 'List Event Time Slots for classes and courses';

/** Slots at any of the locations asked for (by id); all of them when none is. */
function atLocations(slots: EngineSlot[], locations: TimeSlotLocation[] | undefined) {
  const ids = (locations ?? []).map((l) => l.id).filter(Boolean);
  return ids.length ? slots.filter((e) => ids.includes(e.schedule.location?.id)) : slots;
}

export async function listAvailabilityTimeSlots(
  db: Db,
  caller: Caller,
  sent: ListAvailabilityTimeSlotsRequest,
): Promise<ListAvailabilityTimeSlotsResponse> {
  const { request, offset, limit } = resume(ListAvailabilityTimeSlotsRequest, sent);
  requireArguments(request, ['serviceId', 'toLocalDate']);
  const serviceId = request.serviceId!;
  const timeZone = await zoneFor(db, request.timeZone, [serviceId]);
  const range = localRange(request.fromLocalDate, request.toLocalDate!, timeZone, caller.now);
  const schedules = await schedulesFor(db, caller, [serviceId], range);
  requireTypes(schedules, ['APPOINTMENT'], EVENTS);
  const all = await slotsIn(db, schedules, range, caller.now);
  const staff = await staffOfServices(db, caller.siteId, [serviceId]);
  const located = withWantedResources(atLocations(all, request.locations), staff, request);
  const kept = withViolations(located, request.bookingPolicyViolations)
    .filter((e) => request.bookable === undefined || e.bookable === request.bookable)
    // Without a bookable filter the bookable slots come first, each group by start.
    .sort((a, b) => (request.bookable === undefined ? Number(b.bookable) - Number(a.bookable) : 0));
  const slots = perDay(
    kept.map((e) =>
      toTimeSlot(e, timeZone, availableResources(e, staff.get(serviceId) ?? [], request, 'list')),
    ),
    request.timeSlotsPerDay,
  );
  const { timeSlots, metadata } = page(slots, request, offset, limit);
  return { timeSlots, timeZone, cursorPagingMetadata: metadata };
}

/** The service's slots starting at `localStartDate`, in the zone the answer speaks. */
async function slotsStartingAt(
  db: Db,
  caller: Caller,
  request: { serviceId: string; localStartDate: string; timeZone?: string | undefined },
) {
  const timeZone = await zoneFor(db, request.timeZone, [request.serviceId]);
  const start = localInstant(request.localStartDate, timeZone, 'localStartDate');
  const range = { from: start, to: new Date(start.getTime() + 1), timeZone };
  const schedules = await schedulesFor(db, caller, [request.serviceId], range);
  requireTypes(schedules, ['APPOINTMENT'], EVENTS);
  const slots = (await slotsIn(db, schedules, range, caller.now)).filter(
    (e) => e.slot.start.getTime() === start.getTime(),
  );
  return { slots, timeZone };
}

const slotNotFound = (request: { serviceId: string; localStartDate: string }) =>
  notFound(BookingErrorCode.slotNotFound, 'No time slot of the service starts then', {
    serviceId: request.serviceId,
    localStartDate: request.localStartDate,
  });

export async function getAvailabilityTimeSlot(
  db: Db,
  caller: Caller,
  request: GetAvailabilityTimeSlotRequest,
): Promise<GetTimeSlotResponse> {
  const { slots, timeZone } = await slotsStartingAt(db, caller, request);
  const end = localInstant(request.localEndDate, timeZone, 'localEndDate');
  const [found] = atLocations(
    slots.filter((e) => e.slot.end.getTime() === end.getTime()),
    request.location ? [request.location] : undefined,
  );
  if (!found) throw slotNotFound(request);
  const staff = (await staffOfServices(db, caller.siteId, [request.serviceId])).get(
    request.serviceId,
  );
  const resources = availableResources(found, staff ?? [], request, 'get');
  return { timeSlot: toTimeSlot(found, timeZone, resources), timeZone };
}

/** Where a slot starting then may end: one option per length the service offers (one here). */
export async function listAvailabilityTimeSlotEndOptions(
  db: Db,
  caller: Caller,
  request: ListAvailabilityTimeSlotEndOptionsRequest,
): Promise<ListAvailabilityTimeSlotEndOptionsResponse> {
  const { slots, timeZone } = await slotsStartingAt(db, caller, request);
  const latest = request.maxLocalEndDate
    ? localInstant(request.maxLocalEndDate, timeZone, 'maxLocalEndDate')
    : undefined;
  const options = atLocations(
    slots.filter((e) => !latest || e.slot.end <= latest),
    request.location ? [request.location] : undefined,
  );
  return { endOptions: options.map((e) => toTimeSlot(e, timeZone)), timeZone };
}
