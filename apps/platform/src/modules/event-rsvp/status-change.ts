import type { RsvpStatus } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsRsvps as r } from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import type { EventRow } from '../events';
import { notAllowed, rsvpFull, seatsTaken } from './create';
import { recordRsvpEvent } from './rsvp-events';
import { rsvpToWire, type RsvpRow } from './to-wire';

/**
 * An owner's change of status follows a new RSVP's rules (create.ts): NO only where the event
 * takes it, WAITING only with a waiting list, YES only while the places last. Called with the
 * event's row locked (`lockEvent(…, true)`), as creates are, so changes and new RSVPs from any
 * instance count the places one after another and the limit holds.
 */
export async function checkStatusChange(
  tx: Db,
  event: EventRow,
  rows: RsvpRow[],
  status: RsvpStatus,
): Promise<void> {
  const rules = event.details.rsvp;
  if (status === 'NO' && rules?.responseType !== 'YES_AND_NO') throw notAllowed('NO', event.id);
  if (status === 'WAITING' && !rules?.waitlistEnabled) throw notAllowed('WAITING', event.id);
  if (status !== 'YES' || rules?.limit === undefined) return;
  const joining = rows.filter((row) => row.status !== 'YES');
  const wanted = joining.reduce((n, row) => n + 1 + row.guests, 0);
  const taken = await seatsTaken(tx, event.id);
  if (taken + wanted > rules.limit) throw rsvpFull(event.id, rules.limit, taken);
}

type RsvpChange = Partial<
  Pick<RsvpRow, 'firstName' | 'lastName' | 'email' | 'status' | 'form' | 'checkIns'>
>;

/** Writes one RSVP's change, recorded as rsvp_updated with the RSVP as it now is. */
export async function writeRsvpChange(
  tx: Db,
  caller: Caller,
  row: RsvpRow,
  change: RsvpChange,
): Promise<RsvpRow> {
  const [updated] = await tx
    .update(r)
    .set({ ...change, updatedAt: caller.now })
    .where(eq(r.id, row.id))
    .returning();
  const wire = rsvpToWire(updated!);
  const { siteId } = caller;
  await recordRsvpEvent(tx, { siteId, slug: 'updated', entityId: row.id, wire, caller });
  return updated!;
}
