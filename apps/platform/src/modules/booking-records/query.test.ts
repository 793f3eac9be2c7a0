import { QueryExtendedBookingsResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectValidationError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { createServiceFixture } from '../availability/fixtures';
import { memberToken } from '../pricing-plans/test-kit';

const t = useTestApp();
let visitor: Record<string, string>;
let member: Record<string, string>;
let owner: Record<string, string>;
beforeAll(async () => {
  visitor = { authorization: await visitorToken(t.app) };
  member = { authorization: await memberToken(t.db) };
  owner = await ownerHeaders(t.db);
});

const inject = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const book = (headers: Record<string, string>, serviceId: string, startDate: string) =>
  inject('/_api/bookings-service/v2/bookings', headers, {
    booking: { bookedEntity: { slot: { serviceId, startDate } }, totalParticipants: 1 },
  });

async function query(headers: Record<string, string>, body: object = {}) {
  const res = await inject('/_api/bookings-reader/v2/extended-bookings/query', headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return QueryExtendedBookingsResponse.parse(res.json());
}

describe('POST /bookings/bookings-reader/v2/extended-bookings/query', () => {
  it("reads the caller's own bookings (the owner's: all), filtered, with what the booker may do", async () => {
    const s = await createServiceFixture(t.db, {
      capacity: 5,
      weekly: [{ day: 'MON', start: '09:00', end: '11:00' }],
    });
    const mine = (await book(member, s.id, '2027-04-05T09:00:00Z')).json().booking;
    const theirs = (await book(visitor, s.id, '2027-04-05T10:00:00Z')).json().booking;

    const own = await query(member, { withBookingAllowedActions: true });
    expect(own.extendedBookings.map((e) => e.booking.id)).toEqual([mine.id]);
    expect(own.extendedBookings[0]).toMatchObject({
      booking: { status: 'CREATED', createdBy: { memberId: expect.any(String) } },
      allowedActions: { cancel: true, reschedule: true },
    });
    expect(own.pagingMetadata).toMatchObject({ count: 1, total: 1 });
    expect((await query(visitor)).extendedBookings.map((e) => e.booking.id)).toEqual([theirs.id]);
    expect((await query(visitor)).extendedBookings[0]!.allowedActions).toBeUndefined();

    const all = await query(owner, {
      query: {
        filter: { 'bookedEntity.slot.serviceId': s.id },
        sort: [{ fieldName: 'startDate', order: 'DESC' }],
      },
    });
    expect(all.extendedBookings.map((e) => e.booking.id)).toEqual([theirs.id, mine.id]);
    const none = await query(member, { query: { filter: { status: 'CANCELED' } } });
    expect(none.extendedBookings).toEqual([]);
    expectValidationError(
      await inject('/bookings/bookings-reader/v2/extended-bookings/query', member, {
        query: { filter: { contactDetails: 'x' } },
      }),
      ['query.filter.contactDetails:FIELD_NOT_ALLOWED'],
    );
  });
});
