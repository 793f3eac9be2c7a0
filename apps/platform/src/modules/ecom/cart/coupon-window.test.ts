import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { EDGE_COUPONS, insertEdgeCoupons } from '../../../../test/coupons';
import { useTestApp } from '../../../../test/harness';
import { appError, cartClient, MUG } from '../cart-test-kit';

const t = useTestApp();

// The same rule as the events checkout's (event-tickets/checkout/coupon-window.test.ts): one
// implementation decides whether a coupon is valid now; the not-found code is the store's own.
describe('the cart refuses a coupon that is not valid now, by the one coupon rule', () => {
  it.each([
    [EDGE_COUPONS.ended, 400, 'COUPON_EXPIRED'],
    [EDGE_COUPONS.notYet, 400, 'COUPON_NOT_ACTIVE'],
    ['NO_SUCH_COUPON', 404, 'COUPON_NOT_FOUND'],
  ] as const)('%s → %i %s', async (code, status, error) => {
    await insertEdgeCoupons(t.db, t.app.clock.now());
    const v = cartClient(t, { authorization: await visitorToken(t.app) });
    await v.add(MUG);
    const res = await v.call('PATCH', '', { couponCode: code });
    expect([res.statusCode, appError(res)]).toEqual([status, error]);
  });
});
