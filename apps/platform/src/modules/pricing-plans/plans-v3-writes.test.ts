import { PlanV3Response, SearchPlansV3Response } from '@headless/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema/ecom-pricing';
import { pricingPlans } from '../../db/schema/pricing-plans';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { newPlan, notificationsOf, planId, usePlansClient } from './test-kit';

const t = useTestApp();
const c = usePlansClient(t);

const V3 = '/pricing-plans/v3/plans';
const encoded = (request: unknown) => Buffer.from(JSON.stringify(request)).toString('base64url');
const planOf = (res: { json: () => unknown }) => PlanV3Response.parse(res.json()).plan;

/** A public plan made through v2, read back on the V3 wire. */
async function v3Plan(overrides: Record<string, unknown> = {}) {
  const created = await c.asOwner('POST', '/pricing-plans/v2/plans', { plan: newPlan(overrides) });
  expect(created.statusCode, created.body).toBe(200);
  return planOf(await c.asOwner('GET', `${V3}/${created.json().plan.id as string}`));
}

describe('PATCH /pricing-plans/v3/plans/:planId (owner)', () => {
  it('changes the fields sent at the revision read, and v2 reads the change (one store)', async () => {
    const plan = await v3Plan();
    expect(plan.revision).toBe('1');
    const res = await c.asOwner('PATCH', `${V3}/${plan.id}`, {
      plan: {
        id: plan.id,
        revision: plan.revision,
        name: 'Renamed in V3',
        perks: [{ description: 'Only one' }],
        pricingVariants: [
          {
            billingTerms: {
              billingCycle: { period: 'MONTH', count: '1' },
              endType: 'UNTIL_CANCELLED',
            },
            pricingStrategies: [{ flatRate: { amount: '30' } }],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = planOf(res);
    expect(updated).toMatchObject({ name: 'Renamed in V3', revision: '2', slug: plan.slug });
    expect(updated.description).toBe(plan.description);
    const v2 = (await c.asOwner('GET', `/pricing-plans/v2/plans/${plan.id}`)).json().plan;
    expect(v2).toMatchObject({
      name: 'Renamed in V3',
      perks: { values: ['Only one'] },
      pricing: { subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 } },
    });
    expect(await notificationsOf(t.db, plan.id)).toEqual(['plan_created', 'plan_updated']);
  });

  it('refuses a stale revision with 409, and a v2 change moves the revision too', async () => {
    const plan = await v3Plan();
    const hide = { id: plan.id, visible: false };
    expect(
      (await c.asOwner('PUT', `/pricing-plans/v2/plans/${plan.id}/visibility`, hide)).statusCode,
    ).toBe(200);
    const stale = await c.asOwner('PATCH', `${V3}/${plan.id}`, {
      plan: { revision: plan.revision, name: 'Lost update' },
    });
    await expectAppError(stale, 409, 'REVISION_MISMATCH');
    expect(stale.json().details.applicationError.data).toMatchObject({ currentRevision: '2' });
    expect(planOf(await c.asOwner('GET', `${V3}/${plan.id}`)).name).toBe(plan.name);
  });

  it('stops selling on buyable: false (v2 archive) and then refuses changes', async () => {
    const plan = await v3Plan();
    const res = await c.asOwner('PATCH', `${V3}/${plan.id}`, {
      plan: { revision: plan.revision, buyable: false },
    });
    expect(planOf(res)).toMatchObject({ buyable: false, revision: '2' });
    expect(
      (await c.asOwner('GET', `/pricing-plans/v2/plans/${plan.id}`)).json().plan.archived,
    ).toBe(true);
    await expectAppError(await c.asVisitor('GET', `${V3}/${plan.id}`), 404, 'PLAN_NOT_FOUND');
    expect(await notificationsOf(t.db, plan.id)).toContain('plan_archived');
    const again = await c.asOwner('PATCH', `${V3}/${plan.id}`, {
      plan: { revision: '2', name: 'Back?' },
    });
    await expectAppError(again, 400, 'PLAN_ARCHIVED');
  });

  it("is the owner's: 403 for members, 400 without a revision or for another id, 404 unknown", async () => {
    const plan = await v3Plan();
    const body = { plan: { revision: plan.revision, name: 'X' } };
    expect((await c.asMember('PATCH', `${V3}/${plan.id}`, body)).statusCode).toBe(403);
    expectValidationError(await c.asOwner('PATCH', `${V3}/${plan.id}`, { plan: { name: 'X' } }), [
      'plan.revision:REQUIRED_FIELD',
    ]);
    const other = { plan: { ...body.plan, id: planId('community') } };
    expect((await c.asOwner('PATCH', `${V3}/${plan.id}`, other)).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectAppError(await c.asOwner('PATCH', `${V3}/${unknown}`, body), 404, 'PLAN_NOT_FOUND');
  });
});

describe('DELETE /pricing-plans/v3/plans/:planId (owner)', () => {
  it('deletes a plan nobody ordered; keeps one with orders (428)', async () => {
    const plan = await v3Plan();
    expect((await c.asMember('DELETE', `${V3}/${plan.id}`)).statusCode).toBe(403);
    const res = await c.asOwner('DELETE', `${V3}/${plan.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    await expectAppError(await c.asOwner('GET', `${V3}/${plan.id}`), 404, 'PLAN_NOT_FOUND');
    // Plans V3's own event, named as its onPlanDeleted (v2 has no delete), with the plan.
    expect(await notificationsOf(t.db, plan.id)).toEqual([
      'plan_created',
      'wix.pricing_plans.v3.plan_deleted',
    ]);
    const [deleted] = await t.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.eventType, 'wix.pricing_plans.v3.plan_deleted'))
      .orderBy(desc(domainEvents.id))
      .limit(1);
    expect(deleted?.payload).toMatchObject({ id: plan.id, name: plan.name });
    const sold = await v3Plan();
    // As a purchase marks it (plan-orders' purchase and offline order).
    await t.db.update(pricingPlans).set({ hasOrders: true }).where(eq(pricingPlans.id, sold.id));
    await expectAppError(await c.asOwner('DELETE', `${V3}/${sold.id}`), 428, 'PLAN_HAS_ORDERS');
    expect((await c.asOwner('GET', `${V3}/${sold.id}`)).statusCode).toBe(200);
  });
});

describe('search and count (GET …/search, POST …/count)', () => {
  it('answers the literal `search` (not a plan id) with free text over names, for visitors', async () => {
    const request = {
      search: { search: { expression: 'membership' }, sort: [{ fieldName: 'name' }] },
    };
    const res = await c.asVisitor('GET', `${V3}/search?.r=${encoded(request)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = SearchPlansV3Response.parse(res.json());
    expect(body.plans.map((p) => p.slug)).toEqual(['monthly-membership', 'yearly-membership']);
    expect(body.aggregationData).toEqual({ results: [] });
    const post = await c.asVisitor('POST', `${V3}/search`, {
      search: { filter: { slug: 'community' } },
    });
    expect(SearchPlansV3Response.parse(post.json()).plans.map((p) => p.slug)).toEqual([
      'community',
    ]);
  });

  it('counts what the caller may read, filtered', async () => {
    const visitor = await c.asVisitor('POST', `${V3}/count`, { filter: { visibility: 'PRIVATE' } });
    expect(visitor.json()).toEqual({ count: 0 });
    const owner = await c.asOwner('POST', `${V3}/count`, { filter: { visibility: 'PRIVATE' } });
    expect(owner.json().count).toBeGreaterThanOrEqual(1);
    const all = await c.asVisitor('POST', `${V3}/count`, {});
    const listed = await c.asVisitor('POST', `${V3}/query`, {});
    expect(all.json()).toEqual({ count: listed.json().plans.length });
    const bad = await c.asVisitor('POST', `${V3}/count`, { filter: { nope: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('filter.nope');
  });
});
