// Confirm Or Decline Booking: the custom checkout's last step, the owner's call with the payment
// status the checkout took (the eCommerce checkout does this itself when its order is paid).
import { BookingErrorCode, GetBookingResponse, PlatformErrorCode } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { bookingsSchedules } from '../../db/schema/booking-records';
import { createdBooking, useBookingCallers } from './test-kit';

const t = useTestApp();
const callers = useBookingCallers(t);

/** A visitor's CREATED booking (Create Booking) of a $25 appointment; its id and service. */
async function created(requireManualApproval = false) {
  const fixture = { capacity: 2, priceMinor: 2500, requireManualApproval };
  const { booking, serviceId } = await createdBooking(t, callers.visitor, fixture);
  return { id: booking.id, serviceId };
}

const confirmOrDecline = (id: string, payload: object, headers = callers.owner) =>
  t.app.inject({
    method: 'POST',
    url: `/bookings/v2/confirmation/${id}:confirmOrDecline`,
    headers,
    payload: { bookingId: id, ...payload },
  });

const bookingOf = (res: Awaited<ReturnType<typeof confirmOrDecline>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return GetBookingResponse.parse(res.json()).booking;
};

describe('POST /bookings/v2/confirmation/{bookingId}:confirmOrDecline', () => {
  it('confirms a booking paid at a custom checkout, with its payment status', async () => {
    const { id } = await created();
    const booking = bookingOf(await confirmOrDecline(id, { paymentStatus: 'PAID' }));
    expect(booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  });

  it('leaves it pending when the service requires approval', async () => {
    const { id } = await created(true);
    const booking = bookingOf(await confirmOrDecline(id, { paymentStatus: 'NOT_PAID' }));
    expect(booking).toMatchObject({ status: 'PENDING', paymentStatus: 'NOT_PAID' });
  });

  it('declines an unpaid double booking, and keeps a paid one', async () => {
    const unpaid = await created();
    const paid = await created();
    // The schedule moved: the bookings' slots are no longer the schedule's.
    for (const { serviceId } of [unpaid, paid])
      await t.db
        .update(bookingsSchedules)
        .set({ weekly: [{ day: 'TUE', start: '09:00', end: '12:00' }] })
        .where(eq(bookingsSchedules.serviceId, serviceId));
    const declined = bookingOf(await confirmOrDecline(unpaid.id, { paymentStatus: 'NOT_PAID' }));
    expect(declined.status).toBe('DECLINED');
    const kept = bookingOf(await confirmOrDecline(paid.id, { paymentStatus: 'PAID' }));
    expect(kept).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', doubleBooked: true });
    const clean = bookingOf(
      await confirmOrDecline((await created()).id, { paymentStatus: 'PAID' }),
    );
    expect(clean.doubleBooked).toBeUndefined();
  });

  it('is the owner’s: a visitor gets 403; a canceled booking 409; a bad status 400', async () => {
    const { id } = await created();
    expectAppError(
      await confirmOrDecline(id, {}, callers.visitor),
      403,
      PlatformErrorCode.forbidden,
    );
    expectValidationError(await confirmOrDecline(id, { paymentStatus: 'SOON' }), [
      'paymentStatus:INVALID_ENUM_VALUE',
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/bookings/v2/bookings/${id}/cancel`,
      headers: callers.owner,
      payload: {},
    });
    expectAppError(await confirmOrDecline(id, {}), 409, BookingErrorCode.invalidTransition);
  });
});
