import { randomUUID } from 'node:crypto';
import type { CreateReservationRequest, ReservationResponse } from '@headless/contract';
import { PlatformErrorCode } from '@headless/contract';
import { sql } from 'drizzle-orm';
import type { Synced } from '../../../cache/site-cache';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../kernel/errors';
import {
  assertOpenForTickets,
  eventNotFound,
  hiddenDraft,
  isOwner,
  reservationMinutes,
  ticketLimitPerOrder,
} from '../event-access';
import { cachedEvent } from '../event-cache';
import { holdUntil } from './held';
import { reservationToWire, type ReservationRow } from './reservation-wire';
import {
  assertLimits,
  capacityRefusal,
  draftLines,
  ticketNotFound,
  type LineDraft,
} from './reserve-checks';
import { isUuid } from '../../../kernel/ids';
import type { Caller } from '../../../kernel/caller';

/** Visitors may not lift limits or buy hidden tickets; the flags are the owner's (box office). */
function ownerFlags(caller: Caller, request: CreateReservationRequest) {
  const asked = Boolean(request.ignoreLimits || request.allowHiddenTickets);
  if (asked && !isOwner(caller.identity))
    throw forbidden(
      PlatformErrorCode.forbidden,
      'Only the site owner may ignore limits or reserve hidden tickets',
      { identityType: caller.identity.type },
    );
  return {
    ignoreLimits: Boolean(request.ignoreLimits),
    allowHidden: Boolean(request.allowHiddenTickets),
  };
}

/**
 * The event and the definitions asked for, from the instance's events cache and without a lock:
 * capacity is checked atomically later. Drafts exist only for the owner.
 */
async function readEventAndDefinitions(
  db: Db,
  caller: Caller,
  eventId: string,
  ids: string[],
  synced: Synced,
) {
  if (!isUuid(eventId)) throw eventNotFound(eventId);
  const bad = ids.find((id) => !isUuid(id));
  if (bad) throw ticketNotFound(bad);
  const cached = await cachedEvent(db, caller.siteId, eventId.toLowerCase(), synced);
  const event = cached?.event;
  if (!event || hiddenDraft(event, caller.identity)) throw eventNotFound(eventId);
  const found = new Map(
    ids.flatMap((id) => {
      const def = cached.definitions.get(id.toLowerCase());
      return def ? [[id, def] as const] : [];
    }),
  );
  return { event, found };
}

interface CountRow extends Record<string, unknown> {
  definition_id: string;
  capacity: number | null;
  sold: number;
  held: number;
  /** This definition has room for the request (the one place that rule lives: migration 0031). */
  fits: boolean;
  /** Everything fit, and the reservation was written. */
  ok: boolean;
}

/**
 * The atomic step, in the database (events_reserve, 0009_event_tickets_holds.sql and 0031): lock
 * the definitions in id order, count sold + held, insert only if everything fits. One round trip, so
 * the row locks are never held across the network.
 */
async function reserveAtomically(
  db: Db,
  caller: Caller,
  eventId: string,
  drafts: LineDraft[],
  expiresAt: Date,
) {
  const { now } = caller;
  const row: ReservationRow = {
    id: randomUUID(),
    siteId: caller.siteId,
    eventId,
    status: 'RESERVATION_PENDING',
    expiresAt,
    currency: drafts[0]!.def.currency,
    ownerType: caller.identity.type,
    ownerId: caller.identity.id,
    createdAt: now,
    updatedAt: now,
    tagIds: [],
    privateTagIds: [],
  };
  const lines = drafts.map((d, position) => ({
    def: d.def.id,
    position,
    name: d.def.name,
    quantity: d.quantity,
    price: d.priceMinor,
    fee: d.feeMinor,
    details: d.ticketDetails,
  }));
  const result = await db.execute<CountRow>(sql`
    SELECT * FROM events_reserve(${row.id}, ${row.siteId}, ${eventId}, ${row.currency},
      ${row.ownerType}, ${row.ownerId}, ${now}, ${expiresAt}, ${JSON.stringify(lines)}::jsonb)`);
  return { row, counts: result.rows };
}

/** The definitions as the atomic step saw them (sold), and what is held of each. */
function applyCounts(drafts: LineDraft[], counts: CountRow[]) {
  const byId = new Map(counts.map((c) => [c.definition_id, c]));
  const fresh = drafts.map((d) => {
    const c = byId.get(d.def.id);
    return c ? { ...d, def: { ...d.def, sold: Number(c.sold), capacity: c.capacity } } : d;
  });
  const held = new Map(counts.map((c) => [c.definition_id, Number(c.held)]));
  return { fresh, held };
}

/**
 * Holds tickets until `expires`. Event, definitions, sale window and limits are checked first;
 * then one database call locks the definitions, counts what is sold and held by unexpired pending
 * reservations, and inserts only what fits. Two instances on one database serialise on the row
 * locks, so C remaining never hold more than C. Both wires (Orders V1's reservations and Ticket
 * Reservations) reserve through here: one engine.
 */
export async function reserveTickets(
  db: Db,
  caller: Caller,
  request: CreateReservationRequest,
  synced?: Synced,
  priceField?: (line: number) => string,
) {
  const { now } = caller;
  const flags = ownerFlags(caller, request);
  const ids = [...new Set(request.ticketQuantities.map((q) => q.ticketDefinitionId))];
  const { event, found } = await readEventAndDefinitions(db, caller, request.eventId, ids, synced);
  assertOpenForTickets(event, now);
  const drafts = draftLines(request, found, flags.allowHidden, now, priceField);
  assertLimits(drafts, ticketLimitPerOrder(event), flags.ignoreLimits);
  const expiresAt = holdUntil(now, reservationMinutes(event));
  const { row, counts } = await reserveAtomically(db, caller, event.id, drafts, expiresAt);
  const { fresh, held } = applyCounts(drafts, counts);
  if (!counts[0]?.ok) {
    // Nothing was written; say which definition lacks room (held here excludes this request).
    const short = new Set(counts.filter((c) => !c.fits).map((c) => c.definition_id));
    // A definition deleted since it was read (the cache, or another instance) is simply gone.
    const gone = drafts.find((d) => !counts.some((c) => c.definition_id === d.def.id));
    throw (
      capacityRefusal(fresh, held, short) ??
      (gone && ticketNotFound(gone.def.id)) ??
      new Error('events_reserve refused without a definition over capacity')
    );
  }
  return { row, lines: fresh, held };
}

/** Orders V1's Create Reservation (`POST /events/v1/checkout/reservations`). */
export async function createReservation(
  db: Db,
  caller: Caller,
  request: CreateReservationRequest,
  synced?: Synced,
): Promise<ReservationResponse> {
  const { row, lines, held } = await reserveTickets(db, caller, request, synced);
  return reservationToWire(row, lines, held, caller.now);
}
