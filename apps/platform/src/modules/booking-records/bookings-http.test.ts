import { GetBookingResponse } from '@headless/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, visitorToken, type TestApp } from '../../../test/build-app';
import { ownerHeaders } from '../../../test/owner';
import { createServiceFixture, type ServiceFixture } from '../availability/fixtures';

let t: TestApp;
let token: string;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  token = await visitorToken(t.app);
  owner = await ownerHeaders(t.db);
});
afterAll(() => t.close());

const weekly = [{ day: 'MON', start: '09:00', end: '12:00' }];

/** A booking made the way a visitor makes one: redirect session, then the hosted form. */
async function visitorBooking(f: ServiceFixture = {}, participants = '1') {
  const s = await createServiceFixture(t.db, { weekly, capacity: 3, ...f });
  const session = await t.app.inject({
    method: 'POST',
    url: '/redirect-session/v1/redirect-session',
    headers: { authorization: token },
    payload: {
      bookingsCheckout: {
        slotAvailability: {
          slot: { serviceId: s.id, startDate: '2027-03-15T09:00:00Z', endDate: '' },
        },
      },
      callbacks: { postFlowUrl: 'http://localhost:3000/booking' },
    },
  });
  const submit = await t.app.inject({
    method: 'POST',
    url: `/hosted/bookings-checkout/${session.json().redirectSession.id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `name=Ada&email=ada%40example.com&participants=${participants}`,
  });
  return new URL(submit.headers.location as string).searchParams.get('bookingId')!;
}

function post(
  id: string,
  action: string,
  payload: object,
  headers: Record<string, string> = { authorization: token },
) {
  return t.app.inject({
    method: 'POST',
    url: `/bookings/v2/bookings/${id}/${action}`,
    headers,
    payload,
  });
}
const booking = (res: { json(): unknown }) => GetBookingResponse.parse(res.json()).booking;

describe('booking changes over HTTP', () => {
  it('lets only the owner confirm or decline a pending booking', async () => {
    const id = await visitorBooking({ requireManualApproval: true });
    expect((await post(id, 'confirm', {})).statusCode).toBe(403);
    const confirmed = await post(id, 'confirm', { revision: '1' }, owner);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(booking(confirmed)).toMatchObject({ id, status: 'CONFIRMED', revision: '2' });
    const declined = await post(id, 'decline', {}, owner);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().details.applicationError.code).toBe('INVALID_BOOKING_STATUS_TRANSITION');
  });

  it('lets the visitor who booked cancel, nobody else', async () => {
    const id = await visitorBooking();
    expect(
      (await post(id, 'cancel', {}, { authorization: await visitorToken(t.app) })).statusCode,
    ).toBe(403);
    const res = await post(id, 'cancel', {
      participantNotification: { notifyParticipants: false },
    });
    expect(res.statusCode).toBe(200);
    expect(booking(res).status).toBe('CANCELED');
    expect(booking(res).canceledDate).toBeDefined();
    const unknown = await post('00000000-0000-4000-8000-000000000000', 'cancel', {});
    expect(unknown.json().details.applicationError.code).toBe('BOOKING_NOT_FOUND');
  });

  it('reschedules and keeps the previous times; refuses bad dates and slots not in the schedule', async () => {
    const id = await visitorBooking();
    const res = await post(id, 'reschedule', { slot: { startDate: '2027-03-22T10:00:00Z' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(booking(res)).toMatchObject({
      startDate: '2027-03-22T10:00:00.000Z',
      previousStartDate: '2027-03-15T09:00:00.000Z',
      previousEndDate: '2027-03-15T10:00:00.000Z',
    });
    expect((await post(id, 'reschedule', { slot: { startDate: 'next week' } })).statusCode).toBe(
      400,
    );
    const offGrid = await post(id, 'reschedule', { slot: { startDate: '2027-03-22T10:15:00Z' } });
    expect(offGrid.json().details.applicationError.code).toBe('SLOT_NOT_FOUND');
  });

  it('updates the number of participants within the open spots and the current revision', async () => {
    const id = await visitorBooking({}, '1');
    const negative = await post(id, 'update_number_of_participants', { totalParticipants: -2 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details.validationError.fieldViolations[0].field).toBe(
      'totalParticipants',
    );
    expect(
      (await post(id, 'update_number_of_participants', { totalParticipants: 4 })).statusCode,
    ).toBe(409);
    const stale = await post(id, 'update_number_of_participants', {
      totalParticipants: 2,
      revision: '1',
    });
    expect(stale.json().details.applicationError.code).toBe('BOOKING_REVISION_MISMATCH');
    const ok = await post(id, 'update_number_of_participants', {
      totalParticipants: 3,
      revision: '2',
    });
    expect(booking(ok)).toMatchObject({ totalParticipants: 3, revision: '3' });
  });
});
