import { GetCheckoutResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { ownerHeaders } from '../../../test/owner';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { outboxOf } from '../../outbox/test-kit';
import {
  ADDRESS,
  addToCart,
  checkoutId,
  hostedSession,
  product,
  setPremium,
  submit,
} from './test-helpers';

const t = useTestApp();

/** The official SDK's checkout.updateCheckout: PATCH /ecom/v1/checkouts/{checkout.id}. */
const patch = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/ecom/v1/checkouts/${id}`, headers, payload });

async function openCheckout() {
  const token = await visitorToken(t.app);
  await addToCart(t.app, token, product('classic-cotton-t-shirt'), {
    options: { Size: 'M', Color: 'Black' },
  });
  return { token, id: await checkoutId(t.app, token) };
}

describe('update checkout', () => {
  it('saves buyer info, addresses, shipping choice, note and coupon, priced again, with an event', async () => {
    const { token, id } = await openCheckout();
    const res = await patch(
      id,
      { authorization: token },
      {
        checkout: {
          id,
          buyerInfo: { email: 'ada@example.com' },
          shippingInfo: {
            shippingDestination: { address: ADDRESS, contactDetails: { firstName: 'Ada' } },
            selectedCarrierServiceOption: { code: 'express' },
          },
          billingInfo: { address: { ...ADDRESS, city: 'Boston' } },
          buyerNote: 'Leave at the door',
        },
        couponCode: 'save10',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { checkout } = GetCheckoutResponse.parse(res.json());
    expect(checkout).toMatchObject({
      id,
      buyerInfo: { email: 'ada@example.com' },
      shippingInfo: {
        shippingDestination: { address: ADDRESS, contactDetails: { firstName: 'Ada' } },
        selectedCarrierServiceOption: { code: 'express' },
      },
      billingInfo: { address: { city: 'Boston' } },
      buyerNote: 'Leave at the door',
    });
    expect(checkout.priceSummary.discount.amount).toBe('2.5');
    expect(checkout.priceSummary.shipping.amount).toBe('14.99');
    const read = await t.app.inject({
      method: 'GET',
      url: `/ecom/v1/checkouts/${id}`,
      headers: { authorization: token },
    });
    expect(read.json().checkout).toEqual(checkout);
    const events = await outboxOf(t.db, [id]);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.ecom.v1.checkout_created',
      'wix.ecom.v1.checkout_updated',
    ]);
    expect(events[1]?.payload).toMatchObject({ id, buyerNote: 'Leave at the door' });
    expect(events[1]?.identity).toMatchObject({ identityType: 'ANONYMOUS_VISITOR' });
  });

  it('refuses what the checkout cannot hold, bad choices, strangers and completed checkouts', async () => {
    const { token, id } = await openCheckout();
    const me = { authorization: token };
    const empty = await patch(id, me, { checkout: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.validationError.fieldViolations[0].field).toBe('checkout');
    const lines = await patch(id, me, { checkout: {}, lineItems: [{ quantity: 1 }] });
    expect(lines.statusCode).toBe(400);
    expect(lines.json().details.validationError.fieldViolations[0].field).toBe('lineItems');
    const option = await patch(id, me, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: 'teleport' } } },
    });
    expect(option.json().details.validationError.fieldViolations[0].field).toBe(
      'checkout.shippingInfo.selectedCarrierServiceOption.code',
    );
    const email = await patch(id, me, { checkout: { buyerInfo: { email: 'nope' } } });
    expect(email.statusCode).toBe(400);
    expectAppError(
      await patch(id, me, { checkout: {}, couponCode: 'NOPE' }),
      404,
      'COUPON_NOT_FOUND',
    );
    expectAppError(
      await patch(id, me, { checkout: {}, couponCode: 'SPRING20' }),
      400,
      'COUPON_EXPIRED',
    );
    const note = { checkout: { buyerNote: 'hi' } };
    const stranger = await patch(id, { authorization: await visitorToken(t.app) }, note);
    expectAppError(stranger, 403, 'FORBIDDEN');
    expect((await patch(id, await ownerHeaders(t.db), note)).statusCode).toBe(200);
    expectAppError(await patch('nope', me, note), 404, 'CHECKOUT_NOT_FOUND');

    await setPremium(t.db, true);
    const done = await hostedSession(t.app, token);
    expect((await submit(t.app, done.sessionId)).statusCode).toBeLessThan(400);
    const completed = await patch(done.checkoutId, me, note);
    expectAppError(completed, 428, 'CHECKOUT_ALREADY_COMPLETED');
  });
});
