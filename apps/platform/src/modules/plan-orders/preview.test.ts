import { randomUUID } from 'node:crypto';
import { OnlineOrderPreviewResponse, PricePreviewResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { caller, memberToken, planId } from '../pricing-plans/test-kit';
import { buy, setPremium } from './test-kit';

const t = useTestApp();
const CHECKOUT = '/pricing-plans/v2/checkout/orders';
let member: ReturnType<typeof caller>;
let visitor: ReturnType<typeof caller>;
let memberAuth = '';

beforeAll(async () => {
  await setPremium(t.db, true);
  memberAuth = await memberToken(t.db, randomUUID());
  member = caller(t.app, { authorization: memberAuth });
  visitor = caller(t.app, { authorization: await visitorToken(t.app) });
});

describe('POST /pricing-plans/v2/checkout/orders/price-preview', () => {
  it('prices a plan for anyone: per cycle until canceled, or for its cycles', async () => {
    const monthly = await visitor('POST', `${CHECKOUT}/price-preview`, {
      planId: planId('monthly-membership'),
    });
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect(PricePreviewResponse.parse(monthly.json()).prices).toEqual([
      {
        duration: { cycleFrom: 1 },
        price: { subtotal: '49', discount: '0', total: '49', currency: 'USD' },
      },
    ]);
    const pass = await visitor('POST', `${CHECKOUT}/price-preview`, {
      planId: planId('10-class-pass'),
    });
    expect(pass.json().prices[0].duration).toEqual({ cycleFrom: 1, numberOfCycles: 1 });
  });

  it('refuses a coupon (none kept here) and an unknown plan', async () => {
    const coupon = await visitor('POST', `${CHECKOUT}/price-preview`, {
      planId: planId('monthly-membership'),
      couponCode: 'SAVE10',
    });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.body).toContain('couponCode');
    const unknown = { planId: '00000000-0000-4000-8000-000000000000' };
    await expectAppError(
      await visitor('POST', `${CHECKOUT}/price-preview`, unknown),
      404,
      'PLAN_NOT_FOUND',
    );
  });
});

describe('POST /pricing-plans/v2/checkout/orders/preview-online', () => {
  it('shows the member the order they would get, stores nothing, and says when the limit is reached', async () => {
    const body = { planId: planId('community') };
    const res = await member('POST', `${CHECKOUT}/preview-online`, body);
    expect(res.statusCode, res.body).toBe(200);
    const preview = OnlineOrderPreviewResponse.parse(res.json());
    expect(preview).toMatchObject({
      purchaseLimitExceeded: false,
      order: { planId: planId('community'), status: 'ACTIVE', type: 'ONLINE' },
    });
    const list = await member('GET', '/pricing-plans/v2/member/orders');
    expect(list.json().orders).toEqual([]);
    await buy(t.app, memberAuth, planId('community'));
    const after = await member('POST', `${CHECKOUT}/preview-online`, body);
    expect(after.json().purchaseLimitExceeded).toBe(true);
    expect((await visitor('POST', `${CHECKOUT}/preview-online`, body)).statusCode).toBe(403);
  });
});
