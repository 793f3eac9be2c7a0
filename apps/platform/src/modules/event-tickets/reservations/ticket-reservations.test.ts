import { DEMO_SITE_ID, TicketReservationResponse } from '@headless/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { caller } from '../../../../test/callers';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { loadReservation } from '../index';
import { JAZZ, useTicketsKit } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);
afterEach(() => {
  vi.restoreAllMocks();
});

const URL = '/events/v1/ticket-reservations';
const SDK_URL = '/_api/events-ticket-reservations/v1/ticket-reservations';

const create = (defId: string, quantity = 1, call = k.asVisitor, extra = {}) =>
  call('POST', URL, {
    ticketReservation: { tickets: [{ ticketDefinitionId: defId, quantity }], ...extra },
  });

async function created(defId: string, quantity = 1, call = k.asVisitor) {
  const res = await create(defId, quantity, call);
  expect(res.statusCode, res.body).toBe(200);
  return TicketReservationResponse.parse(res.json()).ticketReservation;
}

describe('Ticket Reservations: create, get, cancel', () => {
  it('holds the tickets PENDING until the expiration date, named the current way', async () => {
    const start = new Date(Math.ceil(Date.now() / 1000) * 1000);
    vi.spyOn(t.app.clock, 'now').mockReturnValue(start);
    const defId = await k.newDefinition({ initialLimit: 3 });
    const reservation = await created(defId, 2);
    expect(reservation).toMatchObject({
      status: 'PENDING',
      revision: '1',
      expirationDate: new Date(start.getTime() + 20 * 60_000).toISOString(),
      visitorId: expect.any(String),
      tickets: [
        {
          eventId: JAZZ,
          ticketDefinitionId: defId,
          quantity: 2,
          price: { value: '10', currency: 'USD' },
          subTotal: { value: '20', currency: 'USD' },
          ticketLineItemId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ],
    });
    const read = await k.asVisitor('GET', `${URL}/${reservation.id}`);
    expect([read.statusCode, read.json()]).toEqual([200, { ticketReservation: reservation }]);
    expectAppError(await create(defId, 2), 400, 'NOT_ENOUGH_TICKETS_LEFT');
  });

  it('answers on the official SDK path, with no retirement headers', async () => {
    const defId = await k.newDefinition();
    const res = await k.asVisitor('POST', SDK_URL, {
      ticketReservation: { tickets: [{ ticketDefinitionId: defId, quantity: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.deprecation).toBeUndefined();
    expect(res.headers.sunset).toBeUndefined();
    const id = res.json().ticketReservation.id;
    const cancel = await k.asVisitor('POST', `${SDK_URL}/${id}/cancel`);
    expect(cancel.json().ticketReservation.status).toBe('CANCELED');
  });

  it('cancels: the tickets are free at once, and canceling again changes nothing', async () => {
    const defId = await k.newDefinition({ initialLimit: 2 });
    const { id } = await created(defId, 2);
    const cancel = await k.asVisitor('POST', `${URL}/${id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const canceled = TicketReservationResponse.parse(cancel.json()).ticketReservation;
    expect(canceled).toMatchObject({ status: 'CANCELED', revision: '2' });
    expect(canceled.expirationDate).toBeUndefined();
    const again = await k.asVisitor('POST', `${URL}/${id}/cancel`);
    expect(again.json().ticketReservation.status).toBe('CANCELED');
    await created(defId, 2);
  });

  it('the owner cancels anyone’s reservation manually', async () => {
    const defId = await k.newDefinition();
    const { id } = await created(defId, 1);
    const res = await k.asOwner('POST', `${URL}/${id}/cancel`);
    expect(res.json().ticketReservation.status).toBe('CANCELED_MANUALLY');
  });

  it('expires by the clock alone: EXPIRED when read, its tickets free, no checkout', async () => {
    const start = new Date(Math.ceil(Date.now() / 1000) * 1000);
    const clock = vi.spyOn(t.app.clock, 'now').mockReturnValue(start);
    const defId = await k.newDefinition({ initialLimit: 1 });
    const { id } = await created(defId, 1);
    clock.mockReturnValue(new Date(start.getTime() + 20 * 60_000 - 1));
    expectAppError(await create(defId, 1), 400, 'TICKET_SOLD_OUT');
    clock.mockReturnValue(new Date(start.getTime() + 20 * 60_000));
    const read = await k.asVisitor('GET', `${URL}/${id}`);
    expect(read.json().ticketReservation).toMatchObject({ status: 'EXPIRED' });
    expect(read.json().ticketReservation.expirationDate).toBeUndefined();
    expectAppError(await k.checkout(id), 400, 'RESERVATION_EXPIRED');
    await created(defId, 1);
  });

  it('another visitor’s reservation, an unknown id or a malformed one is not found', async () => {
    const defId = await k.newDefinition();
    const { id } = await created(defId, 1);
    const other = caller(t.app, { authorization: await visitorToken(t.app) });
    expectAppError(await other('GET', `${URL}/${id}`), 404, 'RESERVATION_NOT_FOUND');
    expectAppError(await other('POST', `${URL}/${id}/cancel`), 404, 'RESERVATION_NOT_FOUND');
    expectAppError(
      await k.asVisitor('GET', `${URL}/00000000-0000-4000-8000-000000000000`),
      404,
      'RESERVATION_NOT_FOUND',
    );
    expectAppError(await k.asVisitor('GET', `${URL}/nope`), 404, 'RESERVATION_NOT_FOUND');
  });
});

describe('Ticket Reservations: the requests refused', () => {
  it('refuses negative, fractional and oversized quantities and an empty list, by field', async () => {
    const defId = await k.newDefinition();
    expectValidationError(await create(defId, -3), ['ticketReservation.tickets.0.quantity:MIN']);
    expectValidationError(await create(defId, 1.5), [
      'ticketReservation.tickets.0.quantity:VALIDATION',
    ]);
    expectValidationError(await create(defId, 51), ['ticketReservation.tickets.0.quantity:MAX']);
    const empty = await k.asVisitor('POST', URL, { ticketReservation: { tickets: [] } });
    expectValidationError(empty, ['ticketReservation.tickets:MIN_SIZE']);
  });

  it('an unknown definition is not found; the owner’s settings are refused to a visitor', async () => {
    expectAppError(await create('00000000-0000-4000-8000-000000000000'), 404, 'TICKET_NOT_FOUND');
    expectAppError(await create('not-an-id'), 404, 'TICKET_NOT_FOUND');
    const defId = await k.newDefinition();
    const settings = { additionalReservationSettings: { disableTicketLimitValidation: true } };
    expectAppError(await create(defId, 1, k.asVisitor, settings), 403, 'FORBIDDEN');
  });

  it('lets the owner pass the limits with disableTicketLimitValidation', async () => {
    const defId = await k.newDefinition({ initialLimit: 40, limitPerCheckout: 2 });
    expectAppError(await create(defId, 3, k.asOwner), 400, 'TICKET_LIMIT_PER_CHECKOUT_EXCEEDED');
    const settings = { additionalReservationSettings: { disableTicketLimitValidation: true } };
    const res = await create(defId, 3, k.asOwner, settings);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('two generations, one engine', () => {
  it('a reservation made on the new wire is read and canceled through the old one', async () => {
    const defId = await k.newDefinition({ initialLimit: 3 });
    const { id } = await created(defId, 2);
    // Orders V1 sees the hold: only 1 left of 3.
    expectAppError(await k.reserve(defId, 2), 400, 'NOT_ENOUGH_TICKETS_LEFT');
    const summary = await loadReservation(t.db, DEMO_SITE_ID, id, t.app.clock.now());
    expect(summary).toMatchObject({ status: 'RESERVATION_PENDING', eventId: JAZZ });
    const cancel = await k.asVisitor(
      'DELETE',
      `/events/v1/checkout/reservations/${id}?eventId=${JAZZ}`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const read = await k.asVisitor('GET', `${URL}/${id}`);
    expect(read.json().ticketReservation.status).toBe('CANCELED');
    const old = await k.reservationId(defId, 3);
    expect((await k.asVisitor('GET', `${URL}/${old}`)).json().ticketReservation).toMatchObject({
      status: 'PENDING',
      tickets: [{ quantity: 3 }],
    });
    expectAppError(await create(defId, 1), 400, 'TICKET_SOLD_OUT');
  });

  it('a reservation made on the new wire checks out through Orders V1: CONFIRMED', async () => {
    const defId = await k.newDefinition();
    const { id } = await created(defId, 1);
    const res = await k.checkout(id);
    expect(res.statusCode, res.body).toBe(200);
    const read = await k.asVisitor('GET', `${URL}/${id}`);
    expect(read.json().ticketReservation).toMatchObject({ status: 'CONFIRMED', revision: '2' });
    expectAppError(
      await k.asVisitor('POST', `${URL}/${id}/cancel`),
      400,
      'RESERVATION_ALREADY_USED',
    );
  });
});
