import { PlanResponse, PlansResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { planId, usePlansClient, violationsOf } from './test-kit';

const t = useTestApp();
const c = usePlansClient(t);

const slugsOf = (body: unknown) => PlansResponse.parse(body).plans.map((p) => p.slug);
const PLANS = '/pricing-plans/v2/plans';

describe('GET /pricing-plans/v2/plans (owner)', () => {
  it('lists active plans of both visibilities by default, with the full plan fields', async () => {
    const res = await c.asOwner('GET', PLANS);
    expect(res.statusCode, res.body).toBe(200);
    const body = PlansResponse.parse(res.json());
    expect(body.plans.map((p) => p.slug)).toEqual([
      'community',
      'monthly-membership',
      'yearly-membership',
      '10-class-pass',
      'staff-plan',
    ]);
    expect(body.plans[4]).toMatchObject({ public: false, archived: false, hasOrders: false });
    expect(body.pagingMetadata.total).toBe(5);
  });

  it('filters by visibility, archiving and ids, and pages', async () => {
    const hidden = await c.asOwner('GET', `${PLANS}?public=HIDDEN`);
    expect(slugsOf(hidden.json())).toEqual(['staff-plan']);
    const pub = await c.asOwner('GET', `${PLANS}?public=PUBLIC&limit=2&offset=1`);
    expect(slugsOf(pub.json())).toEqual(['monthly-membership', 'yearly-membership']);
    expect(pub.json().pagingMetadata).toMatchObject({ count: 2, offset: 1, total: 4 });
    const archived = await c.asOwner('GET', `${PLANS}?archived=ARCHIVED`);
    expect(slugsOf(archived.json())).toEqual([]);
    const both = await c.asOwner('GET', `${PLANS}?archived=ARCHIVED_AND_ACTIVE`);
    expect(slugsOf(both.json())).toHaveLength(5);
    const ids = `planIds=${planId('staff-plan')}&planIds=${planId('community')}&planIds=nope`;
    expect(slugsOf((await c.asOwner('GET', `${PLANS}?${ids}`)).json())).toEqual([
      'community',
      'staff-plan',
    ]);
  });

  it('answers INVALID_ENUM_VALUE for unknown filter values and bounds paging', async () => {
    const res = await c.asOwner('GET', `${PLANS}?archived=SOMETIMES&public=ALL`);
    expectValidationError(res, ['archived:INVALID_ENUM_VALUE', 'public:INVALID_ENUM_VALUE']);
    expect(violationsOf(await c.asOwner('GET', `${PLANS}?limit=101`))).toEqual(['limit:MAX']);
  });

  it('refuses visitors and members with 403', async () => {
    for (const call of [c.asVisitor, c.asMember]) {
      for (const url of [PLANS, `${PLANS}/stats`]) {
        const res = await call('GET', url);
        expectAppError(res, 403, 'FORBIDDEN', url);
      }
    }
  });
});

describe('GET /pricing-plans/v2/plans/stats', () => {
  it('counts every plan of the site', async () => {
    const res = await c.asOwner('GET', `${PLANS}/stats`);
    expect([res.statusCode, res.json()]).toEqual([200, { totalPlans: 5 }]);
  });
});

describe('GET /pricing-plans/v2/plans/{id}', () => {
  it('gives anyone a public plan, with the path id repeated in the query', async () => {
    const id = planId('monthly-membership');
    for (const call of [c.asVisitor, c.asMember, c.asOwner]) {
      const res = await call('GET', `${PLANS}/${id}?id=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(PlanResponse.parse(res.json()).plan).toMatchObject({ id, public: true });
    }
  });

  it('shows a hidden plan to the owner only', async () => {
    const id = planId('staff-plan');
    expect((await c.asOwner('GET', `${PLANS}/${id}`)).json().plan.slug).toBe('staff-plan');
    for (const call of [c.asVisitor, c.asMember]) {
      const res = await call('GET', `${PLANS}/${id}`);
      expectAppError(res, 404, 'PLAN_NOT_FOUND');
    }
  });

  it('answers PLAN_NOT_FOUND for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await c.asOwner('GET', `${PLANS}/${id}`);
      expectAppError(res, 404, 'PLAN_NOT_FOUND');
    }
  });
});
