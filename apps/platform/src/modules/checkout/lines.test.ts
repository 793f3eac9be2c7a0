import { AppId, GetCheckoutResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { outboxOf } from '../../outbox/test-kit';
import { addToCart, CART, checkoutId, product } from './test-helpers';

const t = useTestApp();
const MUG = product('ceramic-coffee-mug');
const HOODIE = product('fleece-hoodie');

const post = (url: string, authorization: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { authorization }, payload });
const checkoutOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return GetCheckoutResponse.parse(res.json()).checkout;
};
const mugs = (quantity: number) => ({
  lineItems: [{ catalogReference: { appId: AppId.ecom, catalogItemId: MUG }, quantity }],
});

/** A visitor's open checkout of one mug, and the calls on it. */
async function openCheckout() {
  const token = await visitorToken(t.app);
  await addToCart(t.app, token, MUG);
  const id = await checkoutId(t.app, token);
  const at = (action: string) => `/ecom/v1/checkouts/${id}/${action}`;
  return { token, id, at };
}

describe("Checkout V1's line calls", () => {
  it('change the checkout through its cart, priced again, with both events', async () => {
    const { token, id, at } = await openCheckout();
    const added = checkoutOf(
      await post(at('add-to-checkout'), token, {
        lineItems: [
          ...mugs(2).lineItems,
          {
            catalogReference: {
              appId: AppId.ecom,
              catalogItemId: HOODIE,
              options: { options: { Size: 'L' } },
            },
          },
        ],
      }),
    );
    const mug = added.lineItems.find((l) => l.catalogReference.catalogItemId === MUG)!;
    const hoodie = added.lineItems.find((l) => l.catalogReference.catalogItemId === HOODIE)!;
    expect(mug.quantity).toBe(3);
    expect(hoodie.price.amount).toBe('59');

    const fewer = checkoutOf(
      await post(at('update-line-items-quantity'), token, {
        lineItems: [{ id: mug.id, quantity: 1 }],
      }),
    );
    expect(fewer.lineItems.find((l) => l.id === mug.id)?.quantity).toBe(1);
    expect(Number(fewer.priceSummary?.subtotal?.amount)).toBeLessThan(
      Number(added.priceSummary?.subtotal?.amount),
    );
    const left = checkoutOf(await post(at('remove-line-items'), token, { lineItemIds: [mug.id] }));
    expect(left.lineItems.map((l) => l.id)).toEqual([hoodie.id]);

    // The checkout's lines are its cart's: the cart reads the same.
    const cart = await t.app.inject({
      method: 'GET',
      url: CART,
      headers: { authorization: token },
    });
    expect(cart.json().cart.lineItems.map((l: { id: string }) => l.id)).toEqual([hoodie.id]);
    const events = (await outboxOf(t.db, [id])).map((e) => e.eventType);
    expect(events.filter((e) => e === 'wix.ecom.v1.checkout_updated')).toHaveLength(3);
  });

  it('refuse what the cart refuses, and lines the checkout does not hold', async () => {
    const { token, at } = await openCheckout();
    expectValidationError(await post(at('add-to-checkout'), token, mugs(0)), [
      'lineItems.0.quantity:MIN',
    ]);
    const missing = '0b4d5a36-0000-4000-8000-000000000000';
    expectAppError(
      await post(at('remove-line-items'), token, { lineItemIds: [missing] }),
      404,
      'LINE_ITEM_NOT_FOUND',
    );
    expectAppError(
      await post(at('add-to-checkout'), token, {
        customLineItems: [
          {
            productName: { original: 'Gift wrap' },
            price: '5.00',
            quantity: 1,
            itemType: { preset: 'PHYSICAL' },
          },
        ],
      }),
      403,
      'FORBIDDEN',
    );
  });

  it("are the buyer's and the owner's only", async () => {
    const { at } = await openCheckout();
    const stranger = await visitorToken(t.app);
    expectAppError(await post(at('add-to-checkout'), stranger, mugs(1)), 403, 'FORBIDDEN');
    const owner = await ownerHeaders(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: at('add-to-checkout'),
      headers: owner,
      payload: mugs(1),
    });
    expect(checkoutOf(res).lineItems[0]?.quantity).toBe(2);
    expectAppError(
      await post(
        '/ecom/v1/checkouts/0b4d5a36-0000-4000-8000-000000000000/add-to-checkout',
        stranger,
        mugs(1),
      ),
      404,
      'CHECKOUT_NOT_FOUND',
    );
  });
});

describe('Mark Checkout As Completed', () => {
  it('completes the checkout with no order, once, and then it no longer changes', async () => {
    const { token, id, at } = await openCheckout();
    const done = await post(at('mark-as-completed'), token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({});
    expect((await post(at('mark-as-completed'), token)).statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/ecom/v1/checkouts/${id}`,
      headers: { authorization: token },
    });
    expect(checkoutOf(read).completed).toBe(true);
    const events = await outboxOf(t.db, [id]);
    const completed = events.filter((e) => e.eventType === 'wix.ecom.v1.checkout_completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.payload).not.toHaveProperty('orderId');
    expectAppError(await post(at('add-to-checkout'), token, mugs(1)), 428, 'CHECKOUT_IS_COMPLETE');
    expectAppError(
      await post(at('update-line-items-quantity'), token, {
        lineItems: [{ id: checkoutOf(read).lineItems[0]!.id, quantity: 2 }],
      }),
      428,
      'CHECKOUT_IS_COMPLETE',
    );
    const stranger = await visitorToken(t.app);
    expectAppError(await post(at('mark-as-completed'), stranger), 403, 'FORBIDDEN');
  });
});
