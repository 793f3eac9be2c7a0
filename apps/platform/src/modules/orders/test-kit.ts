import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { visitorToken, type TestApp } from '../../../test/build-app';
import { ecomCheckouts } from '../../db/schema/checkout-orders';
import { addToCart, hostedSession, product, submit } from '../checkout/test-helpers';

/**
 * A paid order of a new visitor (or of the buyer whose `buyerToken` is given) through the hosted
 * checkout (the site must be premium); `ageMs` backdates its checkout's creation first.
 */
export async function placedOrder(t: TestApp, ageMs = 0, quantity = 1, buyerToken?: string) {
  const token = buyerToken ?? (await visitorToken(t.app));
  await addToCart(t.app, token, product('ceramic-coffee-mug'), undefined, quantity);
  const { sessionId, checkoutId } = await hostedSession(t.app, token);
  if (ageMs)
    await t.db
      .update(ecomCheckouts)
      .set({ createdAt: new Date(Date.now() - ageMs) })
      .where(eq(ecomCheckouts.id, checkoutId));
  const paid = await submit(t.app, sessionId);
  expect(paid.statusCode, paid.body).toBe(303);
  const orderId = new URL(paid.headers.location as string).searchParams.get('orderId')!;
  return { token, checkoutId, orderId };
}
