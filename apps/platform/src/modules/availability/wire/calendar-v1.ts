import type { SlotAvailability } from '@headless/contract';
import type { EngineSlot } from '../engine';

/** An engine slot as the Availability Calendar (v1, retired) shows it: instants in UTC. */
export function toSlotAvailability(e: EngineSlot, timeZone?: string): SlotAvailability {
  const { schedule: s, slot: c } = e;
  return {
    slot: {
      ...(c.sessionId ? { sessionId: c.sessionId } : {}),
      serviceId: s.serviceId,
      scheduleId: s.scheduleId,
      startDate: c.start.toISOString(),
      endDate: c.end.toISOString(),
      timezone: timeZone ?? s.timeZone,
      ...(s.location
        ? { location: { ...s.location, locationType: 'OWNER_BUSINESS' as const } }
        : {}),
    },
    bookable: e.bookable,
    totalSpots: e.totalCapacity,
    openSpots: e.remainingCapacity,
    waitingList: { totalSpots: 0, openSpots: 0 },
    bookingPolicyViolations: e.violations,
    locked: false,
    isFromV2: false,
  };
}
