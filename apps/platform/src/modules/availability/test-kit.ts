import { DEMO_SITE_ID, QueryAvailabilityResponse } from '@headless/contract';
import { beforeAll, expect } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { bookingsBookings } from '../../db/schema/booking-records';

/** The app for an availability test file, a visitor token, and the calls its tests make. */
export function useAvailabilityApp() {
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

  async function book(
    serviceId: string,
    start: string,
    participants: number,
    status = 'CONFIRMED',
  ) {
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
  return {
    t,
    NY,
    weekdays,
    query,
    filter,
    entries,
    book,
    get token() {
      return token;
    },
  };
}
