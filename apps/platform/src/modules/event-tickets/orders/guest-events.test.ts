import { EventGuest } from '@headless/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness';
import { domainEvents } from '../../../db/schema/ecom-pricing';
import { buyerForm, JAZZ, useTicketsKit } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);

const FQDN = 'wix.events.guests.v1.guest';

async function guestEvents(orderNumber: string, change: 'created' | 'updated') {
  return t.db
    .select()
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.eventType, `${FQDN}_${change}`),
        sql`${domainEvents.payload}->>'orderNumber' = ${orderNumber}`,
      ),
    )
    .orderBy(asc(domainEvents.id));
}
const guestUpdates = (orderNumber: string) => guestEvents(orderNumber, 'updated');

const VISITOR = { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: expect.any(String) };

describe('guest_updated', () => {
  it('is recorded for each guest a checkout update changes, with the guest and the buyer', async () => {
    const GRACE = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
    const ALAN = { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' };
    const n = await k.order(await k.newDefinition(), 2, {
      guests: [buyerForm(), buyerForm(GRACE)],
    });
    expect(await guestUpdates(n)).toEqual([]);
    const res = await k.updateCheckout(n, { guests: [buyerForm(), buyerForm(ALAN)] });
    expect(res.statusCode, res.body).toBe(200);
    const events = await guestUpdates(n);
    expect(events).toHaveLength(2);
    const [buyer, alan] = events.map((e) => EventGuest.parse(e.payload));
    expect(buyer).toMatchObject({ eventId: JAZZ, orderNumber: n, guestType: 'BUYER' });
    expect(alan).toMatchObject({
      orderNumber: n,
      guestDetails: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' },
    });
    for (const [i, e] of events.entries()) {
      expect(e.aggregateType).toBe(FQDN);
      expect(e.aggregateId).toBe([buyer, alan][i]!.id);
      expect(e.identity).toMatchObject(VISITOR);
    }
  });

  it('a further guest the update names is guest_created, naming the visitor like the rest', async () => {
    const n = await k.order(await k.newDefinition(), 2, { guests: [buyerForm()] });
    const before = await guestEvents(n, 'created');
    const res = await k.updateCheckout(n, {
      guests: [
        buyerForm(),
        buyerForm({ firstName: 'Ada', lastName: 'King', email: 'ada@example.com' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const added = (await guestEvents(n, 'created')).slice(before.length);
    expect(added).toHaveLength(1);
    expect(EventGuest.parse(added[0]!.payload)).toMatchObject({
      orderNumber: n,
      guestType: 'TICKET_HOLDER',
      guestDetails: { firstName: 'Ada' },
    });
    expect(added[0]!.identity).toMatchObject(VISITOR);
  });

  it('records nothing when the update is refused', async () => {
    const n = await k.order(await k.newDefinition(), 1);
    const bad = await k.updateCheckout(n, { guests: [{ form: { inputValues: [] } }] });
    expect(bad.statusCode).toBe(400);
    expect(await guestUpdates(n)).toEqual([]);
  });
});
