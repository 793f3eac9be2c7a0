// A service whose category was deleted "isn't visible to customers" (Categories V2 Delete
// Category), and the owner still has it. To a visitor it is as if the site had no such service on
// every path that names it: both generations of time slots, event time slots, Create Booking and
// the bookings checkout (404 SERVICE_NOT_FOUND, or SCHEDULE_NOT_FOUND / SLOT_NOT_FOUND where the
// path names a schedule or an event, as for a service that does not exist). The owner (API key)
// still reads its slots and books it.
import {
  CategoryV2Response,
  ListAvailabilityTimeSlotsResponse,
  ListEventTimeSlotsResponse,
} from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { bookingsServices } from '../../../db/schema/bookings';
import { createServiceFixture } from '../../availability';
import { useServicesApp } from '../test-client';

const { t, c } = useServicesApp();
const NY = 'America/New_York';
const V2 = '/service-availability/v2';
const weekdays = ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({
  day,
  start: '09:00',
  end: '12:00',
}));

let appointment: { id: string; scheduleId: string };
let yogaClass: { id: string; scheduleId: string };
let course: { id: string; scheduleId: string };

/** Services in a category the owner then deletes; each answers a visitor before the delete. */
beforeAll(async () => {
  const made = await c.asOwner('POST', '/bookings/v2/categories', { category: { name: 'Gone' } });
  expect(made.statusCode, made.body).toBe(200);
  const { id: categoryId } = CategoryV2Response.parse(made.json()).category;
  appointment = await createServiceFixture(t.db, { weekly: weekdays, timeZone: NY, capacity: 2 });
  yogaClass = await createServiceFixture(t.db, {
    type: 'CLASS',
    timeZone: NY,
    weekly: [{ day: 'WED', start: '07:00' }],
  });
  course = await createServiceFixture(t.db, {
    type: 'COURSE',
    capacity: 4,
    sessions: [0, 7].map((d) => ({
      start: new Date(Date.UTC(2027, 4, 3 + d, 17)).toISOString(),
      end: new Date(Date.UTC(2027, 4, 3 + d, 19)).toISOString(),
    })),
  });
  for (const { id } of [appointment, yogaClass, course])
    await t.db.update(bookingsServices).set({ categoryId }).where(eq(bookingsServices.id, id));
  expect((await slotsOf(c.asVisitor)).statusCode).toBe(200);
  const gone = await c.asOwner('DELETE', `/bookings/v2/categories/${categoryId}`);
  expect(gone.statusCode, gone.body).toBe(200);
});

type AsCaller = typeof c.asOwner;
const slotsOf = (as: AsCaller) =>
  as('POST', `${V2}/time-slots`, {
    serviceId: appointment.id,
    fromLocalDate: '2027-04-05T00:00:00',
    toLocalDate: '2027-04-06T00:00:00',
  });
const slotAt = (as: AsCaller) =>
  as('POST', `${V2}/time-slots/get`, {
    serviceId: appointment.id,
    localStartDate: '2027-04-05T09:00:00',
    localEndDate: '2027-04-05T10:00:00',
  });
const calendar = (as: AsCaller) =>
  as('POST', '/availability-calendar/v1/availability/query', {
    query: {
      filter: {
        serviceId: [appointment.id],
        startDate: '2027-04-05T13:00:00Z',
        endDate: '2027-04-05T16:00:00Z',
      },
    },
  });
const multiService = (as: AsCaller) =>
  as('POST', `${V2}/multi-service-time-slots`, {
    services: [{ serviceId: appointment.id }],
    fromLocalDate: '2027-04-05T00:00:00',
    toLocalDate: '2027-04-06T00:00:00',
    timeZone: NY,
    location: {},
  });
const events = (as: AsCaller) =>
  as('POST', `${V2}/time-slots/event`, {
    fromLocalDate: '2027-05-01T00:00:00',
    toLocalDate: '2027-05-08T00:00:00',
    timeZone: NY,
    includeNonBookable: true,
  });
const book = (as: AsCaller, startDate: string) =>
  as('POST', '/bookings/v2/bookings', {
    booking: {
      bookedEntity: { slot: { serviceId: appointment.id, startDate, timezone: NY } },
      contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
    },
  });
const checkout = (as: AsCaller, startDate: string) =>
  as('POST', '/redirect-session/v1/redirect-session', {
    bookingsCheckout: {
      slotAvailability: { slot: { serviceId: appointment.id, startDate, endDate: startDate } },
      timezone: NY,
    },
  });

describe('a service in a deleted category: hidden from customers, the owner keeps it', () => {
  it('Time Slots V2 and the Availability Calendar: 404 SERVICE_NOT_FOUND to a visitor, the slots to the owner', async () => {
    expectAppError(await slotsOf(c.asVisitor), 404, 'SERVICE_NOT_FOUND');
    expectAppError(await slotAt(c.asVisitor), 404, 'SERVICE_NOT_FOUND');
    expectAppError(await calendar(c.asVisitor), 404, 'SERVICE_NOT_FOUND');
    expectAppError(await multiService(c.asVisitor), 404, 'SERVICE_NOT_FOUND');

    const listed = await slotsOf(c.asOwner);
    expect(listed.statusCode, listed.body).toBe(200);
    const { timeSlots } = ListAvailabilityTimeSlotsResponse.parse(listed.json());
    expect(timeSlots.map((s) => s.localStartDate)).toEqual([
      '2027-04-05T09:00:00',
      '2027-04-05T10:00:00',
      '2027-04-05T11:00:00',
    ]);
    expect((await slotAt(c.asOwner)).statusCode).toBe(200);
    expect((await calendar(c.asOwner)).json().availabilityEntries).toHaveLength(3);
    expect((await multiService(c.asOwner)).json().timeSlots).toHaveLength(3);
  });

  it("event time slots: the class and course leave a visitor's list and their events are not found", async () => {
    const ofHidden = (res: Awaited<ReturnType<AsCaller>>) =>
      ListEventTimeSlotsResponse.parse(res.json()).timeSlots.filter((s) =>
        [yogaClass.id, course.id].includes(s.serviceId!),
      );
    const owners = ofHidden(await events(c.asOwner));
    expect(owners.map((s) => s.serviceId).sort()).toEqual([yogaClass.id, course.id].sort());
    expect(ofHidden(await events(c.asVisitor))).toEqual([]);
    for (const slot of owners) {
      const url = `${V2}/time-slots/event/${encodeURIComponent(slot.eventInfo!.eventId)}`;
      expect((await c.asOwner('GET', url)).statusCode).toBe(200);
      expectAppError(await c.asVisitor('GET', url), 404, 'SLOT_NOT_FOUND');
    }
    expectAppError(
      await c.asVisitor('POST', `${V2}/time-slots/event`, {
        serviceIds: [yogaClass.id],
        fromLocalDate: '2027-05-01T00:00:00',
        toLocalDate: '2027-05-08T00:00:00',
      }),
      404,
      'SERVICE_NOT_FOUND',
    );
  });

  it('a course by its schedule: availability and booking are SCHEDULE_NOT_FOUND to a visitor', async () => {
    const url = `/v2/availability/schedule/${course.scheduleId}?scheduleId=${course.scheduleId}`;
    expectAppError(await c.asVisitor('GET', url), 404, 'SCHEDULE_NOT_FOUND');
    expect((await c.asOwner('GET', url)).json()).toMatchObject({
      availability: { totalSpots: 4, openSpots: 4 },
    });
    const bySchedule = {
      booking: {
        bookedEntity: { schedule: { scheduleId: course.scheduleId } },
        contactDetails: { firstName: 'Ada' },
      },
    };
    expectAppError(
      await c.asVisitor('POST', '/bookings/v2/bookings', bySchedule),
      404,
      'SCHEDULE_NOT_FOUND',
    );
    const owned = await c.asOwner('POST', '/bookings/v2/bookings', bySchedule);
    expect(owned.statusCode, owned.body).toBe(200);
  });

  it("Create Booking and the bookings checkout refuse a visitor's booking; the owner books it", async () => {
    expectAppError(await book(c.asVisitor, '2027-04-05T09:00:00'), 404, 'SERVICE_NOT_FOUND');
    expectAppError(await checkout(c.asVisitor, '2027-04-05T13:00:00Z'), 400, 'SERVICE_NOT_FOUND');

    const booked = await book(c.asOwner, '2027-04-05T09:00:00');
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().booking).toMatchObject({
      status: 'CREATED',
      bookedEntity: { slot: { serviceId: appointment.id } },
    });
    const opened = await checkout(c.asOwner, '2027-04-05T14:00:00Z');
    expect(opened.statusCode, opened.body).toBe(200);
  });
});
