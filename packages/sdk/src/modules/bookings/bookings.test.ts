import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { bookings } from './bookings';

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
    const server = await fakePlatform({ 'GET /bookings/v2/bookings/b1': { booking } });
    const client = clientOf(server, { bookings });
    const result = await client.bookings.getBooking('b1');
    expect(result.status).toBe('CONFIRMED');
    expect(result.startDate).toEqual(new Date(iso));
    expect(result.createdDate).toEqual(new Date(iso));
    expect(result.previousStartDate).toEqual(new Date(iso));
    expect(result.canceledDate).toBeUndefined();
    expect(result.bookedEntity.slot?.startDate).toBe(slotStart);
    expect(result.contactDetails.fullAddress?.geocode).toEqual({ latitude: 52.5, longitude: 13.4 });
    expect(apiCalls(server)[0]?.url).toBe('/bookings/v2/bookings/b1?bookingId=b1');
  });

  it('confirms and declines with the revision as its own argument, answering { booking } with Dates', async () => {
    const wire = { id: 'b1', status: 'CONFIRMED', updatedDate: iso, startDate: iso };
    const server = await fakePlatform({
      'POST /bookings/v2/bookings/b1/confirm': { booking: wire },
      'POST /bookings/v2/bookings/b1/decline': { booking: { ...wire, status: 'DECLINED' } },
    });
    const client = clientOf(server, { bookings });
    const notice = { notifyParticipants: true, message: 'See you' };
    const { booking } = await client.bookings.confirmBooking('b1', '2', {
      participantNotification: notice,
    });
    expect(booking.status).toBe('CONFIRMED');
    expect(booking.updatedDate).toEqual(new Date(iso));
    const declined = await client.bookings.declineBooking('b1');
    expect(declined.booking.status).toBe('DECLINED');
    expect(apiCalls(server)).toEqual([
      {
        method: 'POST',
        url: '/bookings/v2/bookings/b1/confirm',
        body: { bookingId: 'b1', revision: '2', participantNotification: notice },
      },
      { method: 'POST', url: '/bookings/v2/bookings/b1/decline', body: { bookingId: 'b1' } },
    ]);
  });

  it('cancels with its options in the body and the canceled date as a Date', async () => {
    const wire = { id: 'b1', status: 'CANCELED', canceledDate: iso };
    const server = await fakePlatform({
      'POST /bookings/v2/bookings/b1/cancel': { booking: wire },
    });
    const client = clientOf(server, { bookings });
    const { booking } = await client.bookings.cancelBooking('b1', {
      revision: '3',
      participantNotification: { notifyParticipants: false },
    });
    expect(booking.canceledDate).toEqual(new Date(iso));
    expect(apiCalls(server)[0]?.body).toEqual({
      bookingId: 'b1',
      revision: '3',
      participantNotification: { notifyParticipants: false },
    });
  });

  it('reschedules to a slot given as availability returned it, or with a Date start', async () => {
    const wire = {
      id: 'b1',
      bookedEntity: { title: 'Yoga', slot: { serviceId: 's1', startDate: slotStart } },
      startDate: iso,
      previousStartDate: iso,
      previousEndDate: iso,
    };
    const server = await fakePlatform({
      'POST /bookings/v2/bookings/b1/reschedule': { booking: wire },
    });
    const client = clientOf(server, { bookings });
    const slot = { serviceId: 's1', startDate: slotStart, timezone: 'Europe/Berlin' };
    const { booking } = await client.bookings.rescheduleBooking('b1', slot, { revision: '4' });
    expect(booking.previousStartDate).toEqual(new Date(iso));
    expect(booking.previousEndDate).toEqual(new Date(iso));
    expect(booking.bookedEntity.slot?.startDate).toBe(slotStart);
    await client.bookings.rescheduleBooking('b1', { startDate: new Date(iso) });
    expect(apiCalls(server).map((call) => call.body)).toEqual([
      { bookingId: 'b1', slot, revision: '4' },
      { bookingId: 'b1', slot: { startDate: iso } },
    ]);
  });

  it('updates the number of participants on the documented snake_case path', async () => {
    const wire = { id: 'b1', totalParticipants: 3, updatedDate: iso };
    const server = await fakePlatform({
      'POST /bookings/v2/bookings/b1/update_number_of_participants': { booking: wire },
    });
    const client = clientOf(server, { bookings });
    const { booking } = await client.bookings.updateNumberOfParticipants('b1', {
      totalParticipants: 3,
      revision: '2',
    });
    expect(booking).toMatchObject({ totalParticipants: 3, updatedDate: new Date(iso) });
    expect(apiCalls(server)[0]?.body).toEqual({
      bookingId: 'b1',
      totalParticipants: 3,
      revision: '2',
    });
  });

  it('names a bad wire field by the argument it came from', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      const violation = { field: 'totalParticipants', description: 'must be at least 1' };
      sendJson(res, 400, {
        message: 'invalid',
        details: { validationError: { fieldViolations: [violation] } },
      });
    });
    const client = clientOf(server, { bookings });
    const error = await client.bookings
      .updateNumberOfParticipants('b1', { totalParticipants: -1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]?.field).toBe('options.totalParticipants');
  });
});
