import type { ScheduleItem } from '@headless/contract';
import type { eventsScheduleItems } from '../../db/schema/events';
import { wireDates } from '../../kernel/wire-dates';

export type ScheduleRow = typeof eventsScheduleItems.$inferSelect;

/** A row as the wire has it: the item's id (the draft and published rows share it). */
export function itemToWire(row: ScheduleRow): ScheduleItem {
  return {
    id: row.itemId,
    eventId: row.eventId,
    draft: row.draft,
    hidden: row.hidden,
    name: row.name,
    timeSlot: {
      start: row.startDate.toISOString(),
      end: row.endDate.toISOString(),
      timeZoneId: row.timeZoneId,
    },
    ...(row.description != null ? { description: row.description } : {}),
    ...(row.stageName != null ? { stageName: row.stageName } : {}),
    tags: row.tags,
    status: row.status,
    ...wireDates(row),
  };
}
