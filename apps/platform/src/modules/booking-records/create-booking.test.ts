import { GetBookingResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { createServiceFixture } from '../availability/fixtures';

const t = useTestApp();
let token: string;
let owner: Record<string, string>;
beforeAll(async () => {
  token = await visitorToken(t.app);
  owner = await ownerHeaders(t.db);
});

const NY = 'America/New_York';
const create = (
  payload: object,
  url = '/bookings/v2/bookings',
  auth: Record<string, string> = { authorization: token },
) => t.app.inject({ method: 'POST', url, headers: auth, payload });
const slotBody = (serviceId: string, startDate: string, extra: object = {}) => ({
  booking: {
    bookedEntity: { slot: { serviceId, startDate, timezone: NY } },
    contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
    ...extra,
  },
});

describe('POST /bookings/v2/bookings (Create Booking)', () => {
  it('books a Time Slots V2 slot by its local start: CREATED, payment UNDEFINED, holding its place', async () => {
    const s = await createServiceFixture(t.db, {
      capacity: 2,
      timeZone: NY,
      weekly: [{ day: 'MON', start: '09:00', end: '10:00' }],
    });
    const res = await create(
      slotBody(s.id, '2027-04-05T09:00:00', { totalParticipants: 2 }),
      '/_api/bookings-service/v2/bookings',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { booking } = GetBookingResponse.parse(res.json());
    expect(booking).toMatchObject({
      status: 'CREATED',
      paymentStatus: 'UNDEFINED',
      totalParticipants: 2,
      startDate: '2027-04-05T13:00:00.000Z',
      bookedEntity: { slot: { serviceId: s.id, timezone: NY } },
      contactDetails: { firstName: 'Ada' },
    });
    const slot = await t.app.inject({
      method: 'POST',
      url: '/service-availability/v2/time-slots/get',
      headers: { authorization: token },
      payload: {
        serviceId: s.id,
        localStartDate: '2027-04-05T09:00:00',
        localEndDate: '2027-04-05T10:00:00',
      },
    });
    expect(slot.json().timeSlot).toMatchObject({ remainingCapacity: 0, bookable: false });
    expectAppError(await create(slotBody(s.id, '2027-04-05T09:00:00')), 409, 'SLOT_NOT_AVAILABLE');
    const read = await t.app.inject({
      method: 'GET',
      url: `/bookings/v2/bookings/${booking.id}`,
      headers: { authorization: token },
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses what it cannot book with the envelope; only the owner creates it confirmed', async () => {
    const s = await createServiceFixture(t.db, {
      timeZone: NY,
      weekly: [{ day: 'MON', start: '09:00', end: '10:00' }],
    });
    expectAppError(await create(slotBody(s.id, '2027-04-05T09:30:00')), 400, 'SLOT_NOT_FOUND');
    expectAppError(
      await create(slotBody('not-a-service', '2027-04-05T09:00:00')),
      404,
      'SERVICE_NOT_FOUND',
    );
    expectValidationError(await create(slotBody(s.id, 'tomorrow')), [
      'booking.bookedEntity.slot.startDate:FORMAT',
    ]);
    expectAppError(
      await create(slotBody(s.id, '2027-04-05T09:00:00', { status: 'CONFIRMED' })),
      403,
      'FORBIDDEN',
    );
    const confirmed = await create(
      slotBody(s.id, '2027-04-05T09:00:00', { status: 'CONFIRMED' }),
      '/bookings/v2/bookings',
      owner,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().booking.status).toBe('CONFIRMED');
  });
});
