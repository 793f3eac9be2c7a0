import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { setPremium } from '../checkout/test-helpers';
import { placedOrder } from './test-kit';

const t = useTestApp();
let owner: Record<string, string>;
beforeAll(async () => {
  owner = await ownerHeaders(t.db);
  await setPremium(t.db, true);
});

/** The official SDK's orders.aggregateOrders: POST /ecom/v1/orders/aggregate. */
const aggregate = (body: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'POST', url: '/ecom/v1/orders/aggregate', headers, payload: body });

describe('POST /ecom/v1/orders/aggregate', () => {
  it('counts (in all and per group) and adds up totals over the filtered orders', async () => {
    const first = await placedOrder(t);
    const second = await placedOrder(t, 0, 2);
    await t.app.inject({
      method: 'POST',
      url: `/ecom/v1/orders/${second.orderId}/cancel`,
      headers: owner,
      payload: {},
    });
    const orders = await Promise.all(
      [first, second].map(
        async ({ orderId }) =>
          (
            await t.app.inject({ method: 'GET', url: `/ecom/v1/orders/${orderId}`, headers: owner })
          ).json().order,
      ),
    );
    const res = await aggregate({
      filter: { id: { $in: orders.map((o) => o.id) } },
      aggregation: {
        all: { $count: [] },
        byStatus: { $count: ['status', 'paymentStatus'] },
        revenue: { $sum: 'priceSummary.total.amount' },
      },
      hierarchySeparatorOverride: '/',
    });
    expect(res.statusCode, res.body).toBe(200);
    // In cents, as the platform adds them: two prices as doubles need not add up exactly.
    const cents = orders.reduce(
      (sum, o) => sum + Math.round(Number(o.priceSummary.total.amount) * 100),
      0,
    );
    const total = cents / 100;
    expect(res.json()).toEqual({
      aggregates: {
        all: 2,
        byStatus: { '(APPROVED/PAID)': 1, '(CANCELED/PAID)': 1 },
        revenue: total,
      },
    });
  });

  it('refuses what it cannot aggregate, naming the aggregation, and anyone but the owner', async () => {
    const res = await aggregate({ aggregation: { a: { $count: ['colour'] }, b: { $avg: 'x' } } });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    expect(fields).toEqual(['aggregation.a.$count', 'aggregation.b']);
    const filter = await aggregate({
      filter: { colour: 'red' },
      aggregation: { a: { $count: [] } },
    });
    expect(filter.json().details.validationError.fieldViolations[0].field).toMatch(/^filter/);
    const { token } = await placedOrder(t);
    expectAppError(
      await aggregate({ aggregation: {} }, { authorization: token }),
      403,
      'FORBIDDEN',
    );
  });
});
