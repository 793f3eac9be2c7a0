import { TicketReservationResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { useTicketsKit } from '../test-kit';

// Ticket Reservations' Delete (the owner's), on the documented path and the SDK's custom host.
const t = useTestApp();
const k = useTicketsKit(t);
const URL = '/events/v1/ticket-reservations';
const SDK_URL = '/_api/events-ticket-reservations/v1/ticket-reservations';

async function reserve(defId: string, quantity: number) {
  const res = await k.asVisitor('POST', URL, {
    ticketReservation: { tickets: [{ ticketDefinitionId: defId, quantity }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return TicketReservationResponse.parse(res.json()).ticketReservation.id;
}

describe('Ticket Reservations: delete', () => {
  it("frees a pending reservation's tickets at once and forgets it; a checked-out one stays", async () => {
    const defId = await k.newDefinition({ initialLimit: 2 });
    const id = await reserve(defId, 2);
    expectAppError(
      await k.asVisitor('POST', URL, {
        ticketReservation: { tickets: [{ ticketDefinitionId: defId, quantity: 1 }] },
      }),
      400,
      'TICKET_SOLD_OUT',
    );
    expectAppError(await k.asVisitor('DELETE', `${URL}/${id}`), 403, 'FORBIDDEN');
    const gone = await k.asOwner('DELETE', `${SDK_URL}/${id}`);
    expect([gone.statusCode, gone.json()]).toEqual([200, {}]);
    expectAppError(await k.asOwner('GET', `${URL}/${id}`), 404, 'RESERVATION_NOT_FOUND');
    expectAppError(await k.asOwner('DELETE', `${URL}/${id}`), 404, 'RESERVATION_NOT_FOUND');
    // Its two places are free again.
    await reserve(defId, 2);

    const used = await reserve(await k.newDefinition({ initialLimit: 5 }), 1);
    expect((await k.checkout(used)).statusCode).toBe(200);
    expectAppError(await k.asOwner('DELETE', `${URL}/${used}`), 400, 'RESERVATION_ALREADY_USED');
    expect((await k.asOwner('GET', `${URL}/${used}`)).json().ticketReservation.status).toBe(
      'CONFIRMED',
    );
  });
});
