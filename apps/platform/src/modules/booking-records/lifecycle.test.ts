import { describe, expect, it } from 'vitest';
import { serviceCaller } from '../../../test/callers';
import { useTestApp } from '../../../test/harness';
import { DomainError } from '../../kernel/errors';
import { outboxTypes } from '../../outbox/test-kit';
import { createServiceFixture, type ServiceFixture } from '../availability/fixtures';
import { createBooking } from './create';
import {
  cancelBooking,
  confirmBooking,
  declineBooking,
  rescheduleBooking,
  setParticipants,
  updateContactDetails,
} from './lifecycle';

const t = useTestApp();

const weekly = [{ day: 'MON', start: '09:00', end: '12:00' }];
const visitor = { type: 'ANONYMOUS_VISITOR' as const, id: 'visitor-1' };

async function booked(f: ServiceFixture = {}, start = '2027-03-15T09:00:00Z', participants = 1) {
  const s = await createServiceFixture(t.db, { weekly, ...f });
  const { booking } = await createBooking(t.db, {
    ...serviceCaller(visitor, t.app.clock.now()),
    serviceId: s.id,
    start: new Date(start),
    participants,
    contactDetails: {
      firstName: 'Ada',
      fullAddress: { formattedAddress: '1 Main St', geocode: { latitude: 51.5, longitude: -0.12 } },
    },
    timeZone: 'UTC',
  });
  return {
    s,
    booking,
    ref: { ...serviceCaller(visitor, t.app.clock.now()), bookingId: booking.id },
  };
}

async function events(bookingId: string) {
  return (await outboxTypes(t.db, bookingId)).map((type) =>
    type.replace('wix.bookings.v2.booking_', ''),
  );
}

async function rejects(work: Promise<unknown>, code: string) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
}

describe('booking lifecycle', () => {
  it('goes CREATED → CONFIRMED on its own, keeping the address geocode', async () => {
    const { booking } = await booked();
    expect(booking.status).toBe('CONFIRMED');
    expect(booking.contactDetails.fullAddress?.geocode).toEqual({
      latitude: 51.5,
      longitude: -0.12,
    });
    expect(await events(booking.id)).toEqual(['created', 'confirmed']);
  });

  it('waits in PENDING when the service needs approval, then is confirmed or declined', async () => {
    const a = await booked({ requireManualApproval: true });
    expect(a.booking.status).toBe('PENDING');
    expect((await confirmBooking(t.db, a.ref)).status).toBe('CONFIRMED');
    const b = await booked({ requireManualApproval: true });
    expect((await declineBooking(t.db, b.ref)).status).toBe('DECLINED');
    expect(await events(b.booking.id)).toEqual(['created', 'declined']);
    await rejects(confirmBooking(t.db, b.ref), 'INVALID_BOOKING_STATUS_TRANSITION');
  });

  it('cancels with a canceled date, and refuses to cancel twice', async () => {
    const { ref, booking } = await booked();
    const canceled = await cancelBooking(t.db, ref);
    expect(canceled).toMatchObject({ status: 'CANCELED', revision: booking.revision + 1 });
    expect(canceled.canceledAt).toBeInstanceOf(Date);
    await rejects(cancelBooking(t.db, ref), 'INVALID_BOOKING_STATUS_TRANSITION');
    expect(await events(booking.id)).toEqual(['created', 'confirmed', 'canceled']);
  });

  it('reschedules to another open slot and keeps the previous times', async () => {
    const { ref, booking } = await booked();
    const moved = await rescheduleBooking(t.db, ref, new Date('2027-03-22T10:00:00Z'));
    expect(moved.startDate.toISOString()).toBe('2027-03-22T10:00:00.000Z');
    expect(moved.previousStartDate?.toISOString()).toBe('2027-03-15T09:00:00.000Z');
    expect(moved.previousEndDate?.toISOString()).toBe('2027-03-15T10:00:00.000Z');
    await rejects(rescheduleBooking(t.db, ref, new Date('2027-03-22T10:30:00Z')), 'SLOT_NOT_FOUND');
    expect((await events(booking.id)).at(-1)).toBe('rescheduled');
  });

  it('updates participants within the open spots, and contact details', async () => {
    const { ref, booking } = await booked({ capacity: 3 }, '2027-03-15T09:00:00Z', 1);
    expect((await setParticipants(t.db, ref, 3)).participants).toBe(3);
    await rejects(setParticipants(t.db, ref, 4), 'SLOT_NOT_AVAILABLE');
    const updated = await updateContactDetails(t.db, ref, { firstName: 'Grace' });
    expect(updated.contactDetails).toEqual({ firstName: 'Grace' });
    expect((await events(booking.id)).slice(2)).toEqual([
      'number_of_participants_updated',
      'updated',
    ]);
  });

  it('refuses a full slot and an unknown booking, writing nothing', async () => {
    const { s } = await booked();
    const again = createBooking(t.db, {
      ...serviceCaller(visitor, t.app.clock.now()),
      serviceId: s.id,
      start: new Date('2027-03-15T09:00:00Z'),
      participants: 1,
      contactDetails: {},
      timeZone: 'UTC',
    });
    await rejects(again, 'SLOT_NOT_AVAILABLE');
    await rejects(
      cancelBooking(t.db, {
        ...serviceCaller(visitor, t.app.clock.now()),
        bookingId: '00000000-0000-4000-8000-000000000000',
      }),
      'BOOKING_NOT_FOUND',
    );
  });
});
