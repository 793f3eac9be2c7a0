import { TicketDefinition } from '@headless/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { newEvent } from '../../events/test-client';
import { useTicketsKit } from '../test-kit';

// Ticket definitions v1's create, update, delete and change currency over the v3 store; v3's
// change currency and reorder. The owner's, on the official SDK's paths.
const t = useTestApp();
const k = useTicketsKit(t);
const V1 = '/events/v1/ticket-definitions';
const V3 = '/events-ticket-definitions/v3/ticket-definitions';
const One = z.object({ definition: TicketDefinition });

async function ticketedEvent() {
  const res = await k.asOwner('POST', '/events/v3/events', {
    event: newEvent({
      title: `Tickets ${Math.random()}`,
      registration: { initialType: 'TICKETING' },
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.id as string;
}
const v3Of = async (id: string) => (await k.asOwner('GET', `${V3}/${id}`)).json().ticketDefinition;

describe('ticket definitions v1 writes', () => {
  it('creates, updates (masked) and deletes through v1; v3 reads the same definition', async () => {
    const eventId = await ticketedEvent();
    const res = await k.asOwner('POST', V1, {
      eventId,
      definition: {
        name: 'Standard',
        price: { value: '25.00', currency: 'USD' },
        limited: true,
        quantity: 40,
        description: 'A seat',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = One.parse(res.json()).definition;
    expect(created).toMatchObject({ name: 'Standard', eventId, free: false });
    expect(await v3Of(created.id)).toMatchObject({
      name: 'Standard',
      initialLimit: 40,
      pricingMethod: { fixedPrice: { value: '25.00', currency: 'USD' } },
    });
    const free = await k.asOwner('POST', V1, {
      eventId,
      definition: { name: 'Guest list', price: { value: '0', currency: 'USD' } },
    });
    expect(free.json().definition.free).toBe(true);

    const patched = await k.asOwner('PATCH', `${V1}/${created.id}`, {
      eventId,
      definition: { name: 'Premium', description: 'ignored' },
      fields: ['name'],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await v3Of(created.id)).toMatchObject({ name: 'Premium', description: 'A seat' });

    const other = await ticketedEvent();
    expectAppError(
      await k.asOwner('PATCH', `${V1}/${created.id}`, { eventId: other, definition: {} }),
      404,
      'TICKET_NOT_FOUND',
    );
    const gone = await k.asOwner(
      'DELETE',
      `${V1}?eventId=${eventId}&byId.definitionId=${created.id}`,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expectAppError(await k.asOwner('GET', `${V3}/${created.id}`), 404, 'TICKET_NOT_FOUND');
    const all = await k.asOwner('DELETE', `${V1}?eventId=${eventId}&all=true`);
    expect(all.statusCode, all.body).toBe(200);
    const left = await k.asOwner('POST', `${V3}/count`, { filter: { eventId } });
    expect(left.json()).toMatchObject({ metadata: { total: 0 } });
  });

  it('refuses bad input, a sold definition’s delete, and visitors', async () => {
    const eventId = await ticketedEvent();
    expectValidationError(await k.asOwner('POST', V1, { eventId, definition: {} }), [
      'definition.name:REQUIRED_FIELD',
    ]);
    const defId = await k.newDefinition({ initialLimit: 5 });
    await k.order(defId, 1);
    const sold = await k.asOwner(
      'DELETE',
      `${V1}?eventId=${(await v3Of(defId)).eventId}&byId.definitionId=${defId}`,
    );
    expectAppError(sold, 400, 'TICKET_DEFINITION_HAS_SALES');
    const visitor = await k.asVisitor('POST', V1, { eventId, definition: { name: 'Mine' } });
    expectAppError(visitor, 403, 'FORBIDDEN');
  });
});

describe('ticket definitions: currency and order', () => {
  it("changes an event's currency while nothing is sold, keeping each price's amount", async () => {
    const eventId = await ticketedEvent();
    const a = await k.newDefinition({ name: 'A', initialLimit: 5 }, eventId);
    const res = await k.asOwner('PUT', `${V1}/currency`, { eventId, currency: 'EUR' });
    expect([res.statusCode, res.json()]).toEqual([200, {}]);
    expect((await v3Of(a)).pricingMethod.fixedPrice).toMatchObject({
      value: '10.00',
      currency: 'EUR',
    });
    const jpy = await k.asOwner('POST', `${V3}/currency`, { eventId, currency: 'JPY' });
    expect(jpy.statusCode, jpy.body).toBe(200);
    expect((await v3Of(a)).pricingMethod.fixedPrice).toMatchObject({
      value: '10',
      currency: 'JPY',
    });
    const held = await k.asVisitor('POST', '/events/v1/ticket-reservations', {
      ticketReservation: { tickets: [{ ticketDefinitionId: a, quantity: 1 }] },
    });
    expect(held.statusCode, held.body).toBe(200);
    expectAppError(
      await k.asOwner('POST', `${V3}/currency`, { eventId, currency: 'USD' }),
      400,
      'TICKET_DEFINITION_HAS_SALES',
    );
    expectValidationError(await k.asOwner('PUT', `${V1}/currency`, { eventId, currency: 'usd' }), [
      'currency:FORMAT',
    ]);
  });

  it('moves a definition before or after another of the event', async () => {
    const eventId = await ticketedEvent();
    const ids: Record<string, string> = {};
    for (const name of ['A', 'B', 'C']) ids[name] = await k.newDefinition({ name }, eventId);
    const order = async () =>
      (
        await k.asOwner('POST', `${V3}/query`, {
          query: { filter: { eventId }, sort: [{ fieldName: 'orderIndex', order: 'ASC' }] },
        })
      )
        .json()
        .ticketDefinitions.map((d: { name: string }) => d.name);
    const reorder = (body: Record<string, unknown>) =>
      k.asOwner('POST', `${V3}/reorder`, { eventId, ...body });
    expect(
      (await reorder({ ticketDefinitionId: ids.C, beforeDefinitionId: ids.A })).statusCode,
    ).toBe(200);
    expect(await order()).toEqual(['C', 'A', 'B']);
    await reorder({ ticketDefinitionId: ids.C, afterDefinitionId: ids.B });
    expect(await order()).toEqual(['A', 'B', 'C']);
    expectValidationError(await reorder({ ticketDefinitionId: ids.A }), [
      'beforeDefinitionId:REQUIRED_FIELD',
    ]);
    const elsewhere = await k.newDefinition();
    expectAppError(
      await reorder({ ticketDefinitionId: ids.A, afterDefinitionId: elsewhere }),
      404,
      'TICKET_NOT_FOUND',
    );
    expectAppError(
      await k.asVisitor('POST', `${V3}/reorder`, {
        eventId,
        ticketDefinitionId: ids.A,
        afterDefinitionId: ids.B,
      }),
      403,
      'FORBIDDEN',
    );
  });
});
