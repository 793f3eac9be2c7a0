import { describe, expect, it } from 'vitest';
import { withAdvice } from './advice';
import { subscriptionsReturnOf, subscriptionsReturnUrl } from './return-url';
import { purchaseLimitNote } from './purchase-limit';
import {
  formatFreeTrial,
  formatPlanDuration,
  formatPlanPrice,
  orderStatusText,
  planMarks,
  toMemberOrders,
  toPlanView,
  purchasesPerPlan,
  toPurchaseView,
} from './views';

const usd = (value: string) => ({ price: { value, currency: 'USD' } });

describe('the /subscriptions views', () => {
  it('prices a plan in its currency, and a zero price as Free', () => {
    expect(formatPlanPrice(usd('49'))).toBe('$49.00');
    expect(formatPlanPrice({ price: { value: '19.5', currency: 'EUR' } })).toBe('€19.50');
    expect(formatPlanPrice(usd('0'))).toBe('Free');
    expect(formatPlanPrice(usd('0.00'))).toBe('Free');
    expect(formatPlanPrice(undefined)).toBe('Free');
  });

  it('says how long a plan lasts: per cycle, for a number of cycles, for a while or unlimited', () => {
    const cycle = (count: number, unit: string, cycleCount = 0) => ({
      subscription: { cycleDuration: { count, unit }, cycleCount },
    });
    expect(formatPlanDuration(cycle(1, 'MONTH'))).toBe('per month');
    expect(formatPlanDuration(cycle(1, 'YEAR'))).toBe('per year');
    expect(formatPlanDuration(cycle(2, 'WEEK'))).toBe('every 2 weeks');
    expect(formatPlanDuration(cycle(1, 'MONTH', 12))).toBe('per month for 12 months');
    expect(formatPlanDuration(cycle(2, 'WEEK', 3))).toBe('every 2 weeks for 6 weeks');
    expect(formatPlanDuration({ singlePaymentForDuration: { count: 3, unit: 'MONTH' } })).toBe(
      'for 3 months',
    );
    expect(formatPlanDuration({ singlePaymentForDuration: { count: 1, unit: 'DAY' } })).toBe(
      'for 1 day',
    );
    expect(formatPlanDuration({ singlePaymentUnlimited: true })).toBe('Unlimited');
    expect(formatPlanDuration({})).toBe('');
  });

  it('names a free trial only when there is one', () => {
    expect(formatFreeTrial(7)).toBe('7-day free trial');
    expect(formatFreeTrial(0)).toBe('');
    expect(formatFreeTrial(undefined)).toBe('');
  });

  it('turns a public plan into what a card shows', () => {
    const view = toPlanView({
      id: 'p1',
      name: 'Monthly Membership',
      description: 'Unlimited classes.',
      perks: { values: ['Unlimited classes', 'Cancel anytime'] },
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 },
        ...usd('49.00'),
        freeTrialDays: 7,
      },
    });
    expect(view).toEqual({
      id: 'p1',
      name: 'Monthly Membership',
      description: 'Unlimited classes.',
      price: '$49.00',
      duration: 'per month',
      freeTrial: '7-day free trial',
      perks: ['Unlimited classes', 'Cancel anytime'],
      maxPurchasesPerBuyer: null,
    });
    expect(toPlanView({ maxPurchasesPerBuyer: 2 }).maxPurchasesPerBuyer).toBe(2);
    expect(toPlanView({}, 3)).toMatchObject({ id: 'plan-3', name: 'Untitled plan', perks: [] });
  });

  it('counts every order of a plan, whatever its status, as a purchase', () => {
    const order = (planId: string, status: string) => ({
      id: `${planId}-${status}`,
      planId,
      status,
    });
    const orders = [order('a', 'ACTIVE'), order('a', 'CANCELED'), order('b', 'ENDED')];
    expect(purchasesPerPlan(orders)).toEqual({ a: 2, b: 1 });
    expect(purchasesPerPlan([])).toEqual({});
  });

  it('holds Buy back, with the reason, once a member bought a plan up to its limit', () => {
    const plan = (max: number | null) => ({
      ...toPlanView({ id: 'p' }),
      maxPurchasesPerBuyer: max,
    });
    expect(purchaseLimitNote(plan(null), 5)).toBeNull();
    expect(purchaseLimitNote(plan(1), 0)).toBeNull();
    expect(purchaseLimitNote(plan(1), 1)).toBe(
      'You have bought this plan once; it is sold once per member.',
    );
    expect(purchaseLimitNote(plan(3), 2)).toBeNull();
    expect(purchaseLimitNote(plan(3), 3)).toBe(
      'You have bought this plan 3 times; it is sold 3 times per member.',
    );
  });

  it('spells order statuses in words', () => {
    expect(orderStatusText('ACTIVE')).toBe('Active');
    expect(orderStatusText('PENDING')).toBe('Pending');
    expect(orderStatusText('CANCELED')).toBe('Canceled');
    expect(orderStatusText('SOME_STATE')).toBe('Some state');
    expect(orderStatusText(undefined)).toBe('Unknown');
  });

  it("keeps the member's held orders, newest first, with the start date", () => {
    const order = (id: string, status: string, startDate?: Date) => ({
      id,
      planId: `plan-${id}`,
      planName: `Plan ${id}`,
      status,
      startDate,
    });
    const orders = toMemberOrders([
      order('a', 'ACTIVE', new Date('2026-03-02T10:00:00Z')),
      order('b', 'ENDED', new Date('2026-04-01T10:00:00Z')),
      order('c', 'PENDING', new Date('2026-05-01T10:00:00Z')),
      order('d', 'CANCELED'),
    ]);
    expect(orders).toEqual([
      {
        id: 'c',
        planId: 'plan-c',
        planName: 'Plan c',
        status: 'Pending',
        startDate: 'Fri, May 1, 2026',
        statusText: 'Pending, starts Fri, May 1, 2026',
        held: true,
      },
      {
        id: 'a',
        planId: 'plan-a',
        planName: 'Plan a',
        status: 'Active',
        startDate: 'Mon, Mar 2, 2026',
        statusText: 'Active since Mon, Mar 2, 2026',
        held: true,
      },
    ]);
  });

  it('marks each plan with a held order first, else its newest, in words', () => {
    const order = (id: string, planId: string, status: string, startDate?: string) => ({
      id,
      planId,
      status,
      startDate,
    });
    const marks = planMarks([
      order('old', 'p1', 'CANCELED', '2026-01-01T00:00:00Z'),
      order('now', 'p1', 'ACTIVE', '2026-05-12T10:00:00Z'),
      order('gone', 'p2', 'CANCELED', '2026-02-01T00:00:00Z'),
      order('ended', 'p2', 'ENDED', '2026-01-01T00:00:00Z'),
    ]);
    expect(marks.p1).toMatchObject({
      id: 'now',
      statusText: 'Active since Tue, May 12, 2026',
      held: true,
    });
    expect(marks.p2).toMatchObject({ id: 'gone', statusText: 'Canceled', held: false });
    expect(marks.p3).toBeUndefined();
  });

  it('shows a purchase with the status as the platform gave it', () => {
    expect(
      toPurchaseView({
        id: 'o1',
        planId: 'p1',
        planName: 'Community',
        status: 'ACTIVE',
        startDate: '2026-11-23T18:00:00Z',
      }),
    ).toEqual({
      orderId: 'o1',
      planName: 'Community',
      status: 'ACTIVE',
      statusText: 'Active since Mon, Nov 23, 2026',
      startDate: 'Mon, Nov 23, 2026',
    });
  });

  it('reads the hosted checkout return and builds the return URL from the request', () => {
    const ok = { callbackType: 'CHECKOUT', status: 'SUCCESS' };
    expect(subscriptionsReturnOf({ ...ok, orderId: ' o1 ', planId: 'p1' })).toEqual({
      orderId: 'o1',
      planId: 'p1',
    });
    expect(subscriptionsReturnOf({ ...ok, planId: 'p1' })).toBeNull();
    // The real platform's return carries no callbackType.
    expect(subscriptionsReturnOf({ orderId: 'o1' })).toEqual({ orderId: 'o1' });
    expect(subscriptionsReturnOf({})).toBeNull();
    const headers = new Headers({ host: 'shop.test:3000', 'x-forwarded-proto': 'https' });
    expect(subscriptionsReturnUrl(headers)).toBe('https://shop.test:3000/subscriptions');
  });

  it('says how a return without a purchase ended, as /booking and /tickets do', () => {
    const failed = { callbackType: 'CHECKOUT', status: 'ERROR' };
    const noticeOf = (params: Record<string, string>) => {
      const back = subscriptionsReturnOf(params);
      return back && 'notice' in back ? back.notice : undefined;
    };
    const declinedNotice = {
      kind: 'declined',
      title: 'Payment declined',
      text: 'Nothing was charged and no plan was bought. Choose Buy on a plan to try again.',
    };
    const declined = { ...failed, error: 'PAYMENT_DECLINED', paymentStatus: 'DECLINED' };
    expect(noticeOf({ ...declined, planId: 'p1' })).toEqual(declinedNotice);
    // Without the plan's id, and on the real platform (no callbackType), still in words.
    expect(noticeOf(declined)).toEqual(declinedNotice);
    expect(noticeOf({ paymentStatus: 'DECLINED', planId: 'p1' })).toEqual(declinedNotice);
    // A refusal (the purchase limit, an archived plan) in the hosted page's own words.
    const refused = { ...failed, error: 'PLAN_NOT_BOUGHT', planId: 'p1' };
    expect(
      noticeOf({ ...refused, errorDescription: 'This plan can be bought once per member' }),
    ).toEqual({
      kind: 'problem',
      title: 'No plan bought',
      text: 'This plan can be bought once per member. Nothing was charged. You can choose another plan.',
    });
    expect(noticeOf(refused)).toMatchObject({ kind: 'problem', title: 'No plan bought' });
    expect(noticeOf({ callbackType: 'CHECKOUT', status: 'CANCELED' })).toEqual({
      kind: 'canceled',
      title: 'Checkout canceled',
      text: 'You left the checkout before paying. Nothing was charged. No plan was bought; choose one when you are ready.',
    });
  });

  it('adds what to do to a refusal with a known code, once', () => {
    const limit = {
      code: 'PURCHASE_LIMIT_REACHED',
      message: 'This plan can be bought once per member',
    };
    expect(withAdvice(limit).message).toBe(
      'This plan can be bought once per member. You already have this plan; choose another one.',
    );
    expect(withAdvice(withAdvice(limit))).toEqual(withAdvice(limit));
    expect(withAdvice({ message: 'Boom' })).toEqual({ message: 'Boom' });
  });
});
