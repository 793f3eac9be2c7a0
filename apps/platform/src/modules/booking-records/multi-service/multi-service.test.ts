// Multi-service bookings: appointments back to back made as one package by the one booking
// engine (each slot's capacity checked under its service's lock), then read, checked, moved and
// canceled together; the owner adds and removes bookings.
import {
  BookingErrorCode,
  GetMultiServiceBookingAvailabilityResponse,
  MultiServiceBookingResponse,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { createServiceFixture } from '../../availability/fixtures';
import { useBookingCallers, WEEKLY } from '../test-kit';

const t = useTestApp();
const callers = useBookingCallers(t);
const BASE = '/_api/bookings-service/v2/multi_service_bookings';

const slot = (serviceId: string, hour: number) => ({
  bookedEntity: {
    slot: {
      serviceId,
      startDate: `2027-03-15T${String(hour).padStart(2, '0')}:00:00`,
      timezone: 'UTC',
    },
  },
  contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
});
const post = (url: string, payload: object, headers = callers.visitor) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** Two one-place appointments of an hour, and a package of them at 9:00 then 10:00. */
async function pkg() {
  const [a, b] = [
    await createServiceFixture(t.db, { weekly: WEEKLY, minutes: 60 }),
    await createServiceFixture(t.db, { weekly: WEEKLY, minutes: 60 }),
  ];
  const res = await post(BASE, {
    bookings: [slot(a.id, 9), slot(b.id, 10)],
    returnFullEntity: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { multiServiceBooking } = MultiServiceBookingResponse.parse(res.json());
  return { a, b, id: multiServiceBooking.id, bookings: multiServiceBooking.bookings };
}

describe('Create Multi-Service Booking', () => {
  it('makes the bookings back to back, each CREATED and holding its place, as one package', async () => {
    const { id, bookings, a, b } = await pkg();
    expect(bookings.map((x) => x.booking)).toMatchObject([
      {
        status: 'CREATED',
        startDate: '2027-03-15T09:00:00.000Z',
        multiServiceBookingInfo: { id, type: 'SEQUENTIAL_BOOKINGS' },
      },
      { status: 'CREATED', startDate: '2027-03-15T10:00:00.000Z', multiServiceBookingInfo: { id } },
    ]);
    // The 9:00 place is taken: a second package wanting it is refused whole, B's 10:00 unbooked.
    const again = await post(BASE, { bookings: [slot(b.id, 9), slot(a.id, 10)] });
    expect(again.statusCode, again.body).toBe(200);
    expectAppError(
      await post(BASE, { bookings: [slot(a.id, 9), slot(b.id, 10)] }),
      409,
      BookingErrorCode.slotNotAvailable,
    );
  });

  it('refuses bookings that are not back to back, and a single booking', async () => {
    const [a, b] = [
      await createServiceFixture(t.db, { weekly: WEEKLY, minutes: 60 }),
      await createServiceFixture(t.db, { weekly: WEEKLY, minutes: 60 }),
    ];
    const gap = await post(BASE, { bookings: [slot(a.id, 9), slot(b.id, 11)] });
    expectAppError(gap, 400, BookingErrorCode.multiServiceValidation);
    // Nothing of the refused package was kept: B's 11:00 and A's 9:00 are still free.
    const ok = await post(BASE, { bookings: [slot(a.id, 9), slot(b.id, 10)] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await post(BASE, { bookings: [slot(a.id, 11)] })).statusCode).toBe(400);
  });
});

describe('a multi-service booking after it is made', () => {
  it('is read and checked by its booker and the owner, not by another visitor', async () => {
    const { id, bookings } = await pkg();
    const read = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${id}`,
      headers: callers.visitor,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(
      read.json().multiServiceBooking.bookings.map((x: { bookingId: string }) => x.bookingId),
    ).toEqual(bookings.map((x) => x.bookingId));
    const other = { authorization: await visitorToken(t.app) };
    expectAppError(
      await t.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: other }),
      404,
      BookingErrorCode.multiServiceNotFound,
    );
    const availability = await post(`${BASE}/${id}/get_availability`, {}, callers.owner);
    expect(availability.statusCode, availability.body).toBe(200);
    expect(GetMultiServiceBookingAvailabilityResponse.parse(availability.json())).toMatchObject({
      bookable: true,
      totalCapacity: 1,
      remainingCapacity: 0,
    });
  });

  it('is rescheduled whole, at each revision, staying back to back', async () => {
    const { id, bookings } = await pkg();
    const [first, second] = bookings.map((x) => x.booking!);
    const info = (b: typeof first, hour: number, revision?: string) => ({
      bookingId: b!.id,
      slot: { startDate: `2027-03-15T${hour}:00:00`, timezone: 'UTC' },
      ...(revision ? { revision } : {}),
    });
    const url = `${BASE}/${id}/reschedule`;
    expectAppError(
      await post(url, { rescheduleBookingsInfo: [info(first, 10, '1')] }),
      400,
      BookingErrorCode.notAllBookingsSent,
    );
    expectAppError(
      await post(url, { rescheduleBookingsInfo: [info(first, 10, '1'), info(second, 11)] }),
      400,
      BookingErrorCode.revisionMissing,
    );
    const moved = await post(url, {
      rescheduleBookingsInfo: [info(first, 10, '1'), info(second, 11, '1')],
      returnFullEntity: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      moved
        .json()
        .multiServiceBooking.bookings.map(
          (x: { booking: { startDate: string } }) => x.booking.startDate,
        ),
    ).toEqual(['2027-03-15T10:00:00.000Z', '2027-03-15T11:00:00.000Z']);
  });

  it('is canceled whole; canceling it again is refused', async () => {
    const { id } = await pkg();
    const canceled = await post(`${BASE}/${id}/cancel`, { returnFullEntity: true });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const statuses = canceled
      .json()
      .multiServiceBooking.bookings.map((x: { booking: { status: string } }) => x.booking.status);
    expect(statuses).toEqual(['CANCELED', 'CANCELED']);
    expectAppError(await post(`${BASE}/${id}/cancel`, {}), 428, BookingErrorCode.allCanceled);
  });

  it("loses and regains a booking by the owner's remove and add", async () => {
    const { id, bookings } = await pkg();
    const second = bookings[1]!.booking!;
    const body = {
      multiServiceBookingId: id,
      bookings: [{ bookingId: second.id, revision: second.revision }],
    };
    expect(
      (await post(`${BASE}/remove_bookings_from_multi_service_booking`, body)).statusCode,
    ).toBe(403);
    const removed = await post(
      `${BASE}/remove_bookings_from_multi_service_booking`,
      body,
      callers.owner,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().multiServiceBooking.bookings).toHaveLength(1);
    const stale = await post(`${BASE}/add_bookings_to_multi_service_booking`, body, callers.owner);
    expectAppError(stale, 409, BookingErrorCode.revisionMismatch);
    const next = String(Number(second.revision) + 1);
    const added = await post(
      `${BASE}/add_bookings_to_multi_service_booking`,
      { ...body, bookings: [{ bookingId: second.id, revision: next }] },
      callers.owner,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().multiServiceBooking.bookings).toHaveLength(2);
  });
});
