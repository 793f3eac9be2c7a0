import { randomUUID } from 'node:crypto';
import { PlanOrderResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { caller, type Caller } from '../../../test/callers';
import { expectAppError, useTestApp } from '../../../test/harness';
import { memberToken, notificationsOf, planId } from '../pricing-plans/test-kit';
import { premiumOwnerAndMember } from './test-kit';

const t = useTestApp();
const ONLINE = '/pricing-plans/v2/checkout/orders/online';
let owner: Caller;
let registered: string;

beforeAll(async () => {
  ({ owner, memberId: registered } = await premiumOwnerAndMember(t, { registered: true }));
});

const newMember = async () =>
  caller(t.app, { authorization: await memberToken(t.db, randomUUID()) });

describe('POST /pricing-plans/v2/checkout/orders/online', () => {
  it('a member orders a free plan: active at once, recorded as bought; once per member', async () => {
    const member = await newMember();
    const res = await member('POST', ONLINE, { planId: planId('community') });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = PlanOrderResponse.parse(res.json());
    expect(order).toMatchObject({
      planId: planId('community'),
      type: 'ONLINE',
      status: 'ACTIVE',
      lastPaymentStatus: 'NOT_APPLICABLE',
    });
    expect(await notificationsOf(t.db, order.id)).toEqual([
      'order_created',
      'order_purchased',
      'order_started',
    ]);
    const mine = await member('GET', `/pricing-plans/v2/member/orders/${order.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expectAppError(
      await member('POST', ONLINE, { planId: planId('community') }),
      400,
      'PURCHASE_LIMIT_REACHED',
    );
  });

  it('a paid plan’s order is an unpaid DRAFT, outside the purchase limit', async () => {
    const member = await newMember();
    for (const _ of [1, 2]) {
      const res = await member('POST', ONLINE, { planId: planId('monthly-membership') });
      expect(res.statusCode, res.body).toBe(200);
      const { order } = PlanOrderResponse.parse(res.json());
      expect(order).toMatchObject({ status: 'DRAFT', lastPaymentStatus: 'UNPAID' });
      expect(await notificationsOf(t.db, order.id)).toEqual(['order_created']);
    }
  });

  it('the owner orders on a member’s behalf, and must name one', async () => {
    const res = await owner('POST', ONLINE, {
      planId: planId('community'),
      onBehalf: { memberId: registered },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.buyer.memberId).toBe(registered);
    const nobody = await owner('POST', ONLINE, { planId: planId('community') });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().details.validationError.fieldViolations[0].field).toBe(
      'onBehalf.memberId',
    );
    expectAppError(
      await owner('POST', ONLINE, {
        planId: planId('community'),
        onBehalf: { memberId: randomUUID() },
      }),
      400,
      'MEMBER_NOT_FOUND',
    );
  });

  it('refuses visitors, coupons and unknown plans', async () => {
    const visitor = caller(t.app, { authorization: await visitorToken(t.app) });
    expectAppError(
      await visitor('POST', ONLINE, { planId: planId('community') }),
      403,
      'MEMBER_ONLY',
    );
    const member = await newMember();
    const coupon = await member('POST', ONLINE, { planId: planId('community'), couponCode: 'X' });
    expect(coupon.statusCode).toBe(400);
    const unknown = await member('POST', ONLINE, { planId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });
});
