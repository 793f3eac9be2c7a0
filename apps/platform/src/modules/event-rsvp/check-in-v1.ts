import type { CheckInRsvpRequest, RsvpResponse } from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { changeCheckIns } from './check-in';
import { rsvpToWire } from './to-wire';

/**
 * RSVP v1's Check In RSVP and Delete RSVP Check In: RSVP V2's check-in (check-in.ts) on v1's
 * wire, whose guests count from 1 (V2's from 0), of the named event's RSVP.
 */
export async function changeV1CheckIns(
  db: Db,
  caller: Caller,
  { eventId, rsvpId, guestId }: CheckInRsvpRequest,
  checkedIn: boolean,
): Promise<RsvpResponse> {
  const guestIds = guestId?.map((id) => id - 1);
  const change = { rsvpId, eventId, guestIds, field: 'guestId', firstGuestId: 1 };
  return { rsvp: rsvpToWire(await changeCheckIns(db, caller, change, checkedIn)) };
}
