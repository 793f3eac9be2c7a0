import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../../test/harness';
import { newEvent } from '../../events/test-client';
import { useTicketsKit } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);
const V3 = '/events-ticket-definitions/v3/ticket-definitions';
const BULK_DELETE = '/events-ticket-definitions/v3/bulk/ticket-definitions/delete';

async function ticketedEvent() {
  const res = await k.asOwner('POST', '/events/v3/events', {
    event: newEvent({ title: `Bulk ${Math.random()}`, registration: { initialType: 'TICKETING' } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.id as string;
}
const countOf = async (filter: object) =>
  (await k.asOwner('POST', `${V3}/count`, { filter })).json().metadata.total as number;

describe('Bulk Delete Ticket Definitions by Filter', () => {
  it('deletes the site’s definitions the filter matches, and only those', async () => {
    const [eventId, otherEvent] = [await ticketedEvent(), await ticketedEvent()];
    for (const id of [eventId, eventId, otherEvent]) await k.newDefinition({}, id);
    expect(await countOf({ eventId })).toBe(2);
    const res = await k.asOwner('POST', BULK_DELETE, { filter: { eventId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    expect(await countOf({ eventId })).toBe(0);
    expect(await countOf({ eventId: otherEvent })).toBe(1);
    const none = await k.asOwner('POST', BULK_DELETE, { filter: { eventId: randomUUID() } });
    expect(none.statusCode, none.body).toBe(200);
  });

  it('deletes none when a match has sales, naming it; the owner’s; a bad filter is 400', async () => {
    const eventId = await ticketedEvent();
    const unsold = await k.newDefinition({}, eventId);
    const sold = await k.newDefinition({ initialLimit: 5 });
    await k.order(sold, 1);
    const refused = await k.asOwner('POST', BULK_DELETE, {
      filter: { id: { $in: [unsold, sold] } },
    });
    const envelope = expectAppError(refused, 400, 'TICKET_DEFINITION_HAS_SALES');
    expect(envelope.details.applicationError?.data).toEqual({ ticketDefinitionIds: [sold] });
    expect((await k.asOwner('GET', `${V3}/${unsold}`)).statusCode).toBe(200);
    expectAppError(await k.asVisitor('POST', BULK_DELETE, { filter: {} }), 403, 'FORBIDDEN');
    expectValidationError(await k.asOwner('POST', BULK_DELETE, {}), ['filter:REQUIRED_FIELD']);
    expect((await k.asOwner('POST', BULK_DELETE, { filter: { nope: 1 } })).statusCode).toBe(400);
  });
});
