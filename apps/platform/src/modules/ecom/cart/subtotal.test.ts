// The real cart carries `subtotal` in every answer, though the SDK's Cart type does not declare
// it, and apps read it (docs/protocol.md §3.4). It is the lines before any discount: each line's
// price times its quantity, custom lines included; coupons, automatic rules and merchant
// discounts show in appliedDiscounts and the estimate, never in it.
import { AppId, CartResponse, EstimateTotalsResponse, type Cart } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { cartClient, MUG, TEE, teeOptions } from '../cart-test-kit';

const t = useTestApp();

const money = (amount: string, formatted: string) => ({
  amount,
  convertedAmount: amount,
  formattedAmount: formatted,
  formattedConvertedAmount: formatted,
});

async function answer(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return CartResponse.parse(res.json()).cart;
}

/** Each line's price × quantity, custom lines included: what the subtotal must say. */
function linesBeforeDiscounts(cart: Cart): string {
  const lines = [...cart.lineItems, ...(cart.customLineItems ?? [])];
  const cents = lines.reduce(
    (sum, l) => sum + Math.round(Number(l.price.amount) * 100) * l.quantity,
    0,
  );
  return String(cents / 100);
}

describe('the cart’s subtotal', () => {
  it('is in every cart answer, the lines before discounts', async () => {
    const v = cartClient(t, { authorization: await visitorToken(t.app) });
    const added = await answer(await v.add(TEE, 2, teeOptions));
    expect(added.subtotal).toEqual(money('50', '$50.00'));

    const withCustom = await answer(
      await v.call('POST', '/add-to-cart', {
        lineItems: [{ catalogReference: { appId: AppId.storesCatalog, catalogItemId: MUG } }],
        customLineItems: [{ productName: { original: 'Gift wrap' }, price: '3.50', quantity: 2 }],
      }),
    );
    expect(withCustom.subtotal).toEqual(money('71', '$71.00'));

    // A coupon takes nothing from the subtotal: it is an applied discount.
    const couponed = await answer(await v.call('PATCH', '', { couponCode: 'SAVE10' }));
    expect(couponed.appliedDiscounts[0]?.coupon?.amount?.amount).toBe('7.1');
    expect(couponed.subtotal).toEqual(money('71', '$71.00'));
    expect((await answer(await v.call('GET'))).subtotal).toEqual(money('71', '$71.00'));

    const mugLine = withCustom.lineItems[1]?.id;
    const more = await answer(
      await v.call('POST', '/update-line-items-quantity', {
        lineItems: [{ id: mugLine, quantity: 3 }],
      }),
    );
    expect(more.subtotal).toEqual(money('99', '$99.00'));

    const fewer = await answer(
      await v.call('POST', '/remove-line-items', { lineItemIds: [added.lineItems[0]?.id] }),
    );
    expect(fewer.subtotal).toEqual(money('49', '$49.00'));
    const uncouponed = await answer(await v.call('POST', '/remove-coupon', {}));
    expect(uncouponed.subtotal).toEqual(money('49', '$49.00'));

    for (const cart of [added, withCustom, couponed, more, fewer, uncouponed])
      expect(cart.subtotal.amount).toBe(linesBeforeDiscounts(cart));
  });

  it('is in the estimate’s cart, equal to its price summary’s subtotal', async () => {
    const v = cartClient(t, { authorization: await visitorToken(t.app) });
    await v.add(MUG, 2);
    await v.call('PATCH', '', { couponCode: 'SAVE10' });
    const res = await v.call('POST', '/estimate-totals', {});
    expect(res.statusCode, res.body).toBe(200);
    const estimate = EstimateTotalsResponse.parse(res.json());
    expect(estimate.cart.subtotal).toEqual(money('28', '$28.00'));
    expect(estimate.priceSummary.subtotal).toEqual(estimate.cart.subtotal);
    expect(estimate.priceSummary.discount.amount).toBe('2.8');
  });

  it('is in the cart webhooks’ payloads, which carry no couponCode (the real cart has none)', async () => {
    const v = cartClient(t, { authorization: await visitorToken(t.app) });
    const { id } = await answer(await v.add(MUG));
    await v.call('PATCH', '', { couponCode: 'SAVE10' });
    await v.call('POST', '/update-line-items-quantity', {
      lineItems: [{ id: (await answer(await v.call('GET'))).lineItems[0]?.id, quantity: 2 }],
    });
    const rows = await outboxOf(t.db, [id]);
    expect(rows.map((r) => r.eventType)).toEqual([
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_updated',
    ]);
    expect(rows.map((r) => (r.payload as Cart).subtotal.amount)).toEqual(['14', '14', '28']);
    for (const row of rows) expect(row.payload).not.toHaveProperty('couponCode');
  });
});
