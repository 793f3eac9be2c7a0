import {
  EventsErrorCode,
  type CreateRsvpV2Input,
  type RsvpV2Response,
  type RsvpsV2Page,
  type UpdateRsvpV2Fields,
} from '@headless/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsRsvps as r } from '../../db/schema/events';
import { memberIdOf } from '../../http/require-member';
import type { Caller } from '../../kernel/caller';
import { conflict, validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { defaultForm, lockEvent } from '../events';
import { changeCheckIns, foundRsvp } from './check-in';
import { insertRsvp } from './create';
import { checkFormResponse } from './form-check';
import { deleteRsvps } from './reads';
import { checkStatusChange, writeRsvpChange } from './status-change';
import { rsvpV2ToWire, storedStatusOf } from './wire/rsvp-v2-wire';

/**
 * RSVP V2 (`/events/v2/rsvps`): the RSVP v1 store and rules (create.ts: registration window,
 * limit, waiting list, form; status-change.ts; check-in.ts), on the current wire. Only the shapes
 * are this file's.
 */

/** A visitor's or member's RSVP: the same rules as v1's Create RSVP. */
export async function createRsvpV2(
  db: Db,
  caller: Caller,
  { rsvp }: CreateRsvpV2Input,
): Promise<RsvpV2Response> {
  const row = await insertRsvp(db, caller, {
    eventId: rsvp.eventId,
    firstName: rsvp.firstName,
    lastName: rsvp.lastName,
    email: rsvp.email,
    status: storedStatusOf(rsvp.status),
    guests: rsvp.totalGuests - 1,
    ...(rsvp.form ? { form: rsvp.form } : {}),
  });
  return { rsvp: rsvpV2ToWire(row) };
}

export async function getRsvpV2(db: Db, caller: Caller, rsvpId: string): Promise<RsvpV2Response> {
  return { rsvp: rsvpV2ToWire(await foundRsvp(db, caller.siteId, rsvpId)) };
}

/** The calling member's own RSVPs (those made while logged in), newest first. */
export async function listCurrentRsvps(
  db: Db,
  caller: Caller,
  eventIds: string[] | undefined,
  limit = 50,
): Promise<RsvpsV2Page> {
  const memberId = memberIdOf(caller, 'read your RSVPs');
  const events = eventIds?.filter(isUuid);
  const empty = { count: 0, cursors: {}, hasNext: false };
  if (events && !events.length) return { rsvps: [], pagingMetadata: empty };
  const rows = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.siteId, caller.siteId),
        eq(r.memberId, memberId),
        events ? inArray(r.eventId, events) : undefined,
      ),
    )
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit);
  return { rsvps: rows.map(rsvpV2ToWire), pagingMetadata: { ...empty, count: rows.length } };
}

/** Deletes one RSVP as v1's delete does (its place freed, recorded); unknown ones are not found. */
export async function deleteRsvpV2(db: Db, caller: Caller, rsvpId: string) {
  const row = await foundRsvp(db, caller.siteId, rsvpId);
  await deleteRsvps(db, caller, row.eventId, [row.id]);
  return {};
}

/** Checks guests in, or cancels their check-in (all of them when none are named). */
export async function changeRsvpV2CheckIns(
  db: Db,
  caller: Caller,
  rsvpId: string,
  guestIds: number[] | undefined,
  checkedIn: boolean,
): Promise<RsvpV2Response> {
  const change = { rsvpId, guestIds, field: 'guestIds', firstGuestId: 0 };
  return { rsvp: rsvpV2ToWire(await changeCheckIns(db, caller, change, checkedIn)) };
}

/**
 * The owner's Update RSVP: the revision read last must be the current one; a new status follows
 * the create's rules under the event's lock; a form answer is checked against the event's form.
 */
export async function updateRsvpV2(
  db: Db,
  caller: Caller,
  rsvpId: string,
  { revision, status, ...details }: UpdateRsvpV2Fields,
): Promise<RsvpV2Response> {
  return db.transaction(async (tx) => {
    const { eventId } = await foundRsvp(tx, caller.siteId, rsvpId);
    const event = await lockEvent(tx, caller.siteId, eventId, true);
    const row = await foundRsvp(tx, caller.siteId, rsvpId, { lock: true });
    const current = String(row.updatedAt.getTime());
    if (revision !== current)
      throw conflict(EventsErrorCode.revisionMismatch, `RSVP ${rsvpId} has changed`, {
        rsvpId,
        revision,
        currentRevision: current,
      });
    const stored = status === undefined ? undefined : storedStatusOf(status);
    if (stored !== undefined && stored !== row.status)
      await checkStatusChange(tx, event, [row], stored);
    if (details.form) {
      const problems = checkFormResponse(event.form ?? defaultForm(), details.form.inputValues);
      if (problems.length) throw validationError(problems);
    }
    const change = { ...details, ...(stored ? { status: stored } : {}) };
    return { rsvp: rsvpV2ToWire(await writeRsvpChange(tx, caller, row, change)) };
  });
}
