import { EventTicketsErrorCode as Code } from '@headless/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteRecordFinder } from '../../../db/reads';
import {
  eventsReservationLines as lines,
  eventsReservations as reservations,
  eventsTicketDefinitions as defs,
} from '../../../db/schema/event-tickets';
import { invalid, notFound } from '../../../kernel/errors';
import type { Caller } from '../../../kernel/caller';
import { isOwner } from '../event-access';
import { releaseHold } from './held';
import { ticketNotFound } from './reserve-checks';
import type { ReservationRow, ReservedLine } from './reservation-wire';
import { isUuid } from '../../../kernel/ids';

export interface LoadedReservation {
  row: ReservationRow;
  lines: ReservedLine[];
}

const reservationRow = siteRecordFinder(reservations);

export const reservationNotFound = (reservationId: string) =>
  notFound(Code.reservationNotFound, `Reservation ${reservationId} not found`, { reservationId });

/** The reservation and its lines with their definitions; `lock` takes the reservation row. */
export async function findReservation(
  db: Db,
  siteId: string,
  reservationId: string,
  lock = false,
): Promise<LoadedReservation | undefined> {
  const row = await reservationRow(db, siteId, reservationId, lock);
  if (!row) return undefined;
  const rows = await db
    .select({ line: lines, def: defs })
    .from(lines)
    .innerJoin(defs, eq(defs.id, lines.ticketDefinitionId))
    .where(eq(lines.reservationId, row.id))
    .orderBy(asc(lines.position));
  return {
    row,
    lines: rows.map(({ line, def }) => ({
      id: line.id,
      def,
      quantity: line.quantity,
      priceMinor: line.priceMinor,
      feeMinor: line.feeMinor,
      ticketDetails: line.ticketDetails,
    })),
  };
}

/** The caller's own reservation of that event (the owner sees all); others' are not found. */
export async function callersReservation(
  db: Db,
  caller: Caller,
  reservationId: string,
  eventId: string | undefined,
  lock = false,
): Promise<LoadedReservation> {
  const found = await findReservation(db, caller.siteId, reservationId, lock);
  const mine =
    found &&
    (isOwner(caller.identity) ||
      (found.row.ownerType === caller.identity.type && found.row.ownerId === caller.identity.id));
  if (!found || !mine || (eventId !== undefined && found.row.eventId !== eventId))
    throw reservationNotFound(reservationId);
  return found;
}

/** Ends a pending reservation: its tickets stop being held at once. */
export async function closeReservation(
  tx: Db,
  row: ReservationRow,
  status: ReservationRow['status'],
  now: Date,
): Promise<void> {
  await tx.update(reservations).set({ status, updatedAt: now }).where(eq(reservations.id, row.id));
  await tx.update(lines).set({ pending: false }).where(eq(lines.reservationId, row.id));
  await releaseHold(tx, row.id);
}

/** The event a ticket definition of the site belongs to (Ticket Reservations name no event). */
export async function eventOfDefinition(
  db: Db,
  siteId: string,
  definitionId: string,
): Promise<string> {
  const [row] = isUuid(definitionId)
    ? await db
        .select({ eventId: defs.eventId })
        .from(defs)
        .where(and(eq(defs.siteId, siteId), eq(defs.id, definitionId)))
    : [];
  if (!row) throw ticketNotFound(definitionId);
  return row.eventId;
}

/** Cancel: idempotent for canceled or expired reservations; a used one cannot be canceled. */
export async function cancelReservation(
  db: Db,
  caller: Caller,
  reservationId: string,
  eventId: string | undefined,
): Promise<Record<string, never>> {
  const { now } = caller;
  await db.transaction(async (tx) => {
    const { row } = await callersReservation(tx, caller, reservationId, eventId, true);
    if (row.status === 'RESERVATION_CONFIRMED')
      throw invalid(Code.reservationUsed, `Reservation ${row.id} was already checked out`, {
        reservationId: row.id,
      });
    if (row.status !== 'RESERVATION_PENDING') return;
    const status =
      row.expiresAt <= now
        ? 'RESERVATION_EXPIRED'
        : isOwner(caller.identity)
          ? 'RESERVATION_CANCELED_MANUALLY'
          : 'RESERVATION_CANCELED';
    await closeReservation(tx, row, status, now);
  });
  return {};
}

/**
 * Ends a pending reservation's hold now, exactly as its clock running out would (the CLI's
 * `reservations expire`, to try the expired checkout without waiting): its tickets stop counting
 * and every read sees it EXPIRED. 'ended' means it was no longer pending: nothing changed.
 */
export async function expireReservationNow(
  db: Db,
  reservationId: string,
  now: Date,
): Promise<'expired' | 'ended' | 'not-found'> {
  if (!isUuid(reservationId)) return 'not-found';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for('update');
    if (!row) return 'not-found';
    if (row.status !== 'RESERVATION_PENDING' || row.expiresAt <= now) return 'ended';
    // Off the hold rows first (they are keyed by the old instant), then the instant moves to now.
    await releaseHold(tx, row.id);
    const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await tx.update(lines).set({ expiresAt }).where(eq(lines.reservationId, row.id));
    await tx.update(reservations).set({ expiresAt }).where(eq(reservations.id, row.id));
    return 'expired';
  });
}

/**
 * The owner's Delete Ticket Reservation: the reservation goes with its lines, and a pending one's
 * tickets stop being held at once. One that was checked out stays (its order owns it).
 */
export async function deleteReservation(
  db: Db,
  caller: Caller,
  reservationId: string,
): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const { row } = await callersReservation(tx, caller, reservationId, undefined, true);
    if (row.status === 'RESERVATION_CONFIRMED')
      throw invalid(
        Code.reservationUsed,
        `Reservation ${row.id} was checked out: its order keeps it`,
        {
          reservationId: row.id,
        },
      );
    if (row.status === 'RESERVATION_PENDING') await releaseHold(tx, row.id);
    await tx.delete(reservations).where(eq(reservations.id, row.id));
  });
  return {};
}
