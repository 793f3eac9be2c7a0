import { EventTicket } from '@headless/contract';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { outboxOf } from '../../../../test/outbox-events';
import { JAZZ, useTicketsKit } from '../test-kit';

// The owner's Update Ticket and Bulk Update Tickets, on the official SDK's paths.
const t = useTestApp();
const k = useTicketsKit(t);
let defId: string;
beforeAll(async () => {
  defId = await k.newDefinition({ initialLimit: 100, limitPerCheckout: 10 });
});
const ORDER = 'wix.events.ticketing.v1.order';
const updatesOf = async (n: string) =>
  (await outboxOf(t.db, ORDER, n)).filter((e) => e.eventType === `${ORDER}_updated`).length;
const value = (inputName: string, v: string) => ({ inputName, value: v });

describe('tickets: the owner updates', () => {
  it("archives one ticket and corrects its guest's form; the order records the change", async () => {
    const n = await k.order(defId, 2);
    const before = await updatesOf(n);
    const res = await k.asOwner('PATCH', `/events/v1/tickets/${n}-1`, {
      eventId: JAZZ,
      archived: true,
      guestDetails: {
        form: {
          inputValues: [
            value('firstName', 'Grace'),
            value('lastName', 'Hopper'),
            value('email', 'grace@example.com'),
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(z.object({ ticket: EventTicket }).parse(res.json()).ticket).toMatchObject({
      ticketNumber: `${n}-1`,
      archived: true,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
    });
    expect(await updatesOf(n)).toBe(before + 1);
    // A field mask limits the change to what it names.
    const masked = await k.asOwner('PATCH', `/events/v1/tickets/${n}-1`, {
      fields: ['guestDetails'],
      archived: false,
      guestDetails: { form: { inputValues: [value('firstName', 'Ada')] } },
    });
    expect(masked.json().ticket).toMatchObject({ archived: true, firstName: 'Ada' });
    const other = (await k.asOwner('GET', `/events/v1/tickets/${n}-2`)).json().ticket;
    expect(other.archived).toBe(false);
  });

  it('archives tickets in bulk, all or none; refuses others and bad input', async () => {
    const n = await k.order(defId, 2);
    const res = await k.asOwner('PATCH', '/events/v1/tickets', {
      eventId: JAZZ,
      ticketNumber: [`${n}-1`, `${n}-2`],
      archived: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tickets.map((tk: { archived: boolean }) => tk.archived)).toEqual([
      true,
      true,
    ]);
    expectAppError(
      await k.asOwner('PATCH', '/events/v1/tickets', {
        ticketNumber: [`${n}-1`, 'X-1'],
        archived: false,
      }),
      404,
      'TICKET_NUMBER_NOT_FOUND',
    );
    expect((await k.asOwner('GET', `/events/v1/tickets/${n}-1`)).json().ticket.archived).toBe(true);
    expectAppError(
      await k.asOwner('PATCH', `/events/v1/tickets/${n}-1`, { eventId: defId, archived: false }),
      404,
      'TICKET_NUMBER_NOT_FOUND',
    );
    expectValidationError(await k.asOwner('PATCH', '/events/v1/tickets', { ticketNumber: [] }), [
      'ticketNumber:MIN_SIZE',
    ]);
    const visitor = await k.asVisitor('PATCH', `/events/v1/tickets/${n}-1`, { archived: false });
    expectAppError(visitor, 403, 'FORBIDDEN');
  });
});
