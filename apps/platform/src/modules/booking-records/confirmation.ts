import { BookingErrorCode, type BookingPaymentStatus } from '@headless/contract';
import type { Db } from '../../db/client';
import { conflict, isRefusal } from '../../kernel/errors';
import type { ServiceRow } from '../availability';
import { assertPayable } from './checkout-line';
import { change, transition, type Ref } from './lifecycle';
import { slotAt } from './slot-lock';
import type { BookingRow } from './to-wire';

/** Payment statuses that leave a conflicting booking nothing to keep it by: it is declined. */
const UNPAID = new Set(['UNDEFINED', 'NOT_PAID', 'REFUNDED', 'EXEMPT']);

/**
 * A double booking: the booking's slot is no longer one the schedule has. Capacity is held from
 * Create Booking on (a CREATED booking holds its place), so here that is the only conflict left.
 */
async function doubleBooked(tx: Db, service: ServiceRow, row: BookingRow, now: Date) {
  try {
    await slotAt(tx, service, row.startDate, now);
    return false;
  } catch (error) {
    if (isRefusal(error) && error.code === BookingErrorCode.slotNotFound) return true;
    throw error;
  }
}

/**
 * Confirm Or Decline Booking (a custom checkout's last step): with the payment status given, the
 * booking is declined on a double booking it has not paid for, else confirmed, or pending when
 * its service requires the owner's approval; a paid one in a conflict is flagged `doubleBooked`.
 */
export const confirmOrDeclineBooking = (db: Db, ref: Ref, paymentStatus?: BookingPaymentStatus) =>
  change(
    db,
    ref,
    (row) =>
      row.status === 'DECLINED' ? 'declined' : row.status === 'CONFIRMED' ? 'confirmed' : 'updated',
    async (row, tx, service, now) => {
      await transition('CONFIRMED')(row, tx, service, now);
      const payment = paymentStatus ?? row.paymentStatus;
      const clash = await doubleBooked(tx, service, row, now);
      if (UNPAID.has(payment) && clash) return { status: 'DECLINED', paymentStatus: payment };
      const approval = service.details.requireManualApproval === true;
      // A paid booking in a conflict is kept, flagged for the owner to resolve.
      return {
        status: approval ? 'PENDING' : 'CONFIRMED',
        paymentStatus: payment,
        ...(clash ? { doubleBooked: true } : {}),
      };
    },
  );

/**
 * The booking's eCommerce order was paid (the hosted checkout of the headless flow): it is paid
 * (exempt when free) and confirmed, or pending when its service requires the owner's approval.
 * Run in the order's transaction, so an order is never placed for a booking that was let go.
 */
export const payBooking = (db: Db, ref: Ref, chargedMinor: number) =>
  change(
    db,
    ref,
    (row) => (row.status === 'CONFIRMED' ? 'confirmed' : 'updated'),
    async (row, _tx, service) => {
      assertPayable(row.status, row.paymentStatus, row.id);
      const free = service.rateType === 'NO_FEE' || !service.priceMinor;
      if ((free ? 0 : service.priceMinor! * row.participants) !== chargedMinor)
        throw conflict(
          BookingErrorCode.invalidTransition,
          'The booking changed since its checkout was made: check it out again',
          { bookingId: row.id },
        );
      const approval = service.details.requireManualApproval === true;
      return {
        status: approval ? 'PENDING' : 'CONFIRMED',
        paymentStatus: free ? 'EXEMPT' : 'PAID',
      };
    },
  );
