import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { closeDb, createDb } from '../../db/client';
import { ecomOrders } from '../../db/schema/checkout-orders';
import {
  addToCart,
  CART,
  hostedSession,
  product,
  setPremium,
  setStock,
  stockOf,
  submit,
} from '../../modules/checkout/test-helpers';
import { callbackOf, linkOf, storedCallback } from '../callback-test-kit';
import type { App } from '../../kernel/app-type';

const t = useTestApp();
let second: App;
let db2: ReturnType<typeof createDb>;
beforeAll(async () => {
  await setPremium(t.db, true);
  // A second platform instance on the same database, with its own pool.
  db2 = createDb(t.url, { max: 4 });
  second = await buildApp({ db: db2, logger: false });
});
afterAll(async () => {
  await second.close();
  await closeDb(db2);
});

const HOODIE = product('fleece-hoodie');

async function buyers(count: number, size: string) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const token = await visitorToken(t.app);
      const cart = await addToCart(t.app, token, HOODIE, { options: { Size: size } });
      const { sessionId, checkoutId } = await hostedSession(t.app, token);
      return {
        token,
        sessionId,
        checkoutId,
        variantId: cart.lineItems[0].catalogReference.options.variantId as string,
      };
    }),
  );
}

describe('stock under concurrent checkouts', () => {
  it('gives exactly S orders for N simultaneous completions over two instances', async () => {
    const stock = 3;
    const all = await buyers(8, 'S');
    const variantId = all[0]!.variantId;
    await setStock(t.db, variantId, stock);
    const results = await Promise.all(
      all.map((b, i) => submit(i % 2 ? second : t.app, b.sessionId)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([303, 303, 303, 409, 409, 409, 409, 409]);
    const lost = results.findIndex((r) => r.statusCode === 409);
    const loser = results[lost]!;
    expect(loser.body).toContain('Out of stock');
    expect(loser.body).toContain('Fleece Hoodie is out of stock');
    expect(callbackOf(linkOf(loser.body, 'Back to the cart'))).toEqual({
      type: 'CHECKOUT',
      status: 'ERROR',
      error: 'ITEM_OUT_OF_STOCK',
    });
    expect(await storedCallback(t.db, 'checkout', all[lost]!.sessionId)).toEqual([
      'CHECKOUT',
      'ERROR',
    ]);
    expect(await stockOf(t.db, variantId)).toBe(0);
    const orders = await t.db
      .select()
      .from(ecomOrders)
      .where(
        inArray(
          ecomOrders.checkoutId,
          all.map((b) => b.checkoutId),
        ),
      );
    expect(orders).toHaveLength(stock);
    // The losers keep their carts.
    const kept = all.filter((_, i) => results[i]!.statusCode === 409);
    for (const b of kept) {
      const res = await t.app.inject({
        method: 'GET',
        url: CART,
        headers: { authorization: b.token },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('makes one order when the same checkout completes several times at once', async () => {
    const [b] = await buyers(1, 'M');
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => submit(i % 2 ? second : t.app, b!.sessionId)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([303, 303, 303, 303]);
    expect(new Set(results.map((r) => r.headers.location)).size).toBe(1);
    const orders = await t.db
      .select()
      .from(ecomOrders)
      .where(eq(ecomOrders.checkoutId, b!.checkoutId));
    expect(orders).toHaveLength(1);
  });
});
