import { DEMO_SITE_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingsPolicies, bookingsServices } from '../../db/schema/bookings';
import { createServiceFixture } from './fixtures';
import { useAvailabilityApp } from './test-kit';

const k = useAvailabilityApp();
const { t, NY, weekdays, query, filter, entries, book } = k;

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
      headers: { authorization: k.token },
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
