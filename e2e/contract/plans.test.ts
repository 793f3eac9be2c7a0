// Pricing plans through the real SDK against the real platform (docs/protocol.md §2.7, §3.7):
// public reads as a visitor, the owner's calls with an API key, and their refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '@headless/sdk';
import { thrownBy, visitor } from './clients';
import { newMember } from './members-kit';
import { createOwnerKey, freePlan, hasOwnerKey, owner, seededPlanId, unique } from './plans-kit';

beforeAll(createOwnerKey);

// The seeded primary plan; tests that move the primary put it back.
afterAll(async () => {
  if (hasOwnerKey()) await owner().plans.makePlanPrimary(await seededPlanId('yearly-membership'));
});

describe('public plans, as a visitor', () => {
  it('lists the public, unarchived plans with exact prices, and pages them', async () => {
    const client = visitor();
    const all = await client.plans.listPublicPlans();
    const names = all.plans.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Monthly Membership',
        'Yearly Membership',
        '10-Class Pass',
        'Community',
      ]),
    );
    expect(names).not.toContain('Staff Plan');
    expect(all.pagingMetadata).toMatchObject({ offset: 0, total: all.plans.length });

    const monthly = all.plans.find((p) => p.slug === 'monthly-membership');
    expect(monthly).toEqual({
      id: expect.any(String),
      name: 'Monthly Membership',
      slug: 'monthly-membership',
      description: 'Unlimited classes, billed every month.',
      primary: false,
      perks: { values: ['Unlimited classes', 'Free intro consultation', 'Cancel anytime'] },
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 },
        price: { value: '49', currency: 'USD' },
        freeTrialDays: 7,
      },
      allowFutureStartDate: false,
      buyerCanCancel: true,
      createdDate: expect.any(Date),
      updatedDate: expect.any(Date),
    });
    expect(all.plans.find((p) => p.slug === 'yearly-membership')).toMatchObject({
      primary: true,
      pricing: { price: { value: '490', currency: 'USD' } },
    });
    expect(all.plans.find((p) => p.slug === 'community')).toMatchObject({
      maxPurchasesPerBuyer: 1,
      pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
    });

    const page = await client.plans.listPublicPlans({ limit: 2, offset: 1 });
    expect(page.plans.map((p) => p.id)).toEqual(all.plans.slice(1, 3).map((p) => p.id));
    expect(page.pagingMetadata).toMatchObject({
      count: 2,
      offset: 1,
      total: all.pagingMetadata?.total,
    });
  });

  it('filters by ids, leaving hidden plans out', async () => {
    const [community, staff] = [await seededPlanId('community'), await seededPlanId('staff-plan')];
    const { plans: found } = await visitor().plans.listPublicPlans({
      planIds: [community, staff],
    });
    expect(found.map((p) => p.id)).toEqual([community]);
  });

  it('queries public plans by pricing', async () => {
    const client = visitor();
    const yearly = await client.plans
      .queryPublicPlans()
      .eq('pricing.subscription.cycleDuration.unit', 'YEAR')
      .find();
    expect(yearly.items.map((p) => p.name)).toEqual(['Yearly Membership']);
    expect(yearly.totalCount).toBe(1);
    expect(yearly.items[0]?.createdDate).toBeInstanceOf(Date);

    const cheap = await client.plans
      .queryPublicPlans()
      .le('pricing.price.value', 49)
      .ascending('pricing.price.value')
      .find();
    expect(cheap.items.map((p) => [p.name, p.pricing.price.value])).toEqual([
      ['Community', '0'],
      ['Monthly Membership', '49'],
    ]);
  });

  it('queries public plans by a boolean pricing field', async () => {
    const client = visitor();
    const unlimited = await client.plans
      .queryPublicPlans()
      .eq('pricing.singlePaymentUnlimited', true)
      .find();
    const names = unlimited.items.map((p) => p.name);
    expect(names).toContain('Community');
    expect(names).not.toContain('Staff Plan');
  });

  it('gets a public plan by id; a hidden one is not found', async () => {
    const client = visitor();
    const community = await client.plans.getPlan(await seededPlanId('community'));
    expect(community).toMatchObject({ name: 'Community', slug: 'community' });
    const hidden = await thrownBy(async () =>
      client.plans.getPlan(await seededPlanId('staff-plan')),
    );
    expect(hidden).toBeInstanceOf(ApplicationError);
    expect(hidden).toMatchObject({ status: 404, code: 'PLAN_NOT_FOUND' });
  });
});

describe('the owner’s plan calls', () => {
  it('creates, updates by field mask, hides, archives; stats and lists follow', async () => {
    const api = owner().plans;
    const before = (await api.getPlanStats()).totalPlans;
    const name = `Contract Weekly ${unique()}`;
    const created = await api.createPlan({
      name,
      description: 'Every week, for a year.',
      perks: { values: ['Weekly class', 'Locker'] },
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'WEEK' }, cycleCount: 52 },
        price: { value: '12.50', currency: 'USD' },
        freeTrialDays: 3,
      },
      maxPurchasesPerBuyer: 2,
      buyerCanCancel: false,
      termsAndConditions: 'No refunds.',
    });
    expect(created).toEqual({
      id: expect.any(String),
      name,
      description: 'Every week, for a year.',
      slug: name.toLowerCase().replace(/ /g, '-'),
      primary: false,
      perks: { values: ['Weekly class', 'Locker'] },
      pricing: {
        subscription: { cycleDuration: { count: 1, unit: 'WEEK' }, cycleCount: 52 },
        price: { value: '12.5', currency: 'USD' },
        freeTrialDays: 3,
      },
      maxPurchasesPerBuyer: 2,
      allowFutureStartDate: false,
      buyerCanCancel: false,
      termsAndConditions: 'No refunds.',
      public: true,
      archived: false,
      hasOrders: false,
      createdDate: expect.any(Date),
      updatedDate: expect.any(Date),
    });
    expect(await api.getPlanStats()).toEqual({ totalPlans: before + 1 });
    expect(await api.getPlan(created.id)).toEqual(created);

    // Only the masked field changes, though the request carries another.
    const renamed = await api.updatePlan(
      created.id,
      { name: `${name} II`, description: 'Not applied' },
      { fieldMask: ['name'] },
    );
    expect(renamed).toMatchObject({
      name: `${name} II`,
      description: 'Every week, for a year.',
      slug: created.slug,
    });
    expect(renamed.updatedDate.getTime()).toBeGreaterThanOrEqual(created.updatedDate.getTime());
    expect((await api.getPlan(created.id)).name).toBe(`${name} II`);

    const { plan: hidden } = await api.setPlanVisibility(created.id, false);
    expect(hidden.public).toBe(false);
    const publicIds = (await visitor().plans.listPublicPlans()).plans.map((p) => p.id);
    expect(publicIds).not.toContain(created.id);
    const hiddenList = await api.listPlans({ public: 'HIDDEN', planIds: [created.id] });
    expect(hiddenList.plans.map((p) => p.id)).toEqual([created.id]);
    expect((await api.listPlans({ public: 'PUBLIC', planIds: [created.id] })).plans).toEqual([]);

    const { plan: archived } = await api.archivePlan(created.id);
    expect(archived).toMatchObject({ id: created.id, archived: true, primary: false });
    expect((await api.listPlans({ planIds: [created.id] })).plans).toEqual([]);
    const archivedList = await api.listPlans({ archived: 'ARCHIVED', planIds: [created.id] });
    expect(archivedList.plans.map((p) => [p.id, p.archived])).toEqual([[created.id, true]]);
    // Stats count every plan ever created, archived ones too.
    expect(await api.getPlanStats()).toEqual({ totalPlans: before + 1 });

    for (const change of [
      () => api.updatePlan(created.id, { name: 'Too late' }, { fieldMask: ['name'] }),
      () => api.makePlanPrimary(created.id),
      () => api.setPlanVisibility(created.id, true),
    ]) {
      const error = await thrownBy(change);
      expect(error).toBeInstanceOf(ApplicationError);
      expect(error).toMatchObject({ status: 400, code: 'PLAN_ARCHIVED' });
    }
    expect(await api.getPlan(created.id)).toMatchObject({
      name: `${name} II`,
      public: false,
      primary: false,
      archived: true,
    });
  });

  it('keeps one primary plan: make primary moves it, clear primary leaves none', async () => {
    const api = owner().plans;
    const yearly = await seededPlanId('yearly-membership');
    const created = await api.createPlan(freePlan(`Contract Primary ${unique()}`));

    const { plan: primary } = await api.makePlanPrimary(created.id);
    expect(primary).toMatchObject({ id: created.id, primary: true });
    expect((await api.getPlan(yearly)).primary).toBe(false);
    const primaries = (await api.listPlans({ archived: 'ARCHIVED_AND_ACTIVE' })).plans.filter(
      (p) => p.primary,
    );
    expect(primaries.map((p) => p.id)).toEqual([created.id]);

    await api.clearPrimary();
    const after = await api.listPlans({ archived: 'ARCHIVED_AND_ACTIVE' });
    expect(after.plans.filter((p) => p.primary)).toEqual([]);

    await api.makePlanPrimary(yearly);
    expect((await visitor().plans.getPlan(yearly)).primary).toBe(true);
    expect((await api.getPlan(created.id)).primary).toBe(false);
  });

  it('refuses a visitor’s and a member’s owner calls with 403 FORBIDDEN, changing nothing', async () => {
    const api = owner().plans;
    const yearly = await seededPlanId('yearly-membership');
    const stats = await api.getPlanStats();
    const { client: member } = await newMember();
    for (const client of [visitor(), member]) {
      const calls: [string, () => Promise<unknown>][] = [
        ['listPlans', () => client.plans.listPlans()],
        ['getPlanStats', () => client.plans.getPlanStats()],
        ['createPlan', () => client.plans.createPlan(freePlan('Not allowed'))],
        ['updatePlan', () => client.plans.updatePlan(yearly, { name: 'Hijacked' })],
        ['setPlanVisibility', () => client.plans.setPlanVisibility(yearly, false)],
        ['makePlanPrimary', () => client.plans.makePlanPrimary(yearly)],
        ['clearPrimary', () => client.plans.clearPrimary()],
        ['archivePlan', () => client.plans.archivePlan(yearly)],
      ];
      for (const [name, call] of calls) {
        const error = await thrownBy(call);
        expect(error, name).toBeInstanceOf(ApplicationError);
        expect(error, name).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
    }
    expect(await api.getPlanStats()).toEqual(stats);
    expect(await api.getPlan(yearly)).toMatchObject({
      name: 'Yearly Membership',
      public: true,
      primary: true,
      archived: false,
    });
  });

  it('refuses a plan without a name, naming the field', async () => {
    const error = await thrownBy(() => owner().plans.createPlan({ ...freePlan(''), name: '' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toContain('plan.name');
  });
});
