import { CartResponse, DEMO_SITE_ID, type Cart } from '@headless/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { domainEvents } from '../db/schema/ecom-pricing';
import { MUG, cartClient } from '../modules/ecom/cart-test-kit';
import { CART_ROWS_FORMAT } from '../modules/ecom/wire/cart-snapshot';
import { outboxOf } from '../outbox/test-kit';
import { replayDelivery } from './replay';
import { createSubscription } from './subscriptions';
import { decodeDelivery, dispatcherFor, startReceiver } from './test-kit';

const t = useTestApp();

async function addMug(headers: Record<string, string>): Promise<Cart> {
  const res = await cartClient(t, headers).add(MUG);
  expect(res.statusCode, res.body).toBe(200);
  return CartResponse.parse(res.json()).cart;
}

const storedRows = (cartId: string) =>
  t.db
    .select({ format: domainEvents.payloadFormat, published: domainEvents.publishedAt })
    .from(domainEvents)
    .where(eq(domainEvents.aggregateId, cartId));

/** The cart a delivery carries, created or updated. */
function deliveredCart(body: string): unknown {
  const { data } = decodeDelivery(body);
  return JSON.parse(
    data.createdEvent?.entityAsJson ?? data.updatedEvent?.currentEntityAsJson ?? '',
  );
}

describe('a cart event that add-to-cart records as a snapshot of rows', () => {
  it('is never rendered while no subscription wants it, and reads as the cart it wrote', async () => {
    const headers = { authorization: await visitorToken(t.app) };
    const cart = await addMug(headers);
    expect(await storedRows(cart.id)).toEqual([
      { format: CART_ROWS_FORMAT, published: expect.any(Date) },
    ]);
    const [event] = await outboxOf(t.db, [cart.id]);
    expect(event?.payload).toEqual(cart);
  });

  it('is delivered as the cart the call answered, rendered once for every attempt', async () => {
    const receiver = await startReceiver();
    const dispatcher = dispatcherFor(t.db, t.url);
    try {
      await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
      const headers = { authorization: await visitorToken(t.app) };
      const created = await addMug(headers);
      const updated = await addMug(headers);
      await dispatcher.runOnce();
      expect(receiver.received.map((r) => deliveredCart(r.body))).toEqual([created, updated]);
      expect((await storedRows(created.id)).map((r) => r.format)).toEqual(['wire', 'wire']);

      // The mug costs more now; a replay still carries the cart as it was delivered.
      await t.db.execute(sql`UPDATE stores_products SET price_minor = price_minor + 500
        WHERE id = ${MUG}`);
      const first = receiver.received[0]!;
      await replayDelivery(t.db, DEMO_SITE_ID, Number(first.deliveryId));
      await dispatcher.runOnce();
      expect(receiver.received).toHaveLength(3);
      expect(deliveredCart(receiver.received[2]!.body)).toEqual(created);
    } finally {
      await receiver.close();
    }
  });
});
