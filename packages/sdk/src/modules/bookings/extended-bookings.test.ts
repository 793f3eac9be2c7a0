import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { extendedBookings } from './extended-bookings';

const START = '2026-12-01T15:00:00.000Z';

describe('extended bookings (bookings reader v2)', () => {
  it('posts the query and its options, and gives each booking its dates as Dates', async () => {
    const pagingMetadata = { count: 1, offset: 0, total: 1, tooManyToCount: false };
    const booking = { id: 'b1', status: 'CONFIRMED', startDate: START, createdDate: START };
    const server = await fakePlatform({
      'POST /bookings/bookings-reader/v2/extended-bookings/query': {
        extendedBookings: [{ booking, allowedActions: { cancel: true, reschedule: false } }],
        pagingMetadata,
      },
    });
    const api = clientOf(server, { extendedBookings }).extendedBookings;

    const result = await api.queryExtendedBookings(
      { sort: [{ fieldName: 'startDate', order: 'DESC' }], paging: { limit: 5 } },
      { withBookingAllowedActions: true },
    );

    expect(result.extendedBookings[0]?.booking.startDate).toEqual(new Date(START));
    expect(result.extendedBookings[0]?.allowedActions).toEqual({ cancel: true, reschedule: false });
    expect(result.pagingMetadata).toEqual(pagingMetadata);
    expect(apiCalls(server)[0]?.body).toEqual({
      query: { sort: [{ fieldName: 'startDate', order: 'DESC' }], paging: { limit: 5 } },
      withBookingAllowedActions: true,
    });
  });

  it('sends an empty query when given none', async () => {
    const server = await fakePlatform({
      'POST /bookings/bookings-reader/v2/extended-bookings/query': {
        extendedBookings: [],
        pagingMetadata: { count: 0, offset: 0, total: 0, tooManyToCount: false },
      },
    });
    const api = clientOf(server, { extendedBookings }).extendedBookings;
    expect((await api.queryExtendedBookings()).extendedBookings).toEqual([]);
    expect(apiCalls(server)[0]?.body).toEqual({ query: {} });
  });
});
