import {
  DEMO_SITE_ID,
  GetTimeSlotResponse,
  ListAvailabilityTimeSlotsResponse,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError } from '../../../test/harness';
import { bookingsPolicies, bookingsServices } from '../../db/schema/bookings';
import { retiredApiOf } from '../../http/retired-apis';
import { createServiceFixture } from './fixtures';
import { useAvailabilityApp } from './test-kit';

const k = useAvailabilityApp();
const { t, NY, weekdays, filter, entries, book } = k;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: k.token }, payload });
const V2 = '/service-availability/v2';

async function list(body: object, url = `${V2}/time-slots`) {
  const res = await post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  return ListAvailabilityTimeSlotsResponse.parse(res.json());
}

describe('Time Slots V2: availability time slots (appointments)', () => {
  it('speaks local wall times in the business zone across a DST change, agreeing with the Availability Calendar', async () => {
    const s = await createServiceFixture(t.db, {
      timeZone: NY,
      weekly: [{ day: 'SUN', start: '01:00', end: '04:00' }],
    });
    // 2027-03-14 (a Sunday): New York skips 02:00-03:00.
    const v2 = await list({
      serviceId: s.id,
      fromLocalDate: '2027-03-14T00:00:00',
      toLocalDate: '2027-03-15T00:00:00',
    });
    expect(v2.timeZone).toBe(NY);
    expect(v2.timeSlots.map((x) => [x.localStartDate, x.localEndDate])).toEqual([
      ['2027-03-14T01:00:00', '2027-03-14T03:00:00'],
      ['2027-03-14T03:00:00', '2027-03-14T04:00:00'],
    ]);
    const v1 = await entries({
      ...filter([s.id], '2027-03-14T00:00:00', '2027-03-15T00:00:00'),
      timezone: NY,
    });
    expect(v1.map((e) => e.slot.startDate)).toEqual([
      '2027-03-14T06:00:00.000Z',
      '2027-03-14T07:00:00.000Z',
    ]);
    // The same instants seen from another zone the request names.
    const utc = await list({
      serviceId: s.id,
      fromLocalDate: '2027-03-14T05:00:00',
      toLocalDate: '2027-03-14T09:00:00',
      timeZone: 'UTC',
    });
    expect(utc.timeZone).toBe('UTC');
    expect(utc.timeSlots.map((x) => x.localStartDate)).toEqual([
      '2027-03-14T06:00:00',
      '2027-03-14T07:00:00',
    ]);
  });

  it('shows the same capacity and policy violations as the Availability Calendar for the same slot', async () => {
    const s = await createServiceFixture(t.db, { capacity: 3, weekly: weekdays('09:00', '10:00') });
    await book(s.id, '2027-04-05T09:00:00Z', 2);
    const [v1] = await entries(filter([s.id], '2027-04-05T00:00:00Z', '2027-04-06T00:00:00Z'));
    const { timeSlot } = GetTimeSlotResponse.parse(
      (
        await post(`${V2}/time-slots/get`, {
          serviceId: s.id,
          localStartDate: '2027-04-05T09:00:00',
          localEndDate: '2027-04-05T10:00:00',
        })
      ).json(),
    );
    expect(v1).toMatchObject({ totalSpots: 3, openSpots: 1, bookable: true });
    expect(timeSlot).toMatchObject({
      serviceId: s.id,
      scheduleId: s.scheduleId,
      totalCapacity: v1!.totalSpots,
      remainingCapacity: v1!.openSpots,
      bookableCapacity: 1,
      bookable: v1!.bookable,
      bookingPolicyViolations: {
        tooEarlyToBook: false,
        tooLateToBook: false,
        bookOnlineDisabled: false,
      },
      nonBookableReasons: { noRemainingCapacity: false, violatesBookingPolicy: false },
    });
    await book(s.id, '2027-04-05T09:00:00Z', 1);
    const [full] = (
      await list({
        serviceId: s.id,
        fromLocalDate: '2027-04-05T00:00:00',
        toLocalDate: '2027-04-06T00:00:00',
      })
    ).timeSlots;
    expect(full).toMatchObject({
      remainingCapacity: 0,
      bookable: false,
      nonBookableReasons: { noRemainingCapacity: true },
    });

    const early = await t.db
      .insert(bookingsPolicies)
      .values({
        siteId: DEMO_SITE_ID,
        name: 'A day ahead at most',
        rules: { limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 1440 } },
      })
      .returning();
    await t.db
      .update(bookingsServices)
      .set({ policyId: early[0]!.id })
      .where(eq(bookingsServices.id, s.id));
    const [tooEarly] = (
      await list({
        serviceId: s.id,
        fromLocalDate: '2027-04-06T00:00:00',
        toLocalDate: '2027-04-07T00:00:00',
        bookingPolicyViolations: { tooEarlyToBook: true },
      })
    ).timeSlots;
    const [v1Early] = await entries(filter([s.id], '2027-04-06T00:00:00Z', '2027-04-07T00:00:00Z'));
    expect(v1Early!.bookingPolicyViolations.tooEarlyToBook).toBe(true);
    expect(tooEarly).toMatchObject({
      localStartDate: '2027-04-06T09:00:00',
      bookable: false,
      bookingPolicyViolations: {
        tooEarlyToBook: true,
        earliestBookingDate: '2027-04-05T09:00:00.000Z',
      },
      nonBookableReasons: { violatesBookingPolicy: true },
    });
    const none = await list({
      serviceId: s.id,
      fromLocalDate: '2027-04-06T00:00:00',
      toLocalDate: '2027-04-07T00:00:00',
      bookingPolicyViolations: { tooEarlyToBook: false },
    });
    expect(none.timeSlots).toEqual([]);
  });

  it('pages with a cursor that carries the filter, and caps the slots per day', async () => {
    const s = await createServiceFixture(t.db, { weekly: weekdays('09:00', '12:00') });
    const body = {
      serviceId: s.id,
      fromLocalDate: '2027-04-05T00:00:00',
      toLocalDate: '2027-04-07T00:00:00',
    };
    const first = await list({ ...body, cursorPaging: { limit: 4 } });
    expect(first.timeSlots).toHaveLength(4);
    expect(first.cursorPagingMetadata.hasNext).toBe(true);
    const second = await list(
      { cursorPaging: { limit: 4, cursor: first.cursorPagingMetadata.cursors.next } },
      `/_api${V2}/time-slots`,
    );
    expect(second.timeSlots.map((x) => x.localStartDate)).toEqual([
      '2027-04-06T10:00:00',
      '2027-04-06T11:00:00',
    ]);
    expect(second.cursorPagingMetadata).toEqual({ cursors: {}, hasNext: false });
    const capped = await list({ ...body, timeSlotsPerDay: 1 });
    expect(capped.timeSlots.map((x) => x.localStartDate)).toEqual([
      '2027-04-05T09:00:00',
      '2027-04-06T09:00:00',
    ]);
    expectValidationError(
      await post(`${V2}/time-slots`, { cursorPaging: { cursor: 'not-ours' } }),
      ['cursorPaging.cursor:FORMAT'],
    );
  });

  it('answers end options and refuses what it cannot answer with the envelope', async () => {
    const s = await createServiceFixture(t.db, { minutes: 30, weekly: weekdays('09:00', '10:00') });
    const yoga = await createServiceFixture(t.db, {
      type: 'CLASS',
      weekly: [{ day: 'MON', start: '18:00' }],
    });
    const ends = await post(`${V2}/time-slots/end-options`, {
      serviceId: s.id,
      localStartDate: '2027-04-05T09:30:00',
    });
    expect(ends.statusCode, ends.body).toBe(200);
    expect(ends.json()).toMatchObject({
      timeZone: 'UTC',
      endOptions: [{ localStartDate: '2027-04-05T09:30:00', localEndDate: '2027-04-05T10:00:00' }],
    });
    const tooShort = await post(`${V2}/time-slots/end-options`, {
      serviceId: s.id,
      localStartDate: '2027-04-05T09:30:00',
      maxLocalEndDate: '2027-04-05T09:45:00',
    });
    expect(tooShort.json().endOptions).toEqual([]);

    expectAppError(
      await post(`${V2}/time-slots/get`, {
        serviceId: s.id,
        localStartDate: '2027-04-05T09:10:00',
        localEndDate: '2027-04-05T09:40:00',
      }),
      404,
      'SLOT_NOT_FOUND',
    );
    expectAppError(
      await post(`${V2}/time-slots`, { toLocalDate: '2027-04-06T00:00:00' }),
      400,
      'MISSING_ARGUMENTS',
    );
    expectAppError(
      await post(`${V2}/time-slots`, {
        serviceId: yoga.id,
        fromLocalDate: '2027-04-05T00:00:00',
        toLocalDate: '2027-04-06T00:00:00',
      }),
      400,
      'UNSUPPORTED_SERVICE_TYPE',
    );
    expectAppError(
      await post(`${V2}/time-slots`, {
        serviceId: 'no-such-service',
        fromLocalDate: '2027-04-05T00:00:00',
        toLocalDate: '2027-04-06T00:00:00',
      }),
      404,
      'SERVICE_NOT_FOUND',
    );
    expectValidationError(
      await post(`${V2}/time-slots`, {
        serviceId: s.id,
        toLocalDate: '2027-04-06T00:00:00',
        timeZone: 'Mars/Olympus',
      }),
      ['timeZone:FORMAT'],
    );
    expectValidationError(
      await post(`${V2}/time-slots/get`, {
        serviceId: s.id,
        localStartDate: 'soon',
        localEndDate: '2027-04-05T10:00:00',
      }),
      ['localStartDate:FORMAT'],
    );
  });

  it('is the successor, not a retired generation: no Deprecation header, no retired pattern', async () => {
    const s = await createServiceFixture(t.db, { weekly: weekdays('09:00', '10:00') });
    const res = await post(`${V2}/time-slots`, {
      serviceId: s.id,
      fromLocalDate: '2027-04-05T00:00:00',
      toLocalDate: '2027-04-06T00:00:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.deprecation).toBeUndefined();
    const old = await k.query(filter([s.id], '2027-04-05T00:00:00Z', '2027-04-06T00:00:00Z'));
    expect(old.headers.deprecation).toBeDefined();
    expect(retiredApiOf(`${V2}/time-slots/event/x`)).toBeUndefined();
  });
});
