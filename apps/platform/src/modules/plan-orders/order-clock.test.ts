import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAppError, useTestApp } from '../../../test/harness';
import type { Caller } from '../../../test/callers';
import { notificationsOf } from '../pricing-plans/test-kit';
import { buy, createWeeklyPlan, OWNER_ORDERS, premiumOwnerAndMember } from './test-kit';

const DAY = 86_400_000;
const t = useTestApp();
let owner: Caller;
let token: string;
let weeklyPlanId: string;

beforeAll(async () => {
  ({ owner, token } = await premiumOwnerAndMember(t));
  weeklyPlanId = await createWeeklyPlan(owner);
});
afterAll(() => {
  vi.restoreAllMocks();
});

const at = (ms: number) => vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date(ms));
const orderOf = async (id: string) => (await owner('GET', `${OWNER_ORDERS}/${id}`)).json().order;
const count = (list: string[], name: string) => list.filter((n) => n === name).length;

describe('plan orders: pauses shift the cycles, the clock records cycles and the end', () => {
  it('moves the later cycles and the end date on by a pause, and says so', async () => {
    const t0 = Date.now();
    at(t0);
    const id = await buy(t.app, token, weeklyPlanId);
    const before = await orderOf(id);
    at(t0 + 2 * DAY);
    expect((await owner('POST', `${OWNER_ORDERS}/${id}/pause`, {})).statusCode).toBe(200);
    at(t0 + 5 * DAY);
    expect((await owner('POST', `${OWNER_ORDERS}/${id}/resume`, {})).statusCode).toBe(200);

    at(t0 + 11 * DAY);
    const after = await orderOf(id);
    expect(new Date(after.endDate).getTime()).toBe(new Date(before.endDate).getTime() + 3 * DAY);
    expect(after.cycles.map((c: { startedDate: string }) => c.startedDate)).toEqual([
      new Date(t0).toISOString(),
      new Date(t0 + 10 * DAY).toISOString(),
    ]);
    expect(after.currentCycle).toMatchObject({
      index: 2,
      endedDate: new Date(t0 + 17 * DAY).toISOString(),
    });
    const names = await notificationsOf(t.db, id);
    expect(names).toEqual(
      expect.arrayContaining(['order_paused', 'order_resumed', 'order_end_date_postponed']),
    );
    // Two cycles have begun by day 11: each recorded once, however many reads see them.
    await Promise.all([orderOf(id), orderOf(id), owner('GET', OWNER_ORDERS)]);
    expect(count(await notificationsOf(t.db, id), 'order_cycle_started')).toBe(2);
  });

  it('records ended once when an order is over, and the owner can postpone its end first', async () => {
    const t0 = Date.now();
    at(t0);
    const id = await buy(t.app, token, weeklyPlanId);
    const end = new Date((await orderOf(id)).endDate).getTime();
    const earlier = await owner('PATCH', `${OWNER_ORDERS}/${id}`, {
      endDate: new Date(end - DAY).toISOString(),
    });
    expectAppError(earlier, 400, 'END_DATE_NOT_LATER');
    const later = new Date(end + 2 * DAY).toISOString();
    const moved = await owner('PATCH', `${OWNER_ORDERS}/${id}`, { id, endDate: later });
    expect([moved.statusCode, moved.json()]).toEqual([200, {}]);
    expect((await orderOf(id)).endDate).toBe(later);
    expect(await notificationsOf(t.db, id)).toContain('order_end_date_postponed');

    at(end + DAY);
    expect((await orderOf(id)).status).toBe('ACTIVE');
    expect(await notificationsOf(t.db, id)).not.toContain('order_ended');
    at(end + 3 * DAY);
    expect((await orderOf(id)).status).toBe('ENDED');
    await Promise.all([orderOf(id), owner('GET', OWNER_ORDERS)]);
    const names = await notificationsOf(t.db, id);
    expect(count(names, 'order_ended')).toBe(1);
    expect(count(names, 'order_cycle_started')).toBe(4);
  });

  it('refuses to postpone an unlimited order or with a bad date', async () => {
    at(Date.now());
    const staff = await owner('GET', '/pricing-plans/v2/plans?limit=50');
    const unlimited = staff
      .json()
      .plans.find(
        (p: { pricing: { singlePaymentUnlimited?: boolean } }) => p.pricing.singlePaymentUnlimited,
      );
    const id = await buy(t.app, token, unlimited.id);
    const res = await owner('PATCH', `${OWNER_ORDERS}/${id}`, { endDate: '2099-01-01T00:00:00Z' });
    expectAppError(res, 400, 'ORDER_HAS_NO_END_DATE');
    const bad = await owner('PATCH', `${OWNER_ORDERS}/${id}`, { endDate: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('endDate');
  });
});
