import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { ApplicationError } from '../../core/errors';
import { planOrders } from './plan-orders';

const d = (day: number) => `2026-03-${String(day).padStart(2, '0')}T00:00:00.000Z`;
const order = () => ({
  id: 'o1',
  planId: 'p1',
  buyer: { memberId: 'm1', contactId: 'c1' },
  type: 'ONLINE',
  status: 'ACTIVE',
  lastPaymentStatus: 'PAID',
  startDate: d(1),
  endDate: d(31),
  earliestEndDate: d(2),
  currentCycle: { index: 1, status: 'ACTIVE', startedDate: d(1), endedDate: d(31) },
  cycles: [{ index: 1, status: 'ACTIVE', startedDate: d(1), endedDate: d(31) }],
  pausePeriods: [{ status: 'ENDED', pauseDate: d(3), resumeDate: d(4) }],
  cancellation: { requestedDate: d(5), cause: 'MEMBER_ACTION', effectiveAt: 'NEXT_PAYMENT_DATE' },
  createdDate: d(1),
  updatedDate: d(5),
});

describe('plan orders (member)', () => {
  it('creates an online order with the start date as ISO, the order unwrapped with Dates', async () => {
    const server = await fakePlatform({
      'POST /pricing-plans/v2/checkout/orders/online': { order: order() },
    });
    const api = clientOf(server, { planOrders }).planOrders;
    const created = await api.createOnlineOrder('p1', { startDate: new Date(d(2)) });
    expect(created.startDate).toEqual(new Date(d(1)));
    expect(apiCalls(server)[0]?.body).toEqual({ planId: 'p1', startDate: d(2) });
  });

  it('lists my orders with filters as repeated keys, every declared date a Date', async () => {
    const pagingMetadata = { count: 1, offset: 0, total: 1, tooManyToCount: false };
    const server = await fakePlatform({
      'GET /pricing-plans/v2/member/orders': { orders: [order()], pagingMetadata },
    });
    const api = clientOf(server, { planOrders }).planOrders;
    const result = await api.memberListOrders({
      planIds: ['p1'],
      orderStatuses: ['ACTIVE', 'PAUSED'],
      autoRenewCanceled: false,
      limit: 10,
    });
    const [first] = result.orders;
    expect(first?.startDate).toEqual(new Date(d(1)));
    expect(first?.endDate).toEqual(new Date(d(31)));
    expect(first?.earliestEndDate).toEqual(new Date(d(2)));
    expect(first?.currentCycle?.endedDate).toEqual(new Date(d(31)));
    expect(first?.cycles?.[0]?.startedDate).toEqual(new Date(d(1)));
    expect(first?.pausePeriods?.[0]?.resumeDate).toEqual(new Date(d(4)));
    expect(first?.cancellation?.requestedDate).toEqual(new Date(d(5)));
    expect(first?.updatedDate).toEqual(new Date(d(5)));
    expect(result.pagingMetadata).toEqual(pagingMetadata);
    expect(apiCalls(server)[0]?.url).toBe(
      '/pricing-plans/v2/member/orders?planIds=p1&orderStatuses=ACTIVE&orderStatuses=PAUSED&autoRenewCanceled=false&limit=10',
    );
  });

  it('gets one order, unwrapped', async () => {
    const server = await fakePlatform({
      'GET /pricing-plans/v2/member/orders/o1': { order: order() },
    });
    const api = clientOf(server, { planOrders }).planOrders;
    await expect(api.memberGetOrder('o1')).resolves.toMatchObject({
      id: 'o1',
      createdDate: new Date(d(1)),
    });
    expect(apiCalls(server)[0]?.url).toBe('/pricing-plans/v2/member/orders/o1?id=o1');
  });

  it('requests a cancellation', async () => {
    const server = await fakePlatform({ 'POST /pricing-plans/v2/member/orders/o1/cancel': {} });
    const api = clientOf(server, { planOrders }).planOrders;
    await expect(api.requestCancellation('o1', 'IMMEDIATELY')).resolves.toBeUndefined();
    expect(apiCalls(server)).toEqual([
      {
        method: 'POST',
        url: '/pricing-plans/v2/member/orders/o1/cancel',
        body: { id: 'o1', effectiveAt: 'IMMEDIATELY' },
      },
    ]);
  });

  it('surfaces a visitor’s 403 as an application error', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token') {
        return sendJson(res, 200, { access_token: 'v', refresh_token: 'r', expires_in: 14400 });
      }
      sendJson(res, 403, {
        message: 'Members only',
        details: { applicationError: { code: 'FORBIDDEN', description: 'Members only' } },
      });
    });
    const api = clientOf(server, { planOrders }).planOrders;
    const error = await api.memberListOrders().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
