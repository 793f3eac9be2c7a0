import type { AvailableResources, TimeSlot, TimeSlotPolicyViolations } from '@headless/contract';
import type { EngineSlot } from '../engine';
import { earliestBookingDate } from '../policy';
import { toLocalIso } from '../time-zone';

/** The engine's policy violations as Time Slots V2 names them (with when an early slot opens). */
export function toV2Violations(e: EngineSlot): TimeSlotPolicyViolations {
  const { tooEarlyToBook, tooLateToBook, bookOnlineDisabled } = e.violations;
  const opens = tooEarlyToBook ? earliestBookingDate(e.schedule, e.slot.start) : undefined;
  return {
    tooEarlyToBook,
    ...(opens ? { earliestBookingDate: opens.toISOString() } : {}),
    tooLateToBook,
    bookOnlineDisabled,
  };
}

/**
 * An engine slot as Time Slots V2 shows it: local wall times in `timeZone`, capacities, the
 * reasons it is not bookable. Classes and courses carry their event (the session, or the
 * course's schedule) in `eventInfo`; no waiting list is kept, so its capacity is 0.
 */
export function toTimeSlot(
  e: EngineSlot,
  timeZone: string,
  resources: AvailableResources[] = [],
): TimeSlot {
  const { schedule: s, slot } = e;
  const violatesBookingPolicy =
    e.violations.tooEarlyToBook || e.violations.tooLateToBook || e.violations.bookOnlineDisabled;
  return {
    serviceId: s.serviceId,
    localStartDate: toLocalIso(slot.start, timeZone),
    localEndDate: toLocalIso(slot.end, timeZone),
    bookable: e.bookable,
    ...(s.location ? { location: { ...s.location, locationType: 'BUSINESS' as const } } : {}),
    ...(s.type !== 'APPOINTMENT' && slot.sessionId
      ? {
          eventInfo: {
            eventId: slot.sessionId,
            eventTitle: s.name,
            waitingList: { totalCapacity: 0, remainingCapacity: 0 },
          },
        }
      : {}),
    totalCapacity: e.totalCapacity,
    remainingCapacity: e.remainingCapacity,
    bookableCapacity: e.remainingCapacity,
    bookingPolicyViolations: toV2Violations(e),
    availableResources: resources,
    nonBookableReasons: {
      noRemainingCapacity: e.remainingCapacity === 0,
      violatesBookingPolicy,
      reservedForWaitingList: false,
      eventCancelled: false,
    },
    scheduleId: s.scheduleId,
    ...(s.type !== 'APPOINTMENT' ? { allDay: false } : {}),
  };
}
