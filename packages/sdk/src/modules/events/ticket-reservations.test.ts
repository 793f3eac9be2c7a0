import { describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { ticketReservations } from './ticket-reservations';

const iso = '2026-07-01T18:00:00.000Z';
const later = '2026-07-01T18:20:00.000Z';
const money = { value: '25.00', currency: 'USD' };
const reservation = (status: string) => ({
  id: 'r1',
  revision: '1',
  createdDate: iso,
  updatedDate: iso,
  ...(status === 'PENDING' ? { expirationDate: later } : {}),
  status,
  visitorId: 'v1',
  tickets: [
    {
      ticketLineItemId: 'l1',
      eventId: 'e1',
      ticketDefinitionId: 'd1',
      quantity: 2,
      ticketName: 'GA',
      price: money,
      subTotal: { value: '50.00', currency: 'USD' },
    },
  ],
});

describe('ticketReservations', () => {
  it('creates, reads and cancels a reservation, with its instants as Dates', async () => {
    const server = await fakePlatform({
      'POST /events/v1/ticket-reservations': { ticketReservation: reservation('PENDING') },
      'GET /events/v1/ticket-reservations/r1': { ticketReservation: reservation('PENDING') },
      'POST /events/v1/ticket-reservations/r1/cancel': {
        ticketReservation: reservation('CANCELED'),
      },
    });
    const client = clientOf(server, { ticketReservations });
    const input = { tickets: [{ ticketDefinitionId: 'd1', quantity: 2 }] };
    const created = await client.ticketReservations.createTicketReservation(input);
    expect(created.expirationDate).toEqual(new Date(later));
    expect(created.createdDate).toEqual(new Date(iso));
    expect(created.tickets[0]?.subTotal).toEqual({ value: '50.00', currency: 'USD' });
    const read = await client.ticketReservations.getTicketReservation('r1');
    expect(read.updatedDate).toEqual(new Date(iso));
    const canceled = await client.ticketReservations.cancelTicketReservation('r1');
    expect(canceled.status).toBe('CANCELED');
    expect(canceled.expirationDate).toBeUndefined();
    expect(apiCalls(server)).toEqual([
      { method: 'POST', url: '/events/v1/ticket-reservations', body: { ticketReservation: input } },
      {
        method: 'GET',
        url: '/events/v1/ticket-reservations/r1?ticketReservationId=r1',
        body: undefined,
      },
      { method: 'POST', url: '/events/v1/ticket-reservations/r1/cancel', body: {} },
    ]);
  });

  it('maps a refused quantity and a sold-out ticket to the error classes', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token')
        return sendJson(res, 200, { access_token: 'OauthNG.JWS.t', expires_in: 14400 });
      const body = JSON.parse(req.body ?? '{}') as {
        ticketReservation: { tickets: { quantity: number }[] };
      };
      if (body.ticketReservation.tickets[0]!.quantity < 1) {
        const field = 'ticketReservation.tickets.0.quantity';
        return sendJson(res, 400, {
          message: 'invalid',
          details: {
            validationError: { fieldViolations: [{ field, description: 'must be at least 1' }] },
          },
        });
      }
      sendJson(res, 400, {
        message: 'sold out',
        details: { applicationError: { code: 'TICKET_SOLD_OUT', description: 'Sold out' } },
      });
    });
    const client = clientOf(server, { ticketReservations });
    const reserve = (quantity: number) =>
      client.ticketReservations
        .createTicketReservation({ tickets: [{ ticketDefinitionId: 'd1', quantity }] })
        .catch((e: unknown) => e);
    const refused = await reserve(-3);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).fieldViolations[0]?.field).toBe(
      'ticketReservation.tickets.0.quantity',
    );
    expect(await reserve(2)).toMatchObject({ code: 'TICKET_SOLD_OUT' });
    expect(await reserve(2)).toBeInstanceOf(ApplicationError);
  });
});
