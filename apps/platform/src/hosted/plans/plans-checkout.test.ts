import { PlanOrderResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { redirectSessions } from '../../db/schema/booking-records';
import { planOrders } from '../../db/schema/pricing-plans';
import {
  checkoutPath,
  createSession,
  orderIdOf,
  setPremium,
  submit,
} from '../../modules/plan-orders/test-kit';
import { memberToken, notificationsOf, planId } from '../../modules/pricing-plans/test-kit';
import { backLinkOf, callbackOf, storedCallback } from '../callback-test-kit';

const t = useTestApp();
beforeAll(async () => {
  await setPremium(t.db, true);
});

const PAID = planId('monthly-membership');
const FREE = planId('community');
const memberOrder = (token: string, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/pricing-plans/v2/member/orders/${id}`,
    headers: { authorization: token },
  });
const ordersOfPlan = (id: string) =>
  t.db.select().from(planOrders).where(eq(planOrders.planId, id));

describe('GET /hosted/plans-checkout/{sessionId}', () => {
  it('shows the plan, its price and billing, and the pay / decline choice', async () => {
    const path = await checkoutPath(t.app, await memberToken(t.db), PAID);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    for (const text of [
      'Monthly Membership',
      '$49.00',
      'Billed every month, until canceled',
      '7 days',
      'Cancel anytime',
      'value="decline"',
    ])
      expect(res.body, text).toContain(text);
    expect(backLinkOf(res.body)).toBe(
      'http://localhost:3000/subscriptions?callbackType=CHECKOUT&status=CANCELED',
    );
  });

  it('shows a free plan without a payment step', async () => {
    const path = await checkoutPath(t.app, await memberToken(t.db), FREE);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.body).toContain('Get this plan');
    expect(res.body).not.toContain('paymentOutcome');
  });

  it('answers 404 for unknown, malformed and expired sessions', async () => {
    const path = await checkoutPath(t.app, await memberToken(t.db), FREE);
    const id = path.split('/').pop()!;
    await t.db
      .update(redirectSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redirectSessions.id, id));
    for (const url of [
      path,
      '/hosted/plans-checkout/nope',
      '/hosted/plans-checkout/00000000-0000-4000-8000-000000000000',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).toContain('Checkout not found');
      }
    }
    expect(await ordersOfPlan(FREE)).toEqual([]);
  });
});

describe('POST /hosted/plans-checkout/{sessionId}', () => {
  it('pays: an active, paid order; back to the thank-you page with its id; submitting again changes nothing', async () => {
    const token = await memberToken(t.db);
    const path = await checkoutPath(t.app, token, PAID);
    const res = await submit(t.app, path, 'pay');
    const id = orderIdOf(res);
    expect(String(res.headers.location)).toMatch(
      /^http:\/\/localhost:3000\/subscriptions\/thanks\?callbackType=CHECKOUT&status=SUCCESS&orderId=.+&planId=/,
    );
    const sessionId = path.split('/').at(-1)!;
    expect(await storedCallback(t.db, 'checkout', sessionId)).toEqual(['CHECKOUT', 'SUCCESS']);
    const order = PlanOrderResponse.parse((await memberOrder(token, id)).json()).order;
    expect(order).toMatchObject({
      planId: PAID,
      status: 'ACTIVE',
      lastPaymentStatus: 'PAID',
      type: 'ONLINE',
      planPrice: '49',
      priceDetails: { total: '49', discount: '0', currency: 'USD', freeTrialDays: 7 },
    });
    expect(orderIdOf(await submit(t.app, path))).toBe(id);
    expect(orderIdOf(await t.app.inject({ method: 'GET', url: path }))).toBe(id);
    expect(await ordersOfPlan(PAID)).toHaveLength(1);
    expect(await notificationsOf(t.db, id)).toEqual([
      'order_created',
      'order_purchased',
      'order_started',
    ]);
    const plan = await t.app.inject({
      method: 'GET',
      url: `/pricing-plans/v2/plans/${PAID}`,
      headers: await ownerHeaders(t.db),
    });
    expect(plan.json().plan.hasOrders).toBe(true);
  });

  it('declines: no order, back to postFlowUrl with paymentStatus=DECLINED', async () => {
    const path = await checkoutPath(t.app, await memberToken(t.db), planId('yearly-membership'));
    const res = await submit(t.app, path, 'decline');
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect([back.pathname, back.searchParams.get('paymentStatus')]).toEqual([
      '/subscriptions',
      'DECLINED',
    ]);
    expect(callbackOf(back)).toEqual({
      type: 'CHECKOUT',
      status: 'ERROR',
      error: 'PAYMENT_DECLINED',
    });
    expect(back.searchParams.get('errorDescription')).toBe('The payment was declined');
    const sessionId = path.split('/').at(-1)!;
    expect(await storedCallback(t.db, 'checkout', sessionId)).toEqual(['CHECKOUT', 'ERROR']);
    expect(await ordersOfPlan(planId('yearly-membership'))).toEqual([]);
  });

  it('a free plan needs no payment (NOT_APPLICABLE) and then holds its limit of one', async () => {
    const token = await memberToken(t.db);
    const [first, second] = [
      await checkoutPath(t.app, token, FREE),
      await checkoutPath(t.app, token, FREE),
    ];
    const id = orderIdOf(await submit(t.app, first));
    expect((await memberOrder(token, id)).json().order.lastPaymentStatus).toBe('NOT_APPLICABLE');
    const over = await submit(t.app, second);
    expect(over.statusCode).toBe(409);
    expect(over.body).toContain('This plan can be bought once per member');
    const again = await createSession(t.app, token, FREE);
    expect(again.json().details.applicationError.code).toBe('PURCHASE_LIMIT_REACHED');
  });

  it('refuses a plan archived after the session was made', async () => {
    const owner = await ownerHeaders(t.db);
    const path = await checkoutPath(t.app, await memberToken(t.db), planId('10-class-pass'));
    await t.app.inject({
      method: 'POST',
      url: `/pricing-plans/v2/plans/${planId('10-class-pass')}/archive`,
      headers: owner,
      payload: {},
    });
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: path,
        ...(method === 'POST'
          ? {
              payload: 'paymentOutcome=pay',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }
          : {}),
      });
      expect(res.statusCode, method).toBe(409);
      expect(res.body).toContain('no longer sold');
    }
    expect(await ordersOfPlan(planId('10-class-pass'))).toEqual([]);
  });
});
