import { GetInvoiceResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { EDGE_COUPONS, insertEdgeCoupons } from '../../../../test/coupons';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { JAZZ, useTicketsKit } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);

// The same rule as the store's cart (ecom/cart/coupon-window.test.ts): one implementation
// decides whether a coupon is valid now; the not-found code is the events API's own.
describe('the events checkout refuses a coupon that is not valid now, by the one coupon rule', () => {
  it.each([
    [EDGE_COUPONS.ended, 'COUPON_EXPIRED'],
    [EDGE_COUPONS.notYet, 'COUPON_NOT_ACTIVE'],
    ['NO_SUCH_COUPON', 'COUPON_DOES_NOT_EXIST'],
  ] as const)('%s → %s, in the invoice and at checkout', async (code, error) => {
    await insertEdgeCoupons(t.db, t.app.clock.now());
    const id = await k.reservationId(await k.newDefinition(), 1);
    const invoice = await k.asVisitor('POST', `/events/v1/checkout/invoices/${id}`, {
      eventId: JAZZ,
      withDiscount: { couponCode: code },
    });
    expect(GetInvoiceResponse.parse(invoice.json()).discountErrors?.error).toEqual([
      { code: error },
    ]);
    expectAppError(await k.checkout(id, { discount: { couponCode: code } }), 400, error);
  });
});
