import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { bookings } from './bookings';
import { serviceOptionsAndVariants } from './service-options-and-variants';

const iso = '2026-07-02T13:00:00.000Z';
const booking = { id: 'b1', status: 'CREATED', createdDate: iso, startDate: iso, endDate: iso };
const BASE = '/_api/bookings-service/v2/multi_service_bookings';

describe('multi-service bookings', () => {
  it('creates, reads, checks, moves and cancels a package, with Dates in its bookings', async () => {
    const pkg = { id: 'm1', bookings: [{ bookingId: 'b1', booking }] };
    const server = await fakePlatform({
      [`POST ${BASE}`]: { multiServiceBooking: pkg },
      [`GET ${BASE}/m1`]: { multiServiceBooking: pkg },
      [`POST ${BASE}/m1/get_availability`]: { bookable: true, multiServiceBookingInfo: [] },
      [`POST ${BASE}/m1/reschedule`]: { multiServiceBooking: pkg },
      [`POST ${BASE}/m1/cancel`]: { multiServiceBooking: pkg },
    });
    const client = clientOf(server, { bookings });
    const slot = { bookedEntity: { slot: { serviceId: 's1', startDate: '2026-07-02T09:00:00' } } };
    const made = await client.bookings.createMultiServiceBooking([slot, slot], {
      returnFullEntity: true,
    });
    expect(made.multiServiceBooking.bookings[0]?.booking?.startDate).toEqual(new Date(iso));
    expect((await client.bookings.getMultiServiceBooking('m1')).id).toBe('m1');
    expect((await client.bookings.getMultiServiceBookingAvailability('m1')).bookable).toBe(true);
    const info = [{ bookingId: 'b1', slot: { startDate: '2026-07-02T10:00:00' }, revision: '1' }];
    await client.bookings.rescheduleMultiServiceBooking('m1', info);
    await client.bookings.cancelMultiServiceBooking('m1', { returnFullEntity: true });
    expect(apiCalls(server).map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', BASE, { bookings: [slot, slot], returnFullEntity: true }],
      ['GET', `${BASE}/m1?multiServiceBookingId=m1`, undefined],
      ['POST', `${BASE}/m1/get_availability`, { multiServiceBookingId: 'm1' }],
      [
        'POST',
        `${BASE}/m1/reschedule`,
        { multiServiceBookingId: 'm1', rescheduleBookingsInfo: info },
      ],
      ['POST', `${BASE}/m1/cancel`, { multiServiceBookingId: 'm1', returnFullEntity: true }],
    ]);
  });
});

describe('service options and variants', () => {
  it('reads by id, by service and by query', async () => {
    const obj = { id: 'v1', serviceId: 's1' };
    const server = await fakePlatform({
      'GET /bookings/v1/serviceOptionsAndVariants/v1': { serviceOptionsAndVariants: obj },
      'GET /bookings/v1/serviceOptionsAndVariants/service_id/s1': { serviceVariants: obj },
      'POST /bookings/v1/serviceOptionsAndVariants/query': { serviceOptionsAndVariantsList: [obj] },
    });
    const client = clientOf(server, { serviceOptionsAndVariants });
    const api = client.serviceOptionsAndVariants;
    expect((await api.getServiceOptionsAndVariants('v1')).serviceId).toBe('s1');
    expect((await api.getServiceOptionsAndVariantsByServiceId('s1')).id).toBe('v1');
    const query = { filter: { serviceId: 's1' } };
    const { serviceOptionsAndVariantsList } = await api.queryServiceOptionsAndVariants(query);
    expect(serviceOptionsAndVariantsList).toEqual([obj]);
    expect(apiCalls(server).at(-1)?.body).toEqual({ query });
  });
});
