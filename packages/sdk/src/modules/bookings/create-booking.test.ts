import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { bookings } from './bookings';

const iso = '2026-07-02T13:00:00.000Z';

describe('bookings.createBooking', () => {
  it('posts the booking and its options, and answers { booking } with Dates', async () => {
    const booking = { id: 'b1', status: 'CREATED', createdDate: iso, startDate: iso, endDate: iso };
    const server = await fakePlatform({ 'POST /bookings/v2/bookings': { booking } });
    const client = clientOf(server, { bookings });
    const input = {
      bookedEntity: {
        slot: { serviceId: 's1', startDate: '2026-07-02T09:00:00', timezone: 'America/New_York' },
      },
      contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
      totalParticipants: 2,
    };
    const res = await client.bookings.createBooking(input, { sendSmsReminder: false });
    expect(res.booking).toMatchObject({ id: 'b1', status: 'CREATED', startDate: new Date(iso) });
    expect(res.booking.createdDate).toEqual(new Date(iso));
    expect(apiCalls(server)).toEqual([
      {
        method: 'POST',
        url: '/bookings/v2/bookings',
        body: { booking: input, sendSmsReminder: false },
      },
    ]);
  });

  it('names a bad booking field by its wire path, under the booking argument', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      const field = 'booking.bookedEntity.slot.startDate';
      sendJson(res, 400, {
        message: 'invalid',
        details: { validationError: { fieldViolations: [{ field, description: 'not a date' }] } },
      });
    });
    const client = clientOf(server, { bookings });
    const error = await client.bookings
      .createBooking({ bookedEntity: { slot: { serviceId: 's1', startDate: 'soon' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]?.field).toBe(
      'booking.bookedEntity.slot.startDate',
    );
  });
});
