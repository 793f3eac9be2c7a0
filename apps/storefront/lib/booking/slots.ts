import type { SlotAvailability, TimeSlot } from '@headless/sdk/bookings';
import { formatDay, formatTime } from '@headless/contract/display-format';
import { instantOf, localDateTime } from './time-zone';
import type { SlotDay } from './types';

/** How far ahead the booking page looks. */
export const DAYS_AHEAD = 7;

/** From now to the same time in seven days, as Time Slots V2's local bounds in the zone. */
export function nextDaysRange(now: Date, timeZone: string, days = DAYS_AHEAD) {
  const end = new Date(now.getTime() + days * 86_400_000);
  return { fromLocalDate: localDateTime(now, timeZone), toLocalDate: localDateTime(end, timeZone) };
}

/**
 * What the hosted checkout's redirect session takes (`bookingsCheckout.slotAvailability`): the
 * slot's local start and end in its zone, as Time Slots V2 gave them.
 */
export function checkoutSlotOf(slot: TimeSlot, timeZone: string): SlotAvailability {
  const { tooEarlyToBook, tooLateToBook, bookOnlineDisabled } = slot.bookingPolicyViolations;
  return {
    slot: {
      serviceId: slot.serviceId ?? '',
      ...(slot.scheduleId ? { scheduleId: slot.scheduleId } : {}),
      ...(slot.eventInfo ? { eventId: slot.eventInfo.eventId } : {}),
      startDate: slot.localStartDate,
      endDate: slot.localEndDate,
      timezone: timeZone,
    },
    bookable: slot.bookable,
    totalSpots: slot.totalCapacity,
    openSpots: slot.remainingCapacity,
    bookingPolicyViolations: { tooEarlyToBook, tooLateToBook, bookOnlineDisabled },
  };
}

/**
 * Bookable slots grouped by their calendar day, in time order. `timeZone` is the one the slots'
 * local dates are in: the visitor's, which the page asked for.
 */
export function groupSlotsByDay(timeSlots: TimeSlot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const open = timeSlots
    .filter((slot) => slot.bookable && slot.remainingCapacity > 0 && slot.serviceId)
    .map((slot) => ({ slot, start: instantOf(slot.localStartDate, timeZone) }))
    .filter((each): each is { slot: TimeSlot; start: Date } => each.start !== undefined)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const { slot, start } of open) {
    const key = slot.localStartDate.slice(0, 10);
    let day = days.get(key);
    if (!day) {
      day = { key, label: formatDay(start, timeZone), slots: [] };
      days.set(key, day);
    }
    day.slots.push({
      key: start.toISOString(),
      time: formatTime(start, timeZone),
      openSpots: slot.remainingCapacity,
      slotAvailability: checkoutSlotOf(slot, timeZone),
    });
  }
  return [...days.values()];
}
