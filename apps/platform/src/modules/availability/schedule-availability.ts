import { AvailabilityErrorCode, type GetScheduleAvailabilityResponse } from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { violationsAt } from './policy';
import { courseSessions } from './schedule';
import { findServices, loadSchedules, occupancy, slotKey } from './schedule-store';
import { isUuid } from '../../kernel/ids';

/** A schedule's spots: a course's whole set of sessions, otherwise the service's capacity. */
export async function getScheduleAvailability(
  db: Db,
  caller: Caller,
  scheduleId: string,
): Promise<GetScheduleAvailabilityResponse> {
  const { now } = caller;
  const [service] = isUuid(scheduleId) ? await findServices(db, caller, { scheduleId }) : [];
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
