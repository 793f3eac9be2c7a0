import {
  BookingErrorCode,
  type CancelMultiServiceBookingRequest,
  type MultiServiceBookingMembersRequest,
  type RescheduleMultiServiceBookingRequest,
} from '@headless/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsBookings as b } from '../../../db/schema/booking-records';
import type { Caller } from '../../../kernel/caller';
import { conflict, invalid, notFound, precondition } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { change, reschedulePlan, transition } from '../lifecycle';
import { readStart } from '../routes-writes';
import { lockServices, packageOf, packageToWire } from './package';

const LET_GO = new Set(['CANCELED', 'DECLINED']);

/** Cancel Multi-Service Booking: every booking of the package still held, in one transaction. */
export async function cancelMultiServiceBooking(
  db: Db,
  caller: Caller,
  id: string,
  body: CancelMultiServiceBookingRequest,
) {
  const rows = await packageOf(db, caller, id);
  const held = rows.filter((r) => !LET_GO.has(r.booking.status));
  if (!held.length)
    throw precondition(BookingErrorCode.allCanceled, 'Every booking of the package is canceled', {
      multiServiceBookingId: id,
    });
  const notice = body.participantNotification;
  await db.transaction(async (tx) => {
    await lockServices(
      tx,
      caller.siteId,
      held.map((r) => r.booking.serviceId),
    );
    for (const { booking } of held)
      await change(
        tx,
        {
          ...caller,
          bookingId: booking.id,
          ...(notice ? { participantNotification: notice } : {}),
        },
        'canceled',
        transition('CANCELED'),
      );
  });
  return packageToWire(id, await packageOf(db, caller, id), body.returnFullEntity === true);
}

/**
 * Reschedule Multi-Service Booking: every booking of the package to its new slot, each at the
 * revision read last, in one transaction; they must stay back to back.
 */
export async function rescheduleMultiServiceBooking(
  db: Db,
  caller: Caller,
  id: string,
  body: RescheduleMultiServiceBookingRequest,
) {
  const rows = await packageOf(db, caller, id);
  const infos = body.rescheduleBookingsInfo;
  const sent = new Set(infos.map((i) => i.bookingId));
  if (
    sent.size !== infos.length ||
    rows.some((r) => !sent.has(r.booking.id)) ||
    sent.size !== rows.length
  )
    throw invalid(BookingErrorCode.notAllBookingsSent, 'Send every booking of the package once', {
      bookingIds: rows.map((r) => r.booking.id),
    });
  const missing = infos.findIndex((i) => !i.revision);
  if (missing >= 0)
    throw invalid(BookingErrorCode.revisionMissing, 'Every booking needs the revision read last', {
      field: `rescheduleBookingsInfo[${missing}].revision`,
    });
  const moves = infos.map((i) => ({ ...i, start: readStart(i.slot) }));
  await db.transaction(async (tx) => {
    await lockServices(
      tx,
      caller.siteId,
      rows.map((r) => r.booking.serviceId),
    );
    const moved = [];
    for (const move of moves) {
      const ref = { ...caller, bookingId: move.bookingId, revision: Number(move.revision) };
      moved.push(await change(tx, ref, 'rescheduled', reschedulePlan(move.start)));
    }
    moved.sort((x, y) => x.startDate.getTime() - y.startDate.getTime());
    for (let i = 1; i < moved.length; i++)
      if (moved[i]!.startDate.getTime() !== moved[i - 1]!.endDate.getTime())
        throw invalid(
          BookingErrorCode.multiServiceValidation,
          'Each booking must start when the one before it ends',
          { bookingId: moved[i]!.id },
        );
  });
  return packageToWire(id, await packageOf(db, caller, id), body.returnFullEntity === true);
}

/**
 * Add Bookings To / Remove Bookings From a multi-service booking (the owner's): each booking at
 * the revision read last; one added may not be in another package.
 */
export async function setPackageMembers(
  db: Db,
  caller: Caller,
  body: MultiServiceBookingMembersRequest,
  add: boolean,
) {
  const id = body.multiServiceBookingId;
  await packageOf(db, caller, id);
  const ids = body.bookings.map((x) => x.bookingId).filter(isUuid);
  const found = ids.length
    ? await db
        .select({ id: b.id, pkg: b.multiServiceBookingId, serviceId: b.serviceId })
        .from(b)
        .where(and(eq(b.siteId, caller.siteId), inArray(b.id, ids)))
    : [];
  for (const { bookingId } of body.bookings) {
    const row = found.find((f) => f.id === bookingId);
    if (!row || (!add && row.pkg !== id))
      throw notFound(BookingErrorCode.bookingNotFound, `Booking not found: ${bookingId}`, {
        bookingId,
      });
    if (add && row.pkg === id)
      throw conflict(BookingErrorCode.invalidTransition, 'The booking is in this package already', {
        bookingId,
      });
    if (add && row.pkg)
      throw precondition(BookingErrorCode.alreadyInPackage, 'The booking is in another package', {
        bookingId,
      });
  }
  await db.transaction(async (tx) => {
    await lockServices(
      tx,
      caller.siteId,
      found.map((f) => f.serviceId),
    );
    for (const { bookingId, revision } of body.bookings)
      await change(
        tx,
        { ...caller, bookingId, revision: Number(revision) },
        'updated',
        async () => ({
          multiServiceBookingId: add ? id : null,
        }),
      );
  });
  return packageToWire(id, await packageOf(db, caller, id), body.returnFullEntity === true);
}
