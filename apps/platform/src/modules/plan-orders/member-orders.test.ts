import { randomUUID } from 'node:crypto';
import { PlanOrderResponse, PlanOrdersResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import {
  caller,
  memberToken,
  notificationsOf,
  planId,
  violationsOf,
} from '../pricing-plans/test-kit';
import { buy, OWNER_ORDERS, setPremium } from './test-kit';

const t = useTestApp();
let ada: ReturnType<typeof caller>;
let bob: ReturnType<typeof caller>;
let owner: ReturnType<typeof caller>;
let visitor: ReturnType<typeof caller>;
const adaId = randomUUID();
const orders = { monthly: '', pass: '', bob: '' };
const MEMBER = '/pricing-plans/v2/member/orders';

beforeAll(async () => {
  await setPremium(t.db, true);
  const adaToken = await memberToken(t.db, adaId);
  const bobToken = await memberToken(t.db);
  ada = caller(t.app, { authorization: adaToken });
  bob = caller(t.app, { authorization: bobToken });
  owner = caller(t.app, await ownerHeaders(t.db));
  visitor = caller(t.app, { authorization: await visitorToken(t.app) });
  orders.monthly = await buy(t.app, adaToken, planId('monthly-membership'));
  orders.pass = await buy(t.app, adaToken, planId('10-class-pass'));
  orders.bob = await buy(t.app, bobToken, planId('yearly-membership'));
});

describe('GET /pricing-plans/v2/member/orders', () => {
  it('lists the member’s own orders, newest first, with dates, cycles and the current cycle', async () => {
    const res = await ada('GET', MEMBER);
    expect(res.statusCode, res.body).toBe(200);
    const body = PlanOrdersResponse.parse(res.json());
    expect(body.orders.map((o) => o.id)).toEqual([orders.pass, orders.monthly]);
    expect(body.pagingMetadata).toEqual({ count: 2, offset: 0, total: 2, tooManyToCount: false });
    const monthly = body.orders[1]!;
    expect(monthly).toMatchObject({
      buyer: { memberId: adaId },
      status: 'ACTIVE',
      freeTrialDays: 7,
      autoRenewCanceled: false,
      pausePeriods: [],
      pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' } } },
    });
    expect(monthly.endDate).toBeUndefined();
    expect(monthly.cycles).toHaveLength(1);
    expect(monthly.currentCycle).toBeUndefined(); // still in the free trial
    const pass = body.orders[0]!;
    expect(pass.currentCycle).toEqual({
      index: 1,
      startedDate: pass.startDate,
      endedDate: pass.endDate,
    });
    expect(pass.earliestEndDate).toBe(pass.endDate);
  });

  it('filters by plan, status and payment status, and pages', async () => {
    const byPlan = await ada('GET', `${MEMBER}?planIds=${planId('10-class-pass')}`);
    expect(byPlan.json().orders.map((o: { id: string }) => o.id)).toEqual([orders.pass]);
    const ended = await ada('GET', `${MEMBER}?orderStatuses=ENDED&orderStatuses=CANCELED`);
    expect(ended.json().orders).toEqual([]);
    const paid = await ada('GET', `${MEMBER}?paymentStatuses=PAID&limit=1&offset=1`);
    expect(paid.json().orders.map((o: { id: string }) => o.id)).toEqual([orders.monthly]);
    const bad = await ada('GET', `${MEMBER}?orderStatuses=DONE`);
    expect(violationsOf(bad)).toEqual(['orderStatuses.0:INVALID_ENUM_VALUE']);
  });

  it('refuses visitors and the owner’s key with 403 MEMBER_ONLY', async () => {
    for (const call of [visitor, owner]) {
      for (const url of [MEMBER, `${MEMBER}/${orders.monthly}`]) {
        const res = await call('GET', url);
        expectAppError(res, 403, 'MEMBER_ONLY', url);
      }
    }
  });
});

describe('GET /pricing-plans/v2/member/orders/{id}', () => {
  it('gives the member their order, and nobody else’s', async () => {
    const res = await ada('GET', `${MEMBER}/${orders.monthly}?id=${orders.monthly}`);
    expect(PlanOrderResponse.parse(res.json()).order.id).toBe(orders.monthly);
    const bobs = await bob('GET', MEMBER);
    expect(bobs.json().orders.map((o: { id: string }) => o.id)).toEqual([orders.bob]);
    for (const url of [`${MEMBER}/${orders.bob}`, `${MEMBER}/nope`]) {
      const other = await ada('GET', url);
      expectAppError(other, 404, 'ORDER_NOT_FOUND');
    }
  });
});

describe('owner reads', () => {
  it('lists every order of the site, by buyer, and gets one', async () => {
    const all = await owner('GET', OWNER_ORDERS);
    expect(all.json().orders).toHaveLength(3);
    const mine = await owner('GET', `${OWNER_ORDERS}?buyerIds=${adaId}`);
    expect(mine.json().orders).toHaveLength(2);
    const one = await owner('GET', `${OWNER_ORDERS}/${orders.bob}`);
    expect(one.json().order.planName).toBe('Yearly Membership');
    for (const call of [ada, visitor]) {
      const res = await call('GET', OWNER_ORDERS);
      expectAppError(res, 403, 'FORBIDDEN');
    }
  });
});

describe('POST /pricing-plans/v2/member/orders/{id}/cancel', () => {
  it('cancels at the next payment date: still active, the end set, auto-renewal off', async () => {
    const url = `${MEMBER}/${orders.monthly}/cancel`;
    const res = await ada('POST', url, { id: orders.monthly, effectiveAt: 'NEXT_PAYMENT_DATE' });
    expect([res.statusCode, res.json()]).toEqual([200, {}]);
    const order = (await ada('GET', `${MEMBER}/${orders.monthly}`)).json().order;
    expect(order).toMatchObject({
      status: 'ACTIVE',
      autoRenewCanceled: true,
      cancellation: { cause: 'MEMBER_ACTION', effectiveAt: 'NEXT_PAYMENT_DATE' },
    });
    expect(order.endDate).toBe(order.cycles[0].startedDate); // the trial's end
    const twice = await ada('POST', url, { effectiveAt: 'NEXT_PAYMENT_DATE' });
    expectAppError(twice, 400, 'ORDER_NOT_CANCELABLE');
    const now = await ada('POST', url, { effectiveAt: 'IMMEDIATELY' });
    expect(now.statusCode).toBe(200);
    expect((await ada('GET', `${MEMBER}/${orders.monthly}`)).json().order.status).toBe('CANCELED');
    expect(await notificationsOf(t.db, orders.monthly)).toEqual([
      'order_created',
      'order_purchased',
      'order_started',
      'order_updated',
      'order_auto_renew_canceled',
      'order_updated',
      'order_canceled',
      // The clock (clock.ts) records the end when a read first sees the order over.
      'order_ended',
    ]);
    const ended = await ada('POST', url, { effectiveAt: 'IMMEDIATELY' });
    expectAppError(ended, 400, 'ORDER_NOT_CANCELABLE');
  });

  it('refuses when the plan does not let buyers cancel, and bad input', async () => {
    const url = `${MEMBER}/${orders.pass}/cancel`;
    const res = await ada('POST', url, { effectiveAt: 'IMMEDIATELY' });
    expectAppError(res, 400, 'CANCELLATION_NOT_ALLOWED');
    expect(violationsOf(await ada('POST', url, { effectiveAt: 'LATER' }))).toEqual([
      'effectiveAt:INVALID_ENUM_VALUE',
    ]);
    expect((await ada('POST', url, {})).statusCode).toBe(400);
    expect(
      violationsOf(await ada('POST', url, { id: orders.bob, effectiveAt: 'IMMEDIATELY' })),
    ).toEqual(['id:VALIDATION']);
    const other = await ada('POST', `${MEMBER}/${orders.bob}/cancel`, {
      effectiveAt: 'IMMEDIATELY',
    });
    expectAppError(other, 404, 'ORDER_NOT_FOUND');
    expect((await visitor('POST', url, { effectiveAt: 'IMMEDIATELY' })).statusCode).toBe(403);
    expect((await ada('GET', `${MEMBER}/${orders.pass}`)).json().order.status).toBe('ACTIVE');
  });

  it('lets the owner cancel any order (OWNER_ACTION); one-time orders only immediately', async () => {
    const url = `${OWNER_ORDERS}/${orders.pass}/cancel`;
    expect(violationsOf(await owner('POST', url, { effectiveAt: 'NEXT_PAYMENT_DATE' }))).toEqual([
      'effectiveAt:VALIDATION',
    ]);
    expect((await owner('POST', url, { effectiveAt: 'IMMEDIATELY' })).statusCode).toBe(200);
    const order = (await owner('GET', `${OWNER_ORDERS}/${orders.pass}`)).json().order;
    expect([order.status, order.cancellation.cause, order.endDate]).toEqual([
      'CANCELED',
      'OWNER_ACTION',
      order.cancellation.requestedDate,
    ]);
    expect(order.currentCycle).toBeUndefined();
  });
});
