import { EventGuest } from '@headless/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness';
import { domainEvents } from '../../../db/schema/ecom-pricing';
import { buyerForm, JAZZ, useTicketsKit } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);

const FQDN = 'wix.events.guests.v1.guest';

async function guestUpdates(orderNumber: string) {
  return t.db
    .select()
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.eventType, `${FQDN}_updated`),
        sql`${domainEvents.payload}->>'orderNumber' = ${orderNumber}`,
      ),
    )
    .orderBy(asc(domainEvents.id));
}

describe('guest_updated', () => {
  it('is recorded for each guest a checkout update changes, with the guest and the buyer', async () => {
    const GRACE = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
    const ALAN = { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' };
    const n = await k.order(await k.newDefinition(), 2, {
      guests: [buyerForm(), buyerForm(GRACE)],
    });
    expect(await guestUpdates(n)).toEqual([]);
    const res = await k.asVisitor('PATCH', `/events/v1/checkout/${n}`, {
      eventId: JAZZ,
      guests: [buyerForm(), buyerForm(ALAN)],
    });
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
      expect(e.identity).toMatchObject({
        identityType: 'ANONYMOUS_VISITOR',
        anonymousVisitorId: expect.any(String),
      });
    }
  });

  it('records nothing when the update is refused', async () => {
    const n = await k.order(await k.newDefinition(), 1);
    const bad = await k.asVisitor('PATCH', `/events/v1/checkout/${n}`, {
      eventId: JAZZ,
      guests: [{ form: { inputValues: [] } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await guestUpdates(n)).toEqual([]);
  });
});
