import {
  BookingErrorCode,
  type ApplicationErrorCode,
  type GetBookingAnonymouslyResponse,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsServices as svc } from '../../db/schema/bookings';
import { bookingsBookings as b } from '../../db/schema/booking-records';
import type { Caller } from '../../kernel/caller';
import { isUuid } from '../../kernel/ids';
import { notFound, precondition, unauthenticated } from '../../kernel/errors';
import { allowedActions, changeable } from './allowed-actions';
import { change, reschedulePlan, transition, type Plan } from './lifecycle';
import { bookingToWire, type BookingRow } from './to-wire';

/**
 * Anonymous booking actions (Bookings Writer V2, docs/protocol.md §2.1): the booking's token is
 * the capability, so any caller of the site who holds it may read, cancel or reschedule it.
 */
const invalidToken = () =>
  unauthenticated(BookingErrorCode.invalidToken, 'The token names no booking of this site');

/** The booking a token names on the caller's site, with its service's name and schedule. */
async function bookingOfToken(db: Db, caller: Caller, token: string) {
  const [row] = await db
    .select({ booking: b, name: svc.name, scheduleId: svc.scheduleId, type: svc.type })
    .from(b)
    .innerJoin(svc, eq(svc.id, b.serviceId))
    .where(and(eq(b.siteId, caller.siteId), eq(b.anonymousToken, token)));
  if (!row) throw invalidToken();
  return row;
}

export async function getBookingAnonymously(
  db: Db,
  caller: Caller,
  token: string,
): Promise<GetBookingAnonymouslyResponse> {
  const row = await bookingOfToken(db, caller, token);
  return {
    booking: bookingToWire(row.booking, row),
    allowedAnonymousActions: allowedActions(row.booking, caller.now),
  };
}

/** The service a token's booking books: its id, for the services module to render. */
export async function serviceIdOfToken(db: Db, caller: Caller, token: string): Promise<string> {
  return (await bookingOfToken(db, caller, token)).booking.serviceId;
}

/** Get Anonymous Action Token, the owner's: the token of one booking of the site. */
export async function anonymousActionToken(db: Db, caller: Caller, bookingId: string) {
  const [row] = isUuid(bookingId)
    ? await db
        .select({ token: b.anonymousToken })
        .from(b)
        .where(and(eq(b.siteId, caller.siteId), eq(b.id, bookingId)))
    : [];
  if (!row)
    throw notFound(BookingErrorCode.bookingNotFound, `Booking not found: ${bookingId}`, {
      bookingId,
    });
  return { token: row.token };
}

/** A booker's change without a login is refused (428) once the booking is past or let go. */
const whileChangeable =
  (code: ApplicationErrorCode, plan: Plan): Plan =>
  async (row: BookingRow, tx, service, now) => {
    if (!changeable(row, now))
      throw precondition(code, `A ${row.status} or past booking cannot be changed anonymously`, {
        status: row.status,
      });
    return plan(row, tx, service, now);
  };

async function anonymousChange(
  db: Db,
  caller: Caller,
  token: string,
  revision: string,
  slug: 'canceled' | 'rescheduled',
  plan: Plan,
) {
  const { booking, ...service } = await bookingOfToken(db, caller, token);
  const ref = { ...caller, bookingId: booking.id, revision: Number(revision) };
  return { booking: bookingToWire(await change(db, ref, slug, plan), service) };
}

export const cancelBookingAnonymously = (db: Db, caller: Caller, token: string, revision: string) =>
  anonymousChange(
    db,
    caller,
    token,
    revision,
    'canceled',
    whileChangeable(BookingErrorCode.cannotBeCancelled, transition('CANCELED')),
  );

export const rescheduleBookingAnonymously = (
  db: Db,
  caller: Caller,
  token: string,
  revision: string,
  start: Date,
) =>
  anonymousChange(
    db,
    caller,
    token,
    revision,
    'rescheduled',
    whileChangeable(BookingErrorCode.reschedulingNotAllowed, reschedulePlan(start)),
  );
