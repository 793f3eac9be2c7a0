import { PlanV3Response, QueryPlansV3Response } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../test/harness';
import { newPlan, planId, usePlansClient } from './test-kit';

const t = useTestApp();
const c = usePlansClient(t);

const V3 = '/pricing-plans/v3/plans';
const slugsOf = (body: unknown) => QueryPlansV3Response.parse(body).plans.map((p) => p.slug);
const encoded = (request: unknown) => Buffer.from(JSON.stringify(request)).toString('base64url');

describe('Plans V3 query (GET and POST /pricing-plans/v3/plans/query)', () => {
  it('shows visitors the public plans, oldest first, in the V3 shape', async () => {
    const res = await c.asVisitor('POST', `${V3}/query`, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = QueryPlansV3Response.parse(res.json());
    expect(body.plans.map((p) => p.slug).sort()).toEqual(
      ['10-class-pass', 'community', 'monthly-membership', 'yearly-membership'].sort(),
    );
    const monthly = body.plans.find((p) => p.slug === 'monthly-membership');
    expect(monthly).toMatchObject({
      visibility: 'PUBLIC',
      buyable: true,
      currency: 'USD',
      maxPurchasesPerBuyer: 0,
      pricingVariants: [
        {
          freeTrialDays: 7,
          billingTerms: {
            billingCycle: { period: 'MONTH', count: '1' },
            startType: 'ON_PURCHASE',
            endType: 'UNTIL_CANCELLED',
          },
          pricingStrategies: [{ flatRate: { amount: '49' } }],
        },
      ],
    });
    expect(monthly?.perks.map((p) => p.description)).toContain('Cancel anytime');
    const pass = body.plans.find((p) => p.slug === '10-class-pass');
    expect(pass?.pricingVariants[0]?.billingTerms).toEqual({
      billingCycle: { period: 'MONTH', count: '3' },
      startType: 'ON_PURCHASE',
      endType: 'CYCLES_COMPLETED',
      cyclesCompletedDetails: { billingCycleCount: '1' },
    });
    const community = body.plans.find((p) => p.slug === 'community');
    expect(community?.pricingVariants[0]?.billingTerms).toEqual({
      startType: 'ON_PURCHASE',
      endType: 'UNTIL_CANCELLED',
    });
    expect(community?.maxPurchasesPerBuyer).toBe(1);
  });

  it("answers the SDK's GET with `.r`, filtering and paging by cursor", async () => {
    const request = {
      query: {
        filter: { slug: { $in: ['community', 'yearly-membership'] } },
        sort: [{ fieldName: 'name' }],
        cursorPaging: { limit: 1 },
      },
    };
    const first = await c.asMember('GET', `${V3}/query?.r=${encoded(request)}`);
    expect(first.statusCode, first.body).toBe(200);
    const page = QueryPlansV3Response.parse(first.json());
    expect(page.plans.map((p) => p.slug)).toEqual(['community']);
    const next = page.pagingMetadata.cursors?.next;
    expect(next).toBeTruthy();
    const second = await c.asMember('POST', `${V3}/query`, {
      query: { cursorPaging: { cursor: next } },
    });
    expect(slugsOf(second.json())).toEqual(['yearly-membership']);
  });

  it('shows the owner private plans too, and refuses unknown fields with 400', async () => {
    const res = await c.asOwner('POST', `${V3}/query`, {
      query: { filter: { visibility: 'PRIVATE' } },
    });
    expect(slugsOf(res.json())).toEqual(['staff-plan']);
    const visitor = await c.asVisitor('POST', `${V3}/query`, {
      query: { filter: { visibility: 'PRIVATE' } },
    });
    expect(slugsOf(visitor.json())).toEqual([]);
    const bad = await c.asVisitor('POST', `${V3}/query`, { query: { filter: { nope: 1 } } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /pricing-plans/v3/plans/:planId', () => {
  it('reads a public plan for anyone and hides a private one from all but the owner', async () => {
    const res = await c.asVisitor('GET', `${V3}/${planId('yearly-membership')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(PlanV3Response.parse(res.json()).plan).toMatchObject({
      id: planId('yearly-membership'),
      name: expect.any(String),
      visibility: 'PUBLIC',
    });
    await expectAppError(
      await c.asMember('GET', `${V3}/${planId('staff-plan')}`),
      404,
      'PLAN_NOT_FOUND',
    );
    const owner = await c.asOwner('GET', `${V3}/${planId('staff-plan')}`);
    expect(PlanV3Response.parse(owner.json()).plan.visibility).toBe('PRIVATE');
  });

  it('reads through V3 a plan the owner created and changed through v2 (one store)', async () => {
    const created = await c.asOwner('POST', '/pricing-plans/v2/plans', { plan: newPlan() });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().plan.id as string;
    const read = PlanV3Response.parse((await c.asVisitor('GET', `${V3}/${id}`)).json()).plan;
    expect(read.pricingVariants[0]).toMatchObject({
      freeTrialDays: 3,
      billingTerms: {
        billingCycle: { period: 'WEEK', count: '1' },
        endType: 'CYCLES_COMPLETED',
        cyclesCompletedDetails: { billingCycleCount: '4' },
      },
      pricingStrategies: [{ flatRate: { amount: '12.5' } }],
    });
    const archived = await c.asOwner('POST', `/pricing-plans/v2/plans/${id}/archive`, {});
    expect(archived.statusCode, archived.body).toBe(200);
    await expectAppError(await c.asVisitor('GET', `${V3}/${id}`), 404, 'PLAN_NOT_FOUND');
    const owner = PlanV3Response.parse((await c.asOwner('GET', `${V3}/${id}`)).json()).plan;
    expect(owner.buyable).toBe(false);
  });

  it('answers 404 for a malformed or unknown id', async () => {
    await expectAppError(await c.asVisitor('GET', `${V3}/nope`), 404, 'PLAN_NOT_FOUND');
  });
});

describe('POST /pricing-plans/v3/plans (owner)', () => {
  const variant = (billingTerms: object, amount = '20') => ({
    billingTerms,
    pricingStrategies: [{ flatRate: { amount } }],
  });

  it('creates a plan that v2 then reads, a one-time plan as a single payment', async () => {
    const res = await c.asOwner('POST', V3, {
      plan: {
        name: 'V3 pass',
        perks: [{ description: 'Ten visits' }],
        pricingVariants: [
          variant({
            billingCycle: { period: 'MONTH', count: '2' },
            endType: 'CYCLES_COMPLETED',
            cyclesCompletedDetails: { billingCycleCount: '1' },
          }),
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = PlanV3Response.parse(res.json()).plan;
    expect(plan).toMatchObject({ name: 'V3 pass', visibility: 'PUBLIC', maxPurchasesPerBuyer: 0 });
    const v2 = await c.asVisitor('GET', `/pricing-plans/v2/plans/${plan.id}`);
    expect(v2.json().plan).toMatchObject({
      slug: 'v3-pass',
      perks: { values: ['Ten visits'] },
      pricing: { singlePaymentForDuration: { count: 2, unit: 'MONTH' }, price: { value: '20' } },
    });
  });

  it('keeps private plans private and refuses others and a cycle-less end', async () => {
    const res = await c.asOwner('POST', V3, {
      plan: {
        name: 'V3 hidden',
        visibility: 'PRIVATE',
        pricingVariants: [
          variant({ billingCycle: { period: 'WEEK', count: '1' }, endType: 'UNTIL_CANCELLED' }),
        ],
      },
    });
    const id = PlanV3Response.parse(res.json()).plan.id;
    await expectAppError(await c.asVisitor('GET', `${V3}/${id}`), 404, 'PLAN_NOT_FOUND');
    const body = {
      plan: { name: 'Nope', pricingVariants: [variant({ endType: 'CYCLES_COMPLETED' })] },
    };
    expect((await c.asMember('POST', V3, body)).statusCode).toBe(403);
    const bad = await c.asOwner('POST', V3, body);
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.body).toContain('plan.pricingVariants[0].billingTerms.billingCycle');
  });
});
