import { GetTimeSlotResponse, ListEventTimeSlotsResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../test/harness';
import { createServiceFixture } from './fixtures';
import { useAvailabilityApp } from './test-kit';

const k = useAvailabilityApp();
const { t, NY, weekdays, book } = k;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: k.token }, payload });
const V2 = '/service-availability/v2';

describe('Time Slots V2: event time slots (classes and courses)', () => {
  it('lists class sessions and a course with their events, capacity and bookability', async () => {
    const yoga = await createServiceFixture(t.db, {
      type: 'CLASS',
      capacity: 3,
      timeZone: NY,
      weekly: [{ day: 'WED', start: '07:00' }],
      sessions: [{ start: '2027-05-06T22:00:00Z', end: '2027-05-06T23:00:00Z', capacity: 2 }],
    });
    const course = await createServiceFixture(t.db, {
      type: 'COURSE',
      capacity: 4,
      sessions: [0, 7].map((d) => ({
        start: new Date(Date.UTC(2027, 4, 3 + d, 17)).toISOString(),
        end: new Date(Date.UTC(2027, 4, 3 + d, 19)).toISOString(),
      })),
    });
    await book(yoga.id, '2027-05-06T22:00:00Z', 2);
    const res = await post(`${V2}/time-slots/event`, {
      serviceIds: [yoga.id, course.id],
      fromLocalDate: '2027-05-01T00:00:00',
      toLocalDate: '2027-05-08T00:00:00',
      includeNonBookable: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ListEventTimeSlotsResponse.parse(res.json());
    expect(body.timeZone).toBe(NY);
    expect(
      body.timeSlots.map((x) => [x.serviceId, x.localStartDate, x.remainingCapacity, x.bookable]),
    ).toEqual([
      [course.id, '2027-05-03T13:00:00', 4, true],
      [yoga.id, '2027-05-05T07:00:00', 3, true],
      [yoga.id, '2027-05-06T18:00:00', 0, false],
    ]);
    expect(body.timeSlots[0]!.eventInfo).toMatchObject({
      eventId: course.scheduleId,
      eventTitle: course.name,
    });
    const bookableOnly = await post(`${V2}/time-slots/event`, {
      serviceIds: [yoga.id],
      fromLocalDate: '2027-05-01T00:00:00',
      toLocalDate: '2027-05-08T00:00:00',
    });
    expect(bookableOnly.json().timeSlots).toHaveLength(1);

    for (const slot of body.timeSlots) {
      const got = await t.app.inject({
        method: 'GET',
        // The course's own zone is UTC: the zone asked for is the list's.
        url: `/_api${V2}/time-slots/event/${encodeURIComponent(slot.eventInfo!.eventId)}?timeZone=${encodeURIComponent(NY)}`,
        headers: { authorization: k.token },
      });
      expect(got.statusCode, got.body).toBe(200);
      expect(GetTimeSlotResponse.parse(got.json())).toEqual({ timeSlot: slot, timeZone: NY });
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `${V2}/time-slots/event/${yoga.scheduleId}`,
      headers: { authorization: k.token },
    });
    expectAppError(missing, 404, 'SLOT_NOT_FOUND');
    const appointment = await createServiceFixture(t.db, { weekly: weekdays('09:00', '10:00') });
    expectAppError(
      await post(`${V2}/time-slots/event`, {
        serviceIds: [appointment.id],
        fromLocalDate: '2027-05-01T00:00:00',
        toLocalDate: '2027-05-08T00:00:00',
      }),
      400,
      'UNSUPPORTED_SERVICE_TYPE',
    );
  });
});
