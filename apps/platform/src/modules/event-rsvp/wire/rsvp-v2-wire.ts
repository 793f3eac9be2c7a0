import type { RsvpStatus, RsvpV2, RsvpV2Status } from '@headless/contract';
import type { RsvpRow } from '../to-wire';

/** v1's WAITING is V2's WAITLIST; the other answers are the same words. */
export const v2StatusOf = (status: RsvpStatus): RsvpV2Status =>
  status === 'WAITING' ? 'WAITLIST' : status;
export const storedStatusOf = (status: RsvpV2Status): RsvpStatus =>
  status === 'WAITLIST' ? 'WAITING' : status;

/**
 * An RSVP on RSVP V2's wire (docs/protocol.md §2.6): the row RSVP v1 reads too. Guest 0 is the
 * respondent, then one guest per additional place; `revision` is the last change's instant, so it
 * grows with every change.
 */
export function rsvpV2ToWire(row: RsvpRow): RsvpV2 {
  const checkedIn = new Map(row.checkIns.map((c) => [c.guestId, c.checkInDate]));
  const guests = Array.from({ length: row.guests + 1 }, (_, i) => {
    const checkInDate = checkedIn.get(i);
    return {
      index: i,
      guestId: i,
      ...(i === 0 ? { fullName: `${row.firstName} ${row.lastName}` } : {}),
      checkInDetails: {
        checkedIn: checkInDate !== undefined,
        ...(checkInDate ? { checkInDate } : {}),
      },
    };
  });
  return {
    id: row.id,
    revision: String(row.updatedAt.getTime()),
    eventId: row.eventId,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    ...(row.memberId ? { memberId: row.memberId } : {}),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    ...(row.form ? { form: row.form } : {}),
    status: v2StatusOf(row.status),
    totalGuests: row.guests + 1,
    guestList: { guests },
    fullyCheckedIn: checkedIn.size === row.guests + 1,
    checkedInGuestCount: checkedIn.size,
  };
}
