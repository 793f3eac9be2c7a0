import { DEMO_SITE_ID, PlanResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../test/harness';
import { pricingPlans } from '../../db/schema/pricing-plans';
import { newPlan, notificationsOf, planId, usePlansClient, violationsOf } from './test-kit';

const t = useTestApp();
const c = usePlansClient(t);

const PLANS = '/pricing-plans/v2/plans';
async function created(overrides: Record<string, unknown> = {}) {
  const res = await c.asOwner('POST', PLANS, { plan: newPlan(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return PlanResponse.parse(res.json()).plan;
}

describe('POST /pricing-plans/v2/plans', () => {
  it('creates a plan with exact money, a slug and a created notification', async () => {
    const plan = await created({ name: 'Café Club' });
    expect(plan).toMatchObject({
      name: 'Café Club',
      slug: 'cafe-club',
      public: true,
      archived: false,
      primary: false,
      hasOrders: false,
      buyerCanCancel: true,
      pricing: { price: { value: '12.5', currency: 'USD' }, freeTrialDays: 3 },
    });
    const [row] = await t.db.select().from(pricingPlans).where(eq(pricingPlans.id, plan.id));
    expect([row?.priceMinor, row?.cycleCount]).toEqual([1250, 4]);
    expect(await notificationsOf(t.db, plan.id)).toEqual(['plan_created']);
    expect((await created({ name: 'Café Club' })).slug).toBe('cafe-club-2');
    const list = await c.asVisitor('GET', `${PLANS}/public?planIds=${plan.id}`);
    expect(list.json().plans).toHaveLength(1);
  });

  it('takes every pricing model and hidden plans', async () => {
    const single = await created({
      public: false,
      maxPurchasesPerBuyer: 1,
      pricing: {
        singlePaymentForDuration: { count: 2, unit: 'YEAR' },
        price: { value: '1000', currency: 'JPY' },
      },
    });
    expect(single).toMatchObject({ public: false, maxPurchasesPerBuyer: 1 });
    expect(single.pricing).toEqual({
      singlePaymentForDuration: { count: 2, unit: 'YEAR' },
      price: { value: '1000', currency: 'JPY' },
    });
    const free = await created({
      pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'EUR' } },
    });
    expect(free.pricing).toEqual({
      singlePaymentUnlimited: true,
      price: { value: '0', currency: 'EUR' },
    });
  });

  it('rejects bad input field by field and creates nothing', async () => {
    const bad = (pricing: unknown, extra = {}) =>
      c.asOwner('POST', PLANS, { plan: { ...newPlan(extra), pricing } });
    const price = { value: '5', currency: 'USD' };
    const unit = await bad({ singlePaymentForDuration: { count: 1, unit: 'FORTNIGHT' }, price });
    expect(violationsOf(unit)).toEqual([
      'plan.pricing.singlePaymentForDuration.unit:INVALID_ENUM_VALUE',
    ]);
    expect(violationsOf(await bad({ price }))).toEqual([
      'plan.pricing.subscription:REQUIRED_ONE_OF_FIELD',
    ]);
    const two = await bad({
      singlePaymentUnlimited: true,
      singlePaymentForDuration: { count: 1, unit: 'DAY' },
      price,
    });
    expect(violationsOf(two)[0]).toMatch(/ONE_OF_ALIGNMENT$/);
    const cents = await bad({
      singlePaymentUnlimited: true,
      price: { value: '1.999', currency: 'USD' },
    });
    expect(violationsOf(cents)).toEqual(['plan.pricing.price.value:DECIMAL_MAX_SCALE']);
    const negative = await bad({
      singlePaymentUnlimited: true,
      price: { value: '-1', currency: 'USD' },
    });
    expect(violationsOf(negative)).toEqual(['plan.pricing.price.value:FORMAT']);
    const noName = await c.asOwner('POST', PLANS, { plan: { ...newPlan(), name: undefined } });
    expect(violationsOf(noName)).toEqual(['plan.name:REQUIRED_FIELD']);
    const taken = await c.asOwner('POST', PLANS, { plan: newPlan({ slug: 'community' }) });
    expectAppError(taken, 409, 'PLAN_SLUG_ALREADY_EXISTS');
    expect((await c.asOwner('GET', `${PLANS}/stats`)).json().totalPlans).toBe(9);
  });

  it('is the owner’s: visitors and members get 403 before validation', async () => {
    for (const call of [c.asVisitor, c.asMember]) {
      const res = await call('POST', PLANS, { plan: {} });
      expectAppError(res, 403, 'FORBIDDEN');
    }
  });
});

describe('PATCH /pricing-plans/v2/plans/{id}', () => {
  it('applies the present fields, or only the masked ones', async () => {
    const plan = await created();
    const res = await c.asOwner('PATCH', `${PLANS}/${plan.id}`, {
      plan: { id: plan.id, name: 'Renamed', buyerCanCancel: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plan).toMatchObject({
      name: 'Renamed',
      buyerCanCancel: false,
      description: 'A test plan.',
    });
    const masked = await c.asOwner('PATCH', `${PLANS}/${plan.id}`, {
      plan: {
        name: 'Ignored',
        pricing: { singlePaymentUnlimited: true, price: { value: '99.99', currency: 'USD' } },
      },
      fieldMask: 'pricing.price,description',
    });
    expect(masked.statusCode, masked.body).toBe(200);
    const after = masked.json().plan;
    expect([after.name, after.description, after.pricing]).toEqual([
      'Renamed',
      undefined,
      { singlePaymentUnlimited: true, price: { value: '99.99', currency: 'USD' } },
    ]);
    expect(await notificationsOf(t.db, plan.id)).toEqual([
      'plan_created',
      'plan_updated',
      'plan_buyer_can_cancel_updated',
      'plan_updated',
    ]);
  });

  it('refuses a mismatched id, unknown mask fields, unknown plans and members', async () => {
    const plan = await created();
    const url = `${PLANS}/${plan.id}`;
    expect(violationsOf(await c.asOwner('PATCH', url, { plan: { id: 'other' } }))).toEqual([
      'plan.id:VALIDATION',
    ]);
    const mask = await c.asOwner('PATCH', url, { plan: {}, fieldMask: ['hasOrders'] });
    expect(violationsOf(mask)).toEqual(['fieldMask:FIELD_NOT_ALLOWED']);
    const missing = await c.asOwner('PATCH', `${PLANS}/00000000-0000-4000-8000-000000000000`, {
      plan: { name: 'x' },
    });
    expectAppError(missing, 404, 'PLAN_NOT_FOUND');
    expect((await c.asMember('PATCH', url, { plan: { name: 'x' } })).statusCode).toBe(403);
  });
});

describe('visibility, primary and archive', () => {
  it('hides and shows a plan (PUT)', async () => {
    const plan = await created();
    const hide = await c.asOwner('PUT', `${PLANS}/${plan.id}/visibility`, {
      id: plan.id,
      visible: false,
    });
    expect(hide.json().plan.public).toBe(false);
    expect((await c.asVisitor('GET', `${PLANS}/${plan.id}`)).statusCode).toBe(404);
    const show = await c.asOwner('PUT', `${PLANS}/${plan.id}/visibility`, { visible: true });
    expect(show.json().plan.public).toBe(true);
    expect(violationsOf(await c.asOwner('PUT', `${PLANS}/${plan.id}/visibility`, {}))).toEqual([
      'visible:REQUIRED_FIELD',
    ]);
    expect(
      (await c.asVisitor('PUT', `${PLANS}/${plan.id}/visibility`, { visible: false })).statusCode,
    ).toBe(403);
  });

  it('keeps at most one primary plan, even under concurrent calls', async () => {
    const [a, b] = [await created(), await created()];
    const results = await Promise.all(
      [a, b, a, b].map((p) => c.asOwner('POST', `${PLANS}/${p.id}/make-primary`, { id: p.id })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const primaries = await t.db
      .select({ id: pricingPlans.id })
      .from(pricingPlans)
      .where(and(eq(pricingPlans.siteId, DEMO_SITE_ID), eq(pricingPlans.isPrimary, true)));
    expect(primaries).toHaveLength(1);
    const yearly = await c.asOwner('GET', `${PLANS}/${planId('yearly-membership')}`);
    expect(yearly.json().plan.primary).toBe(false);
    const clear = await c.asOwner('POST', `${PLANS}/clear-primary`, {});
    expect([clear.statusCode, clear.json()]).toEqual([200, {}]);
    const public_ = await c.asVisitor('GET', `${PLANS}/public`);
    expect(public_.json().plans.some((p: { primary: boolean }) => p.primary)).toBe(false);
    expect((await c.asMember('POST', `${PLANS}/clear-primary`, {})).statusCode).toBe(403);
  });

  it('archives once; an archived plan leaves the public list and cannot change', async () => {
    const plan = await created();
    await c.asOwner('POST', `${PLANS}/${plan.id}/make-primary`, {});
    const res = await c.asOwner('POST', `${PLANS}/${plan.id}/archive`, { id: plan.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plan).toMatchObject({ archived: true, primary: false });
    const again = await c.asOwner('POST', `${PLANS}/${plan.id}/archive`, {});
    expectAppError(again, 400, 'PLAN_ALREADY_ARCHIVED');
    for (const [method, suffix, body] of [
      ['POST', '/make-primary', {}],
      ['PATCH', '', { plan: { name: 'x' } }],
      ['PUT', '/visibility', { visible: true }],
    ] as const) {
      const refused = await c.asOwner(method, `${PLANS}/${plan.id}${suffix}`, body);
      expectAppError(refused, 400, 'PLAN_ARCHIVED', suffix);
    }
    const list = await c.asVisitor('GET', `${PLANS}/public?planIds=${plan.id}`);
    expect(list.json().plans).toEqual([]);
    const archived = await c.asOwner('GET', `${PLANS}?archived=ARCHIVED`);
    expect(archived.json().plans.map((p: { id: string }) => p.id)).toEqual([plan.id]);
    expect(await notificationsOf(t.db, plan.id)).toContain('plan_archived');
    expect((await c.asVisitor('POST', `${PLANS}/${plan.id}/archive`, {})).statusCode).toBe(403);
  });
});
