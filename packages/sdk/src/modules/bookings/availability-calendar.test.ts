import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { availabilityCalendar } from './availability-calendar';

const entry = {
  slot: {
    serviceId: 's1',
    scheduleId: 'sch1',
    startDate: '2026-03-02T09:00:00+01:00',
    endDate: '2026-03-02T10:00:00+01:00',
    timezone: 'Europe/Berlin',
  },
  bookable: true,
  totalSpots: 12,
  openSpots: 11,
  bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false },
};

describe('availabilityCalendar', () => {
  it('queries availability with Date bounds as ISO strings and keeps slot dates as strings', async () => {
    const server = await fakePlatform({
      'POST /availability-calendar/v1/availability/query': { availabilityEntries: [entry] },
    });
    const client = clientOf(server, { availabilityCalendar });
    const startDate = new Date('2026-03-02T00:00:00.000Z');
    const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
      {
        filter: {
          serviceId: ['s1'],
          startDate,
          endDate: '2026-03-09T00:00:00.000Z',
          bookable: true,
        },
      },
      { timezone: 'Europe/Berlin', slotsPerDay: 4 },
    );
    expect(availabilityEntries[0]?.slot.startDate).toBe('2026-03-02T09:00:00+01:00');
    expect(availabilityEntries[0]?.openSpots).toBe(11);
    expect(apiCalls(server)[0]?.body).toEqual({
      query: {
        filter: {
          serviceId: ['s1'],
          startDate: '2026-03-02T00:00:00.000Z',
          endDate: '2026-03-09T00:00:00.000Z',
          bookable: true,
        },
      },
      timezone: 'Europe/Berlin',
      slotsPerDay: 4,
    });
  });

  it('gets schedule availability on the bare proto path, with the id repeated in the query', async () => {
    const answer = {
      availability: { totalSpots: 12, openSpots: 3, bookingPolicyViolations: {} },
      bookingPolicySettings: { maxParticipantsPerBooking: 2 },
    };
    const server = await fakePlatform({ 'GET /v2/availability/schedule/sch1': answer });
    const client = clientOf(server, { availabilityCalendar });
    await expect(client.availabilityCalendar.getScheduleAvailability('sch1')).resolves.toEqual(
      answer,
    );
    expect(apiCalls(server)[0]?.url).toBe('/v2/availability/schedule/sch1?scheduleId=sch1');
  });

  it('calculates multi-slot availability with the whole request as the body', async () => {
    const answer = {
      slots: [entry],
      cursorPagingMetadata: { count: 1, cursors: {}, hasNext: false },
    };
    const server = await fakePlatform({ 'POST /v1/availability/multislot': answer });
    const client = clientOf(server, { availabilityCalendar });
    const request = {
      from: '2026-03-02T00:00:00',
      to: new Date('2026-03-03T00:00:00.000Z'),
      timeZone: 'Europe/Berlin',
      slots: [{ serviceId: 's1' }],
      cursorPaging: { limit: 10 },
    };
    const result = await client.availabilityCalendar.calculateMultiSlotAvailability(request);
    expect(result.slots[0]?.slot.endDate).toBe('2026-03-02T10:00:00+01:00');
    expect(apiCalls(server)[0]?.body).toEqual({ ...request, to: '2026-03-03T00:00:00.000Z' });
  });
});
