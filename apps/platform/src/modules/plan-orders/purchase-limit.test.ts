import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSecondInstance, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { planOrders } from '../../db/schema/pricing-plans';
import { memberToken, newPlan } from '../pricing-plans/test-kit';
import { checkoutPath, submit } from './test-kit';

const t = useTestApp();
const second = useSecondInstance(t, 8);

async function freePlan(maxPurchasesPerBuyer: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/pricing-plans/v2/plans',
    headers: await ownerHeaders(t.db),
    payload: {
      plan: newPlan({
        maxPurchasesPerBuyer,
        pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
      }),
    },
  });
  return res.json().plan.id as string;
}

describe('maxPurchasesPerBuyer under concurrency', () => {
  it('12 simultaneous purchases by one member through two instances make exactly 2 orders', async () => {
    const planId = await freePlan(2);
    const memberId = randomUUID();
    const token = await memberToken(t.db, memberId);
    // Every session is made before any purchase, so each passed the early check.
    const paths = await Promise.all(
      Array.from({ length: 12 }, () => checkoutPath(t.app, token, planId)),
    );
    const results = await Promise.all(
      paths.map((path, i) => submit(i % 2 === 0 ? t.app : second.app, path)),
    );
    expect(results.filter((r) => r.statusCode === 303)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode !== 303);
    expect(refused.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 409));
    expect(refused[0]!.body).toContain('2 times per member');
    const rows = await t.db
      .select()
      .from(planOrders)
      .where(and(eq(planOrders.planId, planId), eq(planOrders.memberId, memberId)));
    expect(rows).toHaveLength(2);
  });

  it('the same checkout submitted at once on both instances makes one order', async () => {
    const planId = await freePlan(0);
    const path = await checkoutPath(t.app, await memberToken(t.db), planId);
    const [a, b] = await Promise.all([submit(t.app, path), submit(second.app, path)]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    expect(a.headers.location).toBe(b.headers.location);
    expect(await t.db.select().from(planOrders).where(eq(planOrders.planId, planId))).toHaveLength(
      1,
    );
  });
});
