import {
  EventsErrorCode,
  type CreateRsvpV2Input,
  type QueryRsvpsV2Request,
  type RsvpV2Response,
  type RsvpsV2Page,
} from '@headless/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteRecordFinder, selectPage } from '../../db/reads';
import { eventsRsvps as r } from '../../db/schema/events';
import { memberIdOf } from '../../http/require-member';
import type { Caller } from '../../kernel/caller';
import { notFound, validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { compileQuery, compileWhere } from '../../query';
import { insertRsvp } from './create';
import { deleteRsvps, rsvpQuerySpec } from './reads';
import { recordRsvpEvent } from './rsvp-events';
import { rsvpToWire } from './to-wire';
import { rsvpV2ToWire, storedStatusOf } from './wire/rsvp-v2-wire';

/**
 * RSVP V2 (`/events/v2/rsvps`): the RSVP v1 store and rules (create.ts: registration window,
 * limit, waiting list, form), on the current wire. Only the shapes are this file's.
 */

const rsvpRow = siteRecordFinder(r);
const rsvpNotFound = (rsvpId: string) =>
  notFound(EventsErrorCode.rsvpNotFound, `RSVP ${rsvpId} not found`, { rsvpId });

async function foundRsvp(db: Db, siteId: string, rsvpId: string, lock = false) {
  const row = await rsvpRow(db, siteId, rsvpId, lock);
  if (!row) throw rsvpNotFound(rsvpId);
  return row;
}

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
  if (events && !events.length) return { rsvps: [], pagingMetadata: { count: 0 } };
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
  return { rsvps: rows.map(rsvpV2ToWire), pagingMetadata: { count: rows.length } };
}

export async function queryRsvpsV2(
  db: Db,
  siteId: string,
  request: QueryRsvpsV2Request,
): Promise<RsvpsV2Page> {
  const { cursorPaging, ...query } = request.query ?? {};
  const paging = query.paging ?? (cursorPaging?.limit ? { limit: cursorPaging.limit } : undefined);
  const q = compileQuery({ ...query, ...(paging ? { paging } : {}) }, rsvpQuerySpec);
  const { rows, total } = await selectPage(db, r, and(eq(r.siteId, siteId), q.where), q);
  return {
    rsvps: rows.map(rsvpV2ToWire),
    pagingMetadata: { count: rows.length, offset: q.offset, total },
  };
}

export async function countRsvpsV2(
  db: Db,
  siteId: string,
  filter: Record<string, unknown> | null | undefined,
): Promise<{ count: number }> {
  const where = compileWhere(filter ?? undefined, rsvpQuerySpec, 'filter');
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.siteId, siteId), where));
  return { count: Number(row?.n ?? 0) };
}

/** Deletes one RSVP as v1's delete does (its place freed, recorded); unknown ones are not found. */
export async function deleteRsvpV2(db: Db, caller: Caller, rsvpId: string) {
  const row = await foundRsvp(db, caller.siteId, rsvpId);
  await deleteRsvps(db, caller, row.eventId, [row.id]);
  return {};
}

/** Checks guests in (all of them when none are named); a guest already in keeps their date. */
export async function checkInRsvpGuests(
  db: Db,
  caller: Caller,
  rsvpId: string,
  guestIds: number[] | undefined,
): Promise<RsvpV2Response> {
  return db.transaction(async (tx) => {
    const row = await foundRsvp(tx, caller.siteId, rsvpId, true);
    const wanted = guestIds ?? Array.from({ length: row.guests + 1 }, (_, i) => i);
    const bad = wanted.findIndex((id) => id > row.guests);
    if (bad >= 0)
      throw validationError([
        {
          field: `guestIds.${bad}`,
          description: `must be a guest of the RSVP (0 to ${row.guests})`,
          violatedRule: 'MAX',
          data: { threshold: row.guests },
        },
      ]);
    const have = new Set(row.checkIns.map((c) => c.guestId));
    const checkInDate = caller.now.toISOString();
    const added = [...new Set(wanted)].filter((id) => !have.has(id));
    const checkIns = [...row.checkIns, ...added.map((guestId) => ({ guestId, checkInDate }))];
    const [updated] = await tx
      .update(r)
      .set({ checkIns, updatedAt: caller.now })
      .where(eq(r.id, row.id))
      .returning();
    const wire = rsvpToWire(updated!);
    await recordRsvpEvent(tx, {
      siteId: caller.siteId,
      slug: 'updated',
      entityId: row.id,
      wire,
      caller,
    });
    return { rsvp: rsvpV2ToWire(updated!) };
  });
}
