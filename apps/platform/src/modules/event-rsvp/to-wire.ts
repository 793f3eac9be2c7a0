import type { Rsvp } from '@headless/contract';
import type { eventsRsvps } from '../../db/schema/events';
import { wireDates } from '../../kernel/wire-dates';

export type RsvpRow = typeof eventsRsvps.$inferSelect;

export function rsvpToWire(row: RsvpRow): Rsvp {
  return {
    id: row.id,
    eventId: row.eventId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    guests: row.guests,
    totalGuests: row.guests + 1,
    ...(row.form ? { form: row.form } : {}),
    ...wireDates(row),
  };
}
