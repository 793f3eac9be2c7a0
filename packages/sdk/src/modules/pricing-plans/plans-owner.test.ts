import type { ArchivedPlansFilter, PublicFilter as ContractPublicFilter } from '@headless/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import type { ArchivedFilter, PublicFilter } from './index';
import { plans } from './plans';

const iso = '2024-01-01T00:00:00.000Z';
const later = '2024-02-01T00:00:00.000Z';
const plan = (id = 'p1') => ({
  id,
  name: 'Gold',
  slug: 'gold',
  primary: false,
  public: true,
  archived: false,
  hasOrders: false,
  perks: { values: ['Sauna'] },
  pricing: { singlePaymentUnlimited: true, price: { value: '10', currency: 'USD' } },
  allowFutureStartDate: false,
  buyerCanCancel: true,
  createdDate: iso,
  updatedDate: later,
});
const dated = { createdDate: new Date(iso), updatedDate: new Date(later) };
const pagingMetadata = { count: 1, offset: 0, total: 1, tooManyToCount: false };

/** The owner's plans API on a fake platform answering `routes`, and that platform. */
async function owner(routes: Record<string, unknown>) {
  const server = await fakePlatform(routes);
  return { api: clientOf(server, { plans }).plans, server };
}

describe('plans, owner calls', () => {
  it('gets a plan by id, unwrapped, with its dates', async () => {
    const { api, server } = await owner({ 'GET /pricing-plans/v2/plans/p1': { plan: plan() } });
    await expect(api.getPlan('p1')).resolves.toEqual({ ...plan(), ...dated });
    expect(apiCalls(server)).toEqual([
      { method: 'GET', url: '/pricing-plans/v2/plans/p1?id=p1', body: undefined },
    ]);
  });

  it('lists plans with the archived and public filters', async () => {
    const { api, server } = await owner({
      'GET /pricing-plans/v2/plans': { plans: [plan()], pagingMetadata },
    });
    const result = await api.listPlans({
      archived: 'ARCHIVED_AND_ACTIVE',
      public: 'HIDDEN',
      limit: 10,
      offset: 5,
      planIds: ['p1', 'p2'],
    });
    expect(result).toEqual({ plans: [{ ...plan(), ...dated }], pagingMetadata });
    expect(apiCalls(server)[0]?.url).toBe(
      '/pricing-plans/v2/plans?archived=ARCHIVED_AND_ACTIVE&public=HIDDEN&limit=10&offset=5&planIds=p1&planIds=p2',
    );
  });

  it("names the contract's list filters, so the two cannot drift apart", () => {
    expectTypeOf<ArchivedFilter>().toEqualTypeOf<ArchivedPlansFilter>();
    expectTypeOf<PublicFilter>().toEqualTypeOf<ContractPublicFilter>();
  });

  it('reads the stats', async () => {
    const { api, server } = await owner({ 'GET /pricing-plans/v2/plans/stats': { totalPlans: 3 } });
    await expect(api.getPlanStats()).resolves.toEqual({ totalPlans: 3 });
    expect(apiCalls(server)[0]).toMatchObject({
      method: 'GET',
      url: '/pricing-plans/v2/plans/stats',
    });
  });

  it('creates a plan', async () => {
    const { api, server } = await owner({ 'POST /pricing-plans/v2/plans': { plan: plan('p9') } });
    const input = {
      name: 'Gold',
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' as const }, cycleCount: 0 },
        price: { value: '10', currency: 'USD' },
        freeTrialDays: 7,
      },
      perks: { values: ['Sauna'] },
      public: true,
    };
    await expect(api.createPlan(input)).resolves.toMatchObject({ id: 'p9', ...dated });
    expect(apiCalls(server)[0]).toEqual({
      method: 'POST',
      url: '/pricing-plans/v2/plans',
      body: { plan: input },
    });
  });

  it('updates a plan with a comma-joined field mask', async () => {
    const { api, server } = await owner({ 'PATCH /pricing-plans/v2/plans/p1': { plan: plan() } });
    const result = await api.updatePlan(
      'p1',
      { name: 'Gold+', description: 'More' },
      { fieldMask: ['name', 'description'] },
    );
    expect(result.updatedDate).toEqual(new Date(later));
    expect(apiCalls(server)[0]).toEqual({
      method: 'PATCH',
      url: '/pricing-plans/v2/plans/p1',
      body: {
        plan: { name: 'Gold+', description: 'More', id: 'p1' },
        fieldMask: 'name,description',
      },
    });
  });

  it('sets visibility with PUT, makes primary and archives, each answering { plan }', async () => {
    const { api, server } = await owner({
      'PUT /pricing-plans/v2/plans/p1/visibility': { plan: plan() },
      'POST /pricing-plans/v2/plans/p1/make-primary': { plan: plan() },
      'POST /pricing-plans/v2/plans/p1/archive': { plan: plan() },
      'POST /pricing-plans/v2/plans/clear-primary': {},
    });
    await expect(api.setPlanVisibility('p1', false)).resolves.toEqual({
      plan: { ...plan(), ...dated },
    });
    await expect(api.makePlanPrimary('p1')).resolves.toMatchObject({ plan: dated });
    await expect(api.clearPrimary()).resolves.toBeUndefined();
    await expect(api.archivePlan('p1')).resolves.toMatchObject({ plan: dated });
    expect(apiCalls(server)).toEqual([
      {
        method: 'PUT',
        url: '/pricing-plans/v2/plans/p1/visibility',
        body: { id: 'p1', visible: false },
      },
      { method: 'POST', url: '/pricing-plans/v2/plans/p1/make-primary', body: { id: 'p1' } },
      { method: 'POST', url: '/pricing-plans/v2/plans/clear-primary', body: {} },
      { method: 'POST', url: '/pricing-plans/v2/plans/p1/archive', body: { id: 'p1' } },
    ]);
  });
});
