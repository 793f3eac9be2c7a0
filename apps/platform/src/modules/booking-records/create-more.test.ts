// Create Booking beyond one slot: a course booked by its schedule (bookedEntity.schedule: every
// session of it, one place in its one event time slot), and several bookings at once (bulk).
import { AvailabilityErrorCode, GetBookingResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { createServiceFixture } from '../availability/fixtures';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await visitorToken(t.app);
});

const SESSIONS = [
  { start: '2027-05-03T17:00:00Z', end: '2027-05-03T18:00:00Z' },
  { start: '2027-05-10T17:00:00Z', end: '2027-05-10T18:00:00Z' },
  { start: '2027-05-17T17:00:00Z', end: '2027-05-17T18:00:00Z' },
];
const create = (bookedEntity: object) =>
  t.app.inject({
    method: 'POST',
    url: '/_api/bookings-service/v2/bookings',
    headers: { authorization: token },
    payload: { booking: { bookedEntity, totalParticipants: 1 } },
  });

describe('Create Booking of a course (bookedEntity.schedule)', () => {
  it('books the whole course by its schedule id, first session to last', async () => {
    const course = await createServiceFixture(t.db, {
      type: 'COURSE',
      capacity: 2,
      sessions: SESSIONS,
    });
    const res = await create({ schedule: { scheduleId: course.scheduleId, timezone: 'UTC' } });
    expect(res.statusCode, res.body).toBe(200);
    const { booking } = GetBookingResponse.parse(res.json());
    expect(booking).toMatchObject({
      status: 'CREATED',
      bookedEntity: {
        title: course.name,
        schedule: {
          scheduleId: course.scheduleId,
          serviceId: course.id,
          firstSessionStart: '2027-05-03T17:00:00.000Z',
          lastSessionEnd: '2027-05-17T18:00:00.000Z',
        },
      },
    });
    expect(booking.bookedEntity.slot).toBeUndefined();
    const slot = await t.app.inject({
      method: 'GET',
      url: `/service-availability/v2/time-slots/event/${course.scheduleId}?timeZone=UTC`,
      headers: { authorization: token },
    });
    expect(slot.json().timeSlot).toMatchObject({ totalCapacity: 2, remainingCapacity: 1 });
  });

  it('refuses a schedule that is no course, an unknown one, and both a slot and a schedule', async () => {
    const appointment = await createServiceFixture(t.db, {
      weekly: [{ day: 'MON', start: '09:00', end: '10:00' }],
    });
    expectAppError(
      await create({ schedule: { scheduleId: appointment.scheduleId } }),
      400,
      AvailabilityErrorCode.unsupportedServiceType,
    );
    expectAppError(
      await create({ schedule: { scheduleId: crypto.randomUUID() } }),
      404,
      AvailabilityErrorCode.scheduleNotFound,
    );
    const both = {
      slot: { serviceId: appointment.id, startDate: '2027-04-05T09:00:00Z' },
      schedule: { scheduleId: appointment.scheduleId },
    };
    expectValidationError(await create(both), ['booking.bookedEntity:VALIDATION']);
  });
});

describe('Bulk Create Booking (POST /bookings/v2/bulk/bookings/create)', () => {
  it('creates each booking on its own: a refused one fails alone, with its error', async () => {
    const s = await createServiceFixture(t.db, {
      capacity: 1,
      weekly: [{ day: 'MON', start: '09:00', end: '10:00' }],
    });
    const info = (startDate: string) => ({
      booking: { bookedEntity: { slot: { serviceId: s.id, startDate, timezone: 'UTC' } } },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/_api/bookings-service/v2/bulk/bookings/create',
      headers: { authorization: token },
      payload: {
        createBookingsInfo: [
          info('2027-04-05T09:00:00'),
          info('2027-04-05T09:00:00'),
          info('2027-04-05T09:30:00'),
        ],
        returnFullEntity: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results, bulkActionMetadata } = res.json();
    expect(bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 2,
      undetailedFailures: 0,
    });
    expect(results[0]).toMatchObject({
      itemMetadata: { originalIndex: 0, success: true },
      item: { status: 'CREATED' },
    });
    expect(results[0].itemMetadata.id).toBe(results[0].item.id);
    expect(results[1].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'SLOT_NOT_AVAILABLE' },
    });
    expect(results[2].itemMetadata.error.code).toBe('SLOT_NOT_FOUND');
  });

  it('refuses an empty list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/bookings/v2/bulk/bookings/create',
      headers: { authorization: token },
      payload: { createBookingsInfo: [] },
    });
    expectValidationError(res, ['createBookingsInfo:MIN_SIZE']);
  });
});
