import { randomUUID } from 'node:crypto';
import { DEMO_SITE_ID, QueryAvailabilityResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { bookingsPolicies, bookingsServices } from '../../db/schema/bookings';
import { bookingsBookings } from '../../db/schema/booking-records';
import { installedApps } from '../../db/schema/core';
import { createServiceFixture } from './fixtures';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await visitorToken(t.app);
});

const NY = 'America/New_York';
const weekdays = (start: string, end: string) =>
  ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({ day, start, end }));

function query(body: object, url = '/availability-calendar/v1/availability/query', auth = token) {
  return t.app.inject({ method: 'POST', url, headers: { authorization: auth }, payload: body });
}
const filter = (serviceId: string[], startDate: string, endDate: string, extra = {}) => ({
  query: { filter: { serviceId, startDate, endDate, ...extra } },
});
async function entries(body: object) {
  const res = await query(body);
  expect(res.statusCode, res.body).toBe(200);
  return QueryAvailabilityResponse.parse(res.json()).availabilityEntries;
}

async function book(serviceId: string, start: string, participants: number, status = 'CONFIRMED') {
  const startDate = new Date(start);
  await t.db.insert(bookingsBookings).values({
    siteId: DEMO_SITE_ID,
    serviceId,
    startDate,
    endDate: new Date(startDate.getTime() + 3_600_000),
    timeZone: 'UTC',
    status: status as 'CONFIRMED',
    paymentStatus: 'EXEMPT',
    participants,
    contactDetails: { firstName: 'T' },
    createdByType: 'ANONYMOUS_VISITOR',
    createdById: 'test',
  });
}

describe('POST /availability-calendar/v1/availability/query', () => {
  it('computes appointment slots in the schedule zone, right on both sides of a DST change', async () => {
    const s = await createServiceFixture(t.db, {
      timeZone: NY,
      weekly: weekdays('09:00', '12:00'),
    });
    // 2027-03-14: New York moves from UTC-5 to UTC-4.
    const list = await entries({
      ...filter([s.id], '2027-03-12T00:00:00', '2027-03-16T00:00:00'),
      timezone: NY,
    });
    expect(list.map((e) => e.slot.startDate)).toEqual([
      '2027-03-12T14:00:00.000Z',
      '2027-03-12T15:00:00.000Z',
      '2027-03-12T16:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
      '2027-03-15T14:00:00.000Z',
      '2027-03-15T15:00:00.000Z',
    ]);
    expect(list[0]).toMatchObject({
      slot: {
        serviceId: s.id,
        scheduleId: s.scheduleId,
        endDate: '2027-03-12T15:00:00.000Z',
        timezone: NY,
      },
      bookable: true,
      totalSpots: 1,
      openSpots: 1,
      bookingPolicyViolations: {
        tooEarlyToBook: false,
        tooLateToBook: false,
        bookOnlineDisabled: false,
      },
    });
  });

  it('leaves the time between sessions and answers on every alias', async () => {
    const s = await createServiceFixture(t.db, {
      minutes: 45,
      buffer: 15,
      weekly: weekdays('09:00', '11:00'),
    });
    const body = filter([s.id], '2027-03-15T00:00:00Z', '2027-03-16T00:00:00Z');
    for (const url of [
      '/bookings/availability-calendar/v1/availability/query',
      '/bookings/v1/availability/query',
      '/_api/availability-calendar/v1/availability/query',
    ]) {
      const res = await query(body, url);
      expect(
        res
          .json()
          .availabilityEntries.map((e: { slot: { startDate: string } }) => e.slot.startDate),
      ).toEqual(['2027-03-15T09:00:00.000Z', '2027-03-15T10:00:00.000Z']);
    }
  });

  it('reduces open spots by bookings that hold a place; a full class is not bookable', async () => {
    const s = await createServiceFixture(t.db, {
      type: 'CLASS',
      capacity: 3,
      sessions: [{ start: '2027-04-01T18:00:00Z', end: '2027-04-01T19:00:00Z' }],
      weekly: [],
    });
    const body = filter([s.id], '2027-04-01T00:00:00Z', '2027-04-02T00:00:00Z');
    await book(s.id, '2027-04-01T18:00:00Z', 2);
    await book(s.id, '2027-04-01T18:00:00Z', 1, 'CANCELED');
    expect((await entries(body))[0]).toMatchObject({ openSpots: 1, totalSpots: 3, bookable: true });
    await book(s.id, '2027-04-01T18:00:00Z', 1, 'PENDING');
    expect((await entries(body))[0]).toMatchObject({ openSpots: 0, bookable: false });
    expect(
      await entries(
        filter([s.id], '2027-04-01T00:00:00Z', '2027-04-02T00:00:00Z', { bookable: true }),
      ),
    ).toEqual([]);
  });

  it('generates weekly class sessions and lists a course once for all its sessions', async () => {
    const yoga = await createServiceFixture(t.db, {
      type: 'CLASS',
      capacity: 5,
      weekly: [{ day: 'WEDNESDAY', start: '07:00' }],
    });
    const course = await createServiceFixture(t.db, {
      type: 'COURSE',
      capacity: 4,
      sessions: [0, 7, 14].map((d) => ({
        start: new Date(Date.UTC(2027, 4, 3 + d, 17)).toISOString(),
        end: new Date(Date.UTC(2027, 4, 3 + d, 19)).toISOString(),
      })),
    });
    const list = await entries(
      filter([yoga.id, course.id], '2027-05-01T00:00:00Z', '2027-05-16T00:00:00Z'),
    );
    expect(list.map((e) => [e.slot.serviceId, e.slot.startDate, e.slot.endDate])).toEqual([
      [course.id, '2027-05-03T17:00:00.000Z', '2027-05-17T19:00:00.000Z'],
      [yoga.id, '2027-05-05T07:00:00.000Z', '2027-05-05T08:00:00.000Z'],
      [yoga.id, '2027-05-12T07:00:00.000Z', '2027-05-12T08:00:00.000Z'],
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v2/availability/schedule/${course.scheduleId}?scheduleId=${course.scheduleId}`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      availability: { totalSpots: 4, openSpots: 4 },
      bookingPolicySettings: { maxParticipantsPerBooking: 4 },
    });
  });

  it('reports policy violations per slot and filters on them; slotsPerDay caps each day', async () => {
    const s = await createServiceFixture(t.db, {
      weekly: weekdays('09:00', '12:00'),
      onlineBooking: false,
    });
    const now = Date.now();
    const day = (n: number) => new Date(now + n * 86_400_000).toISOString();
    const list = await entries({ ...filter([s.id], day(-3), day(3)), slotsPerDay: 1 });
    expect(list.length).toBeGreaterThan(0);
    for (const e of list) {
      expect(e.bookingPolicyViolations.bookOnlineDisabled).toBe(true);
      expect(e.bookable).toBe(false);
      expect(e.bookingPolicyViolations.tooLateToBook).toBe(
        e.slot.startDate < new Date(now + 3_600_000).toISOString(),
      );
    }
    expect(new Set(list.map((e) => e.slot.startDate.slice(0, 10))).size).toBe(list.length);
    const early = await t.db
      .insert(bookingsPolicies)
      .values({
        siteId: DEMO_SITE_ID,
        name: 'Early',
        rules: { limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 60 * 24 } },
      })
      .returning();
    await t.db
      .update(bookingsServices)
      .set({ policyId: early[0]!.id, onlineBookingEnabled: true })
      .where(eq(bookingsServices.id, s.id));
    const later = await entries(
      filter([s.id], day(2), day(9), { 'bookingPolicyViolations.tooEarlyToBook': true }),
    );
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((e) => e.bookingPolicyViolations.tooEarlyToBook && !e.bookable)).toBe(true);
  });
});

describe('bad input', () => {
  it('names unknown or malformed service ids', async () => {
    const res = await query(
      filter(
        ['00000000-0000-4000-8000-000000000000', 'nope'],
        '2027-01-01T00:00:00Z',
        '2027-01-02T00:00:00Z',
      ),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().details.applicationError).toMatchObject({
      code: 'SERVICE_NOT_FOUND',
      data: { serviceIds: ['00000000-0000-4000-8000-000000000000', 'nope'] },
    });
  });

  it('refuses an end before the start, a range over 31 days, bad dates and zones', async () => {
    const s = await createServiceFixture(t.db);
    const cases: [object, number, string][] = [
      [filter([s.id], '2027-01-02T00:00:00Z', '2027-01-01T00:00:00Z'), 400, 'INVALID_DATE_RANGE'],
      [filter([s.id], '2027-01-01T00:00:00Z', '2027-02-02T00:00:00Z'), 400, 'DATE_RANGE_TOO_LONG'],
    ];
    for (const [body, status, code] of cases) {
      const res = await query(body);
      expect(res.statusCode).toBe(status);
      expect(res.json().details.applicationError.code).toBe(code);
    }
    const badDate = await query(filter([s.id], 'yesterday', '2027-01-01T00:00:00Z'));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.filter.startDate',
      violatedRule: 'FORMAT',
    });
    const badZone = await query({
      ...filter([s.id], '2027-01-01T00:00:00', '2027-01-02T00:00:00'),
      timezone: 'Mars/Base',
    });
    expect(badZone.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'timezone',
    });
    const missing = await query({ query: { filter: { startDate: '2027-01-01T00:00:00Z' } } });
    expect(missing.statusCode).toBe(400);
    expect(
      missing.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field),
    ).toEqual(['query.filter.endDate', 'query.filter.serviceId']);
  });

  it('answers an unknown schedule with 404 and a bad multislot cursor with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/availability/schedule/nope',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().details.applicationError.code).toBe('SCHEDULE_NOT_FOUND');
    const s = await createServiceFixture(t.db);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/availability/multislot',
      headers: { authorization: token },
      payload: {
        from: '2027-03-15T00:00:00Z',
        to: '2027-03-16T00:00:00Z',
        slots: [{ serviceId: s.id }],
        cursorPaging: { cursor: '!!' },
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /v1/availability/multislot', () => {
  it('pages the slots of the services with cursors', async () => {
    const s = await createServiceFixture(t.db, { weekly: weekdays('09:00', '12:00') });
    const ask = (cursor?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/availability/multislot',
        headers: { authorization: token },
        payload: {
          from: '2027-03-15T00:00:00',
          to: '2027-03-16T00:00:00',
          timeZone: 'UTC',
          slots: [{ serviceId: s.id }],
          cursorPaging: { limit: 2, ...(cursor ? { cursor } : {}) },
        },
      });
    const first = (await ask()).json();
    expect(first.slots).toHaveLength(2);
    expect(first.cursorPagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const second = (await ask(first.cursorPagingMetadata.cursors.next)).json();
    expect(second.slots.map((e: { slot: { startDate: string } }) => e.slot.startDate)).toEqual([
      '2027-03-15T11:00:00.000Z',
    ]);
    expect(second.cursorPagingMetadata.hasNext).toBe(false);
  });
});

describe('POST /v1/availability/multislot at a location', () => {
  it('keeps only the slots offered at the location asked for', async () => {
    const studio = randomUUID();
    const here = await createServiceFixture(t.db, {
      weekly: weekdays('09:00', '11:00'),
      locationId: studio,
    });
    const elsewhere = await createServiceFixture(t.db, { weekly: weekdays('09:00', '11:00') });
    const ask = (location?: { id: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/availability/multislot',
        headers: { authorization: token },
        payload: {
          from: '2027-03-15T00:00:00',
          to: '2027-03-16T00:00:00',
          timeZone: 'UTC',
          slots: [{ serviceId: here.id }, { serviceId: elsewhere.id }],
          ...(location ? { location } : {}),
        },
      });
    const services = (res: LightMyRequestResponse) => [
      ...new Set(res.json().slots.map((e: { slot: { serviceId: string } }) => e.slot.serviceId)),
    ];
    expect(services(await ask())).toHaveLength(2);
    const atStudio = await ask({ id: studio });
    expect(services(atStudio)).toEqual([here.id]);
    expect(atStudio.json().slots[0].slot.location).toMatchObject({ id: studio });
    expect((await ask({ id: randomUUID() })).json().slots).toEqual([]);
  });
});

describe('permissions', () => {
  it('needs a token, and the bookings app on the site', async () => {
    const s = await createServiceFixture(t.db);
    const body = filter([s.id], '2027-03-15T00:00:00Z', '2027-03-16T00:00:00Z');
    expect((await query(body, undefined, '')).statusCode).toBe(401);
    await t.db
      .delete(installedApps)
      .where(and(eq(installedApps.siteId, DEMO_SITE_ID), eq(installedApps.app, 'bookings')));
    const res = await query(body);
    expect(res.statusCode).toBe(403);
    expect(res.json().details.applicationError.code).toBe('APP_NOT_INSTALLED');
    await t.db.insert(installedApps).values({ siteId: DEMO_SITE_ID, app: 'bookings' });
  });
});
