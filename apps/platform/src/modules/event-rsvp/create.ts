import {
  EventsErrorCode,
  type CreateRsvpInput,
  type RegistrationStatus,
  type Rsvp,
  type RsvpStatus,
} from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsEvents as e, eventsRsvps as r } from '../../db/schema/events';
import { conflict, invalid, validationError } from '../../kernel/errors';
import { recordRsvpEvent } from './rsvp-events';
import type { EventRow } from '../events';
import { defaultForm, eventNotFound, lockEvent, registrationStatusAt } from '../events';
import { checkFormResponse } from './form-check';
import { rsvpToWire, type RsvpRow } from './to-wire';
import type { Caller } from '../../kernel/caller';

type Request = CreateRsvpInput;

const closed = (status: RegistrationStatus, eventId: string) =>
  status === 'SCHEDULED_RSVP'
    ? conflict(EventsErrorCode.registrationNotOpen, 'RSVP has not opened yet', { eventId, status })
    : conflict(EventsErrorCode.registrationClosed, 'Registration is closed', { eventId, status });

/** The event's registration status at `now`, read after the lock so it sees committed RSVPs. */
async function registrationStatus(tx: Db, eventId: string, now: Date): Promise<RegistrationStatus> {
  const [row] = await tx
    .select({ status: registrationStatusAt(now, { capacity: false }) })
    .from(e)
    .where(eq(e.id, eventId));
  return row!.status;
}

/** Places taken by YES answers: each RSVP counts its respondent and guests. */
export async function seatsTaken(tx: Db, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(1 + ${r.guests}), 0)::int` })
    .from(r)
    .where(and(eq(r.eventId, eventId), eq(r.status, 'YES')));
  return row?.n ?? 0;
}

/** YES while seats remain; WAITING once full when the waiting list is on; otherwise refused. */
async function decideStatus(tx: Db, event: EventRow, request: Request): Promise<RsvpStatus> {
  const rsvp = event.details.rsvp;
  const waitlist = rsvp?.waitlistEnabled ?? false;
  if (request.status === 'NO') {
    if (rsvp?.responseType !== 'YES_AND_NO') throw notAllowed('NO', event.id);
    return 'NO';
  }
  if (request.status === 'WAITING' && !waitlist) throw notAllowed('WAITING', event.id);
  if (request.status === 'WAITING' || rsvp?.limit === undefined) return request.status;
  const taken = await seatsTaken(tx, event.id);
  if (taken + 1 + request.guests <= rsvp.limit) return 'YES';
  if (waitlist) return 'WAITING';
  throw rsvpFull(event.id, rsvp.limit, taken);
}

export const rsvpFull = (eventId: string, limit: number, taken: number) =>
  conflict(EventsErrorCode.rsvpFull, 'The event has no places left', { eventId, limit, taken });

export const notAllowed = (status: RsvpStatus, eventId: string) =>
  invalid(EventsErrorCode.responseNotAllowed, `The event does not accept ${status} responses`, {
    eventId,
    status,
  });

/** RSVP v1's Create RSVP: the store's row on v1's wire. */
export async function createRsvp(db: Db, caller: Caller, input: Request): Promise<Rsvp> {
  return rsvpToWire(await insertRsvp(db, caller, input));
}

/**
 * Creates an RSVP with the event row locked: concurrent RSVPs to one event (from any instance)
 * count the seats one after another, so the limit holds. Both wires (RSVP v1 and V2) create
 * through here; a member's RSVP keeps their id (V2's current RSVPs).
 */
export async function insertRsvp(db: Db, caller: Caller, input: Request): Promise<RsvpRow> {
  const { siteId, now } = caller;
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, siteId, input.eventId, true);
    if (event.state === 'DRAFT') throw eventNotFound(input.eventId);
    if (event.registrationType !== 'RSVP')
      throw invalid(EventsErrorCode.notRsvpEvent, 'The event does not take RSVPs', {
        eventId: event.id,
        registrationType: event.registrationType,
      });
    const status = await registrationStatus(tx, event.id, now);
    if (status !== 'OPEN_RSVP' && status !== 'OPEN_RSVP_WAITLIST_ONLY')
      throw closed(status, event.id);
    const problems = checkFormResponse(event.form ?? defaultForm(), input.form?.inputValues ?? []);
    if (problems.length) throw validationError(problems);
    const decided = await decideStatus(tx, event, input);
    const [row] = await tx
      .insert(r)
      .values({
        siteId,
        eventId: event.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        status: decided,
        guests: input.guests,
        form: input.form ?? null,
        memberId: caller.identity.type === 'MEMBER' ? caller.identity.id : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const rsvp = rsvpToWire(row!);
    await recordRsvpEvent(tx, { siteId, slug: 'created', entityId: rsvp.id, wire: rsvp, caller });
    return row!;
  });
}
