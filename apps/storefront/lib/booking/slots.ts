import type { SlotAvailability } from '@headless/sdk/bookings';
import { formatDay, formatTime } from '@headless/contract/display-format';
import { dayKey } from './time-zone';
import type { SlotDay } from './types';

/** How far ahead the booking page looks. */
export const DAYS_AHEAD = 7;

/** From now to the same time in seven days, as the availability query's UTC bounds. */
export function nextDaysRange(now: Date, days = DAYS_AHEAD) {
  const end = new Date(now.getTime() + days * 86_400_000);
  return { startDate: now.toISOString(), endDate: end.toISOString() };
}

/** Bookable slots grouped by their calendar day in the visitor's zone, in time order. */
export function groupSlotsByDay(entries: SlotAvailability[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const open = entries
    .filter((entry) => entry.bookable && entry.openSpots > 0)
    .map((entry) => ({ entry, start: new Date(entry.slot.startDate) }))
    .filter(({ start }) => !Number.isNaN(start.getTime()))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const { entry, start } of open) {
    const key = dayKey(start, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { key, label: formatDay(start, timeZone), slots: [] };
      days.set(key, day);
    }
    day.slots.push({
      key: entry.slot.startDate,
      time: formatTime(start, timeZone),
      openSpots: entry.openSpots,
      slotAvailability: entry,
    });
  }
  return [...days.values()];
}
