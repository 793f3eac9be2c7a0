import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../../test/outbox-events';
import { caller, type Caller } from '../../../../test/callers';
import { domainEvents } from '../../../db/schema/ecom-pricing';
import {
  createSession,
  createWeeklyPlan,
  OFFLINE_ORDERS,
  OWNER_ORDERS,
  premiumOwnerAndMember,
} from '../test-kit';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const FQDN = 'wix.pricing_plans.v2.order';
const t = useTestApp();
let owner: Caller;
let memberId: string;
let token: string;
let weeklyPlanId: string;

beforeAll(async () => {
  ({ owner, memberId, token } = await premiumOwnerAndMember(t, { registered: true }));
  // Bought at most once per member.
  weeklyPlanId = await createWeeklyPlan(owner, { maxPurchasesPerBuyer: 1 });
});
afterAll(() => {
  vi.restoreAllMocks();
});

const at = (ms: number) => vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date(ms));
const iso = (ms: number) => new Date(ms).toISOString();
const orderOf = async (id: string) => (await owner('GET', `${OWNER_ORDERS}/${id}`)).json().order;
const slugsOf = async (id: string) =>
  (await outboxOf(t.db, FQDN, id)).map((e) => e.eventType.slice(FQDN.length + 1));
const outboxSize = async () => (await t.db.select({ n: count() }).from(domainEvents))[0]!.n;

async function futureOrder(startMs: number): Promise<string> {
  const res = await owner('POST', OFFLINE_ORDERS, {
    planId: weeklyPlanId,
    memberId,
    startDate: iso(startMs),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.id;
}

describe('plan orders that start later, and moving their start (owner)', () => {
  it('records an offline order that starts later: PENDING until then, no started yet', async () => {
    const t0 = Date.now();
    at(t0);
    const res = await owner('POST', OFFLINE_ORDERS, {
      planId: weeklyPlanId,
      memberId,
      startDate: iso(t0 + 3 * DAY),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json();
    expect(order).toMatchObject({
      status: 'PENDING',
      startDate: iso(t0 + 3 * DAY),
      endDate: iso(t0 + 3 * DAY + 4 * WEEK),
    });
    expect(order.currentCycle).toBeUndefined();
    const [created, ...rest] = await outboxOf(t.db, FQDN, order.id);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({ eventType: `${FQDN}_created`, identity: ownerIdentity });
    expect(created!.payload).toMatchObject({ id: order.id, status: 'PENDING' });

    // Reads and filters agree on the status, for the owner and the buyer alike.
    const pending = await owner(
      'GET',
      `${OWNER_ORDERS}?orderStatuses=PENDING&buyerIds=${memberId}`,
    );
    expect(pending.json().orders.map((o: { id: string }) => o.id)).toContain(order.id);
    const active = await owner('GET', `${OWNER_ORDERS}?orderStatuses=ACTIVE&buyerIds=${memberId}`);
    expect(active.json().orders.map((o: { id: string }) => o.id)).not.toContain(order.id);
    const own = caller(t.app, { authorization: token });
    const mine = await own('GET', `/pricing-plans/v2/member/orders/${order.id}`);
    expect(mine.json().order.status).toBe('PENDING');
    // It is a purchase of the plan: the member's limit of one is reached.
    const session = await createSession(t.app, token, weeklyPlanId);
    expectAppError(session, 400, 'PURCHASE_LIMIT_REACHED');
    // Not active yet: it cannot be paused or canceled.
    const pause = await owner('POST', `${OWNER_ORDERS}/${order.id}/pause`, {});
    expectAppError(pause, 400, 'ORDER_NOT_ACTIVE');
    const cancel = await owner('POST', `${OWNER_ORDERS}/${order.id}/cancel`, {
      effectiveAt: 'IMMEDIATELY',
    });
    expectAppError(cancel, 400, 'ORDER_NOT_CANCELABLE');
  });

  it('moves a pending order: cycles and end follow, a postponed end keeps its extra days', async () => {
    const t0 = Date.now();
    at(t0);
    const id = await futureOrder(t0 + 2 * DAY);
    const postponed = iso(t0 + 2 * DAY + 4 * WEEK + DAY);
    expect((await owner('PATCH', `${OWNER_ORDERS}/${id}`, { endDate: postponed })).statusCode).toBe(
      200,
    );

    const start = t0 + 5 * DAY;
    const moved = await owner('POST', `${OWNER_ORDERS}/${id}/change-start-date`, {
      id,
      startDate: iso(start),
    });
    expect([moved.statusCode, moved.json()]).toEqual([200, {}]);
    const order = await orderOf(id);
    expect(order).toMatchObject({
      status: 'PENDING',
      startDate: iso(start),
      endDate: iso(start + 4 * WEEK + DAY),
      earliestEndDate: iso(start + WEEK),
      cycles: [{ index: 1, startedDate: iso(start), endedDate: iso(start + WEEK) }],
    });

    const events = await outboxOf(t.db, FQDN, id);
    const [updated, changed] = events.slice(-2);
    expect(updated).toMatchObject({
      eventType: `${FQDN}_updated`,
      aggregateId: id,
      identity: ownerIdentity,
    });
    expect(updated!.payload).toMatchObject({ id, startDate: iso(start), status: 'PENDING' });
    expect(changed).toMatchObject({ eventType: `${FQDN}_start_date_changed`, aggregateId: id });
    expect(changed!.identity).toEqual(ownerIdentity);
    expect(changed!.payload).toMatchObject({ order: { id, startDate: iso(start) } });
    expect(await slugsOf(id)).not.toContain('started');
  });

  it('the clock starts it on the first read after its start; then its start cannot move', async () => {
    const t0 = Date.now();
    at(t0);
    const id = await futureOrder(t0 + DAY);
    at(t0 + DAY + 1000);
    const [read] = await Promise.all([orderOf(id), orderOf(id), owner('GET', OWNER_ORDERS)]);
    expect(read.status).toBe('ACTIVE');
    expect(read.currentCycle).toMatchObject({ index: 1, startedDate: iso(t0 + DAY) });
    const slugs = await slugsOf(id);
    expect(slugs.filter((s) => s === 'started')).toHaveLength(1);
    expect(slugs.filter((s) => s === 'cycle_started')).toHaveLength(1);
    const [started] = (await outboxOf(t.db, FQDN, id)).filter(
      (e) => e.eventType === `${FQDN}_started`,
    );
    expect(started!.identity).toBeNull();
    expect(started!.payload).toMatchObject({ order: { id, status: 'ACTIVE' } });

    const before = await outboxSize();
    const late = await owner('POST', `${OWNER_ORDERS}/${id}/change-start-date`, {
      startDate: iso(t0 + 9 * DAY),
    });
    expectAppError(late, 400, 'ORDER_ALREADY_STARTED');
    expect((await orderOf(id)).startDate).toBe(iso(t0 + DAY));
    expect(await outboxSize()).toBe(before);
  });

  it('an order made without a start date starts now, as before', async () => {
    const t0 = Date.now();
    at(t0);
    const res = await owner('POST', OFFLINE_ORDERS, { planId: weeklyPlanId, memberId });
    expect(res.json().order).toMatchObject({ status: 'ACTIVE', startDate: iso(t0) });
    expect(await slugsOf(res.json().order.id)).toEqual(['created', 'started']);
  });

  it('refuses a past start, bad input, an unknown order and any caller but the owner', async () => {
    const t0 = Date.now();
    at(t0);
    const id = await futureOrder(t0 + 4 * DAY);
    const before = await outboxSize();
    const field = (res: Awaited<ReturnType<typeof owner>>) =>
      res.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    const change = (body: unknown, orderId = id) =>
      owner('POST', `${OWNER_ORDERS}/${orderId}/change-start-date`, body);

    const past = await change({ startDate: iso(t0 - DAY) });
    expect([past.statusCode, field(past)]).toEqual([400, ['startDate']]);
    const pastOffline = await owner('POST', OFFLINE_ORDERS, {
      planId: weeklyPlanId,
      memberId,
      startDate: iso(t0 - DAY),
    });
    expect([pastOffline.statusCode, field(pastOffline)]).toEqual([400, ['startDate']]);
    const garbled = await change({ startDate: 'next week' });
    expect([garbled.statusCode, field(garbled)]).toEqual([400, ['startDate']]);
    const missing = await change({});
    expect([missing.statusCode, field(missing)]).toEqual([400, ['startDate']]);
    const otherId = await change({
      id: '00000000-0000-4000-8000-000000000000',
      startDate: iso(t0 + 9 * DAY),
    });
    expect([otherId.statusCode, field(otherId)]).toEqual([400, ['id']]);
    const unknown = await change(
      { startDate: iso(t0 + 9 * DAY) },
      '00000000-0000-4000-8000-000000000000',
    );
    expectAppError(unknown, 404, 'ORDER_NOT_FOUND');

    const body = { startDate: iso(t0 + 9 * DAY) };
    const url = `${OWNER_ORDERS}/${id}/change-start-date`;
    const asMember = await caller(t.app, { authorization: token })('POST', url, body);
    expectAppError(asMember, 403, 'FORBIDDEN');
    const visitor = caller(t.app, { authorization: await visitorToken(t.app) });
    const asVisitor = await visitor('POST', url, body);
    expectAppError(asVisitor, 403, 'FORBIDDEN');

    expect((await orderOf(id)).startDate).toBe(iso(t0 + 4 * DAY));
    expect(await outboxSize()).toBe(before);
  });
});
