import { EventGuest, EventOrder } from '@headless/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../../test/outbox-events';
import { domainEvents } from '../../../db/schema/ecom-pricing';
import {
  eventsGuests,
  eventsOrders,
  eventsTicketDefinitions as defs,
} from '../../../db/schema/event-tickets';
import { buyerForm, JAZZ, useTicketsKit, WORKSHOP } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);

const ORDER = 'wix.events.ticketing.v1.order';
const GUEST = 'wix.events.guests.v1.guest';
const GRACE = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
const path = (n: string, eventId = JAZZ) => `/events/v1/events/${eventId}/orders/${n}`;

async function soldOf(defId: string) {
  const [row] = await t.db.select({ sold: defs.sold }).from(defs).where(eq(defs.id, defId));
  return row!.sold;
}

async function guestIdsOf(orderNumber: string) {
  const [order] = await t.db
    .select()
    .from(eventsOrders)
    .where(eq(eventsOrders.orderNumber, orderNumber));
  const rows = await t.db.select().from(eventsGuests).where(eq(eventsGuests.orderId, order!.id));
  return rows.map((g) => g.id);
}

describe('DELETE /events/v1/events/{eventId}/orders/{orderNumber}', () => {
  it('deletes the order and its guests, gives its seats back and records each as it was', async () => {
    const def = await k.newDefinition();
    const n = await k.order(def, 2, { guests: [buyerForm(), buyerForm(GRACE)] });
    expect(await soldOf(def)).toBe(2);
    const before = EventOrder.parse(
      (await k.asOwner('GET', `${path(n)}?fieldset=TICKETS&fieldset=DETAILS`)).json().order,
    );
    const guestIds = await guestIdsOf(n);
    expect(guestIds).toHaveLength(2);

    const res = await k.asOwner('DELETE', path(n));
    expect(res.statusCode, res.body).toBe(200);
    expect((await k.asOwner('GET', path(n))).statusCode).toBe(404);
    expect(await soldOf(def)).toBe(0);
    const left = await t.db.select().from(eventsGuests).where(inArray(eventsGuests.id, guestIds));
    expect(left).toEqual([]);

    const [deleted] = (await outboxOf(t.db, ORDER, n)).filter(
      (e) => e.eventType === `${ORDER}_deleted`,
    );
    expect(deleted).toMatchObject({
      aggregateType: ORDER,
      aggregateId: n,
      identity: ownerIdentity,
    });
    expect(deleted!.payload).toMatchObject({
      orderNumber: n,
      eventId: JAZZ,
      status: before.status,
      tickets: before.tickets,
    });
    for (const id of guestIds) {
      const events = await outboxOf(t.db, GUEST, id);
      expect(events.map((e) => e.eventType)).toEqual([`${GUEST}_created`, `${GUEST}_deleted`]);
      expect(events[1]).toMatchObject({ aggregateId: id, identity: ownerIdentity });
      const guest = EventGuest.parse(events[1]!.payload);
      expect(guest).toMatchObject({ id, eventId: JAZZ, orderNumber: n });
    }
  });

  it('gives back nothing more for an order whose seats were already released', async () => {
    const def = await k.newDefinition();
    const kept = await k.order(def, 1);
    const n = await k.order(def, 1);
    // A canceled order has given its seat back already; the other order still holds one.
    await t.db
      .update(eventsOrders)
      .set({ status: 'CANCELED' })
      .where(eq(eventsOrders.orderNumber, n));
    await t.db
      .update(defs)
      .set({ sold: 1 })
      .where(and(eq(defs.id, def)));
    expect((await k.asOwner('DELETE', path(n))).statusCode).toBe(200);
    expect(await soldOf(def)).toBe(1);
    expect((await k.asOwner('GET', path(kept))).statusCode).toBe(200);
  });

  it('refuses a visitor, another event’s order and an unknown one, recording nothing', async () => {
    const n = await k.order(await k.newDefinition(), 1);
    const guestIds = await guestIdsOf(n);
    const visitor = await k.asVisitor('DELETE', path(n));
    expectAppError(visitor, 403, 'FORBIDDEN');
    const otherEvent = await k.asOwner('DELETE', path(n, WORKSHOP));
    expectAppError(otherEvent, 404, 'ORDER_NOT_FOUND');
    const unknown = await k.asOwner('DELETE', path('NOPE-1'));
    expect(unknown.statusCode).toBe(404);
    expect((await k.asOwner('GET', path(n))).statusCode).toBe(200);
    const recorded = await t.db
      .select()
      .from(domainEvents)
      .where(inArray(domainEvents.eventType, [`${ORDER}_deleted`, `${GUEST}_deleted`] as string[]));
    expect(recorded.map((e) => e.aggregateId)).not.toContain(n);
    for (const id of guestIds) expect(recorded.map((e) => e.aggregateId)).not.toContain(id);
  });
});
