import { EventsErrorCode } from '@headless/contract';
import type { Db } from '../../db/client';
import { siteRecordFinder } from '../../db/reads';
import { eventsRsvps as r } from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import { notFound, validationError } from '../../kernel/errors';
import { writeRsvpChange } from './status-change';
import type { RsvpRow } from './to-wire';

const rsvpRow = siteRecordFinder(r);

export const rsvpNotFound = (rsvpId: string, eventId?: string) =>
  notFound(EventsErrorCode.rsvpNotFound, `RSVP ${rsvpId} not found`, {
    rsvpId,
    ...(eventId ? { eventId } : {}),
  });

/** One RSVP of the site (of the named event, when one is named), row-locked when asked. */
export async function foundRsvp(
  db: Db,
  siteId: string,
  rsvpId: string,
  { lock = false, eventId }: { lock?: boolean; eventId?: string } = {},
): Promise<RsvpRow> {
  const row = await rsvpRow(db, siteId, rsvpId, lock);
  if (!row || (eventId !== undefined && row.eventId !== eventId))
    throw rsvpNotFound(rsvpId, eventId);
  return row;
}

export interface CheckInChange {
  rsvpId: string;
  /** Guests by V2's numbering (0 is the respondent); all of them when none are named. */
  guestIds: number[] | undefined;
  /** Where the wire named them: v1 counts from 1, V2 from 0. */
  field: string;
  firstGuestId: number;
  eventId?: string;
}

/**
 * Checks guests in (`true`) or cancels their check-in (`false`), for both wires: a guest already
 * in keeps their date, one not in stays out.
 */
export async function changeCheckIns(
  db: Db,
  caller: Caller,
  change: CheckInChange,
  checkedIn: boolean,
): Promise<RsvpRow> {
  return db.transaction(async (tx) => {
    const { rsvpId, eventId } = change;
    const row = await foundRsvp(tx, caller.siteId, rsvpId, { lock: true, eventId });
    const wanted = change.guestIds ?? Array.from({ length: row.guests + 1 }, (_, i) => i);
    const bad = wanted.findIndex((id) => id > row.guests);
    if (bad >= 0) {
      const last = row.guests + change.firstGuestId;
      throw validationError([
        {
          field: `${change.field}.${bad}`,
          description: `must be a guest of the RSVP (${change.firstGuestId} to ${last})`,
          violatedRule: 'MAX',
          data: { threshold: last },
        },
      ]);
    }
    const named = new Set(wanted);
    const have = new Set(row.checkIns.map((c) => c.guestId));
    const checkInDate = caller.now.toISOString();
    const checkIns = checkedIn
      ? [
          ...row.checkIns,
          ...[...named].filter((id) => !have.has(id)).map((guestId) => ({ guestId, checkInDate })),
        ]
      : row.checkIns.filter((c) => !named.has(c.guestId));
    return writeRsvpChange(tx, caller, row, { checkIns });
  });
}
