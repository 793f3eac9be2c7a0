import { GetBookingResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { outboxOf } from '../../outbox/test-kit';
import { createServiceFixture, type ServiceFixture } from '../availability/fixtures';
import { bookAsVisitor } from './test-kit';

const t = useTestApp();
let token: string;
let owner: Record<string, string>;
beforeAll(async () => {
  token = await visitorToken(t.app);
  owner = await ownerHeaders(t.db);
});

const weekly = [{ day: 'MON', start: '09:00', end: '12:00' }];

async function visitorBooking(f: ServiceFixture = {}, participants = '1') {
  const s = await createServiceFixture(t.db, { weekly, capacity: 3, ...f });
  const form = `name=Ada&email=ada%40example.com&participants=${participants}`;
  return bookAsVisitor(t.app, token, s.id, form);
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
    expectAppError(declined, 409, 'INVALID_BOOKING_STATUS_TRANSITION');
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

describe('time zones, who may call, and the participant notification', () => {
  it('reads the slot in its IANA time zone and refuses an unknown one, booking nothing', async () => {
    const id = await visitorBooking();
    const mars = await post(id, 'reschedule', {
      slot: { startDate: '2027-03-22T10:00:00Z', timezone: 'Mars/Olympus_Mons' },
    });
    expect(mars.statusCode).toBe(400);
    expect(mars.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'slot.timezone', violatedRule: 'FORMAT' }),
    ]);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/bookings/v2/bookings/${id}`,
      headers: { authorization: token },
    });
    expect(booking(unchanged).startDate).toBe('2027-03-15T09:00:00.000Z');
    expect(booking(unchanged).previousStartDate).toBeUndefined();
    const paris = await post(id, 'reschedule', {
      slot: { startDate: '2027-03-22T11:00:00', timezone: 'Europe/Paris' },
    });
    expect(paris.statusCode, paris.body).toBe(200);
    expect(booking(paris).startDate).toBe('2027-03-22T10:00:00.000Z');
  });

  it('checks who is calling before the body: a stranger gets 403 even for a bad body', async () => {
    const id = await visitorBooking();
    const stranger = { authorization: await visitorToken(t.app) };
    const bad = {
      reschedule: { slot: { startDate: 'x', timezone: 'Mars/Olympus_Mons' } },
      update_number_of_participants: { totalParticipants: -2 },
      cancel: { revision: 7 },
      confirm: { revision: 7 },
    };
    for (const [action, payload] of Object.entries(bad)) {
      const res = await post(id, action, payload, stranger);
      expect([action, res.statusCode]).toEqual([action, 403]);
    }
    // The booker may reschedule, but not confirm, whatever the body says.
    expect((await post(id, 'confirm', { revision: 7 })).statusCode).toBe(403);
  });

  it("keeps participantNotification in each change's outbox event", async () => {
    const notice = { notifyParticipants: true, message: 'See you there' };
    const first = await visitorBooking({ requireManualApproval: true });
    const declined = await visitorBooking({ requireManualApproval: true });
    const changes: [string, string, object, Record<string, string>?][] = [
      [first, 'confirm', {}, owner],
      [first, 'reschedule', { slot: { startDate: '2027-03-22T10:00:00Z' } }],
      [first, 'update_number_of_participants', { totalParticipants: 2 }],
      [first, 'cancel', {}],
      [declined, 'decline', {}, owner],
    ];
    for (const [id, action, payload, headers] of changes) {
      const res = await post(id, action, { ...payload, participantNotification: notice }, headers);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    }
    const recorded = async (id: string) =>
      (await outboxOf(t.db, [id])).map((r) => [
        r.eventType.replace('wix.bookings.v2.booking_', ''),
        (r.payload as { participantNotification?: unknown }).participantNotification,
      ]);
    expect(await recorded(first)).toEqual([
      ['created', undefined],
      ['confirmed', notice],
      ['rescheduled', notice],
      ['number_of_participants_updated', notice],
      ['canceled', notice],
    ]);
    expect((await recorded(declined)).at(-1)).toEqual(['declined', notice]);
    const quiet = await visitorBooking();
    expect((await post(quiet, 'cancel', {})).statusCode).toBe(200);
    expect((await recorded(quiet)).at(-1)).toEqual(['canceled', undefined]);
    // Each event names its caller: the owner declined, the visitor canceled.
    const [declinedBy, canceledBy] = [
      (await outboxOf(t.db, [declined])).at(-1)?.identity,
      (await outboxOf(t.db, [quiet])).at(-1)?.identity,
    ];
    expect(declinedBy).toMatchObject({ identityType: 'WIX_USER' });
    expect(canceledBy).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' });
  });
});
