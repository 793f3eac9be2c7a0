import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { bookings } from './bookings';
import { pricing } from './pricing';
import { services } from './services';

const iso = '2026-07-02T13:00:00.000Z';
const booking = { id: 'b1', status: 'CONFIRMED', createdDate: iso, startDate: iso, endDate: iso };

describe('anonymous booking actions', () => {
  it('reads, cancels and reschedules by token, with the token in the path and body', async () => {
    const server = await fakePlatform({
      'GET /v1/anonymous-bookings/tok': {
        booking,
        allowedAnonymousActions: { cancel: true, reschedule: true },
      },
      'POST /v1/anonymous-bookings/tok/cancel': { booking: { ...booking, status: 'CANCELED' } },
      'POST /v1/anonymous-bookings/tok/reschedule': { booking },
      'GET /v1/anonymous-bookings/tok/service': { service: { id: 's1', name: 'Yoga' } },
    });
    const client = clientOf(server, { bookings });
    const read = await client.bookings.getBookingAnonymously('tok');
    expect(read.booking.startDate).toEqual(new Date(iso));
    expect(read.allowedAnonymousActions).toEqual({ cancel: true, reschedule: true });
    const slot = { startDate: '2026-07-02T10:00:00', timezone: 'UTC' };
    await client.bookings.rescheduleBookingAnonymously('tok', slot, { revision: '2' });
    const canceled = await client.bookings.cancelBookingAnonymously('tok', { revision: '3' });
    expect(canceled.booking.status).toBe('CANCELED');
    expect((await client.bookings.getServiceAnonymously('tok')).name).toBe('Yoga');
    expect(apiCalls(server).filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/v1/anonymous-bookings/tok/reschedule',
        body: { token: 'tok', slot, revision: '2' },
      },
      {
        method: 'POST',
        url: '/v1/anonymous-bookings/tok/cancel',
        body: { token: 'tok', revision: '3' },
      },
    ]);
  });
});

describe('pricing and booking forms', () => {
  it('previews and calculates prices, and queries booking forms', async () => {
    const priceInfo = { calculatedPrice: 51, bookingLineItems: [] };
    const server = await fakePlatform({
      'POST /bookings/v2/pricing/v2/pricing/preview': { priceInfo },
      'POST /bookings/v2/pricing/v2/pricing/calculate': { priceInfo },
      'POST /bookings/v2/services/booking-forms/query': { bookingForms: [] },
    });
    const client = clientOf(server, { pricing, services });
    const line = { serviceId: 's1', numberOfParticipants: 2 };
    expect((await client.pricing.previewPrice([line])).priceInfo.calculatedPrice).toBe(51);
    const booking = { bookedEntity: { slot: { serviceId: 's1' } }, totalParticipants: 2 };
    await client.pricing.calculatePrice({ booking });
    await client.services.queryBookingForms({}, { conditionalFields: ['DEFAULT_BOOKING_FORM'] });
    expect(apiCalls(server).map((c) => c.body)).toEqual([
      { bookingLineItems: [line] },
      { booking },
      { query: {}, conditionalFields: ['DEFAULT_BOOKING_FORM'] },
    ]);
  });
});
