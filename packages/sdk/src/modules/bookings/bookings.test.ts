import { afterEach, describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import type { TestServer } from '../../../test/http-server';
import { bookings } from './bookings';

let server: TestServer | undefined;
afterEach(() => server?.close());

const iso = '2026-03-02T08:00:00.000Z';
const slotStart = '2026-03-02T09:00:00+01:00';

describe('bookings', () => {
  it('gets a booking, unwrapped: its dates become Dates, its slot dates stay strings', async () => {
    const booking = {
      id: 'b1',
      status: 'CONFIRMED',
      bookedEntity: {
        title: 'Yoga',
        slot: { serviceId: 's1', startDate: slotStart, endDate: slotStart },
      },
      contactDetails: { fullAddress: { geocode: { latitude: '52.5', longitude: '13.4' } } },
      startDate: iso,
      endDate: iso,
      createdDate: iso,
      updatedDate: iso,
      previousStartDate: iso,
    };
    server = await fakePlatform({ 'GET /bookings/v2/bookings/b1': { booking } });
    const client = clientOf(server, { bookings });
    const result = await client.bookings.getBooking('b1');
    expect(result.status).toBe('CONFIRMED');
    expect(result.startDate).toEqual(new Date(iso));
    expect(result.createdDate).toEqual(new Date(iso));
    expect(result.previousStartDate).toEqual(new Date(iso));
    expect(result.canceledDate).toBeUndefined();
    expect(result.bookedEntity.slot.startDate).toBe(slotStart);
    expect(result.contactDetails.fullAddress?.geocode).toEqual({ latitude: 52.5, longitude: 13.4 });
    expect(apiCalls(server)[0]?.url).toBe('/bookings/v2/bookings/b1?bookingId=b1');
  });
});
