// Pricing plans and plan orders through the real SDK against the real platform (docs/protocol.md
// §2.7, §3.7, §3.8): public reads as a visitor, the owner's calls with an API key, refusals, and a
// member buying a free plan on the hosted checkout, then seeing and canceling the order.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, ApplicationError, createClient, ValidationError } from '@headless/sdk';
import { planOrders, plans } from '@headless/sdk/pricing-plans';
import type { PlanInput } from '@headless/sdk/pricing-plans';
import { DEMO_SITE_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { platformCli } from '../fixtures/platform-cli';
import { thrownBy, visitor } from './clients';
import { newMember, type Client } from './members-kit';

let apiKey = '';
beforeAll(async () => {
  const printed = await platformCli('apikeys', 'create');
  apiKey = printed.split('\n').find((line) => line.startsWith('IST.')) ?? '';
  expect(apiKey).not.toBe('');
});

function owner() {
  return createClient({
    auth: ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }),
    apiBaseUrl: platformUrl,
    modules: { plans, planOrders },
    retry: { maxRetries: 0 },
  });
}

/** A seeded plan's id, by its slug (the owner sees hidden ones too). */
async function seededPlanId(slug: string): Promise<string> {
  const { plans: all } = await owner().plans.listPlans({ archived: 'ARCHIVED_AND_ACTIVE' });
  const plan = all.find((p) => p.slug === slug);
  if (!plan) throw new Error(`the demo site has no plan ${slug}`);
  return plan.id;
}

const unique = () => randomUUID().slice(0, 8);
const freePlan = (name: string): PlanInput => ({
  name,
  pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
  perks: { values: ['Newsletter'] },
});

// The seeded primary plan; tests that move the primary put it back.
afterAll(async () => {
  if (apiKey) await owner().plans.makePlanPrimary(await seededPlanId('yearly-membership'));
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

const CALLBACKS = {
  postFlowUrl: 'http://127.0.0.1:3999/subscriptions',
  thankYouPageUrl: 'http://127.0.0.1:3999/subscriptions/thanks',
};

async function checkoutOf(client: Client, planId: string) {
  const { redirectSession } = await client.redirects.createRedirectSession({
    paidPlansCheckout: { planId },
    callbacks: CALLBACKS,
  });
  return redirectSession.fullUrl;
}

/** Submits the hosted checkout's form like a browser; the 303 or the page's answer. */
const submitCheckout = (fullUrl: string) =>
  fetch(fullUrl, {
    method: 'POST',
    body: new URLSearchParams({ paymentOutcome: 'pay' }),
    redirect: 'manual',
  });

describe('plan orders', () => {
  it('a member buys a free plan on the hosted checkout, sees it active, and cancels it', async () => {
    const { client } = await newMember();
    const community = await seededPlanId('community');
    const fullUrl = await checkoutOf(client, community);
    expect(fullUrl.startsWith(`${platformUrl}/hosted/plans-checkout/`)).toBe(true);
    const page = await fetch(fullUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Community');
    expect(html).toContain('Get this plan');

    const bought = await submitCheckout(fullUrl);
    expect(bought.status).toBe(303);
    const thanks = new URL(bought.headers.get('location') ?? '');
    expect(`${thanks.origin}${thanks.pathname}`).toBe(CALLBACKS.thankYouPageUrl);
    expect(thanks.searchParams.get('planId')).toBe(community);
    const orderId = thanks.searchParams.get('orderId') ?? '';

    const { orders, pagingMetadata } = await client.planOrders.memberListOrders();
    expect(orders.map((o) => o.id)).toEqual([orderId]);
    expect(pagingMetadata).toMatchObject({ total: 1 });
    const [order] = orders;
    expect(order).toMatchObject({
      id: orderId,
      planId: community,
      planName: 'Community',
      status: 'ACTIVE',
      lastPaymentStatus: 'NOT_APPLICABLE',
      autoRenewCanceled: false,
      buyer: { memberId: expect.any(String) },
      pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
    });
    expect(order?.startDate).toBeInstanceOf(Date);
    expect(order?.startDate?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(order?.createdDate).toBeInstanceOf(Date);
    expect(order?.cancellation).toBeUndefined();
    expect(await client.planOrders.memberGetOrder(orderId)).toEqual(order);

    const filtered = await client.planOrders.memberListOrders({ orderStatuses: ['CANCELED'] });
    expect(filtered.orders).toEqual([]);
    // The owner sees the plan has orders now.
    expect((await owner().plans.getPlan(community)).hasOrders).toBe(true);

    // Community is sold once per member.
    const again = await thrownBy(() => checkoutOf(client, community));
    expect(again).toMatchObject({ status: 400, code: 'PURCHASE_LIMIT_REACHED' });

    // A one-time plan ends only now, not at a next payment.
    const nextPayment = await thrownBy(() =>
      client.planOrders.requestCancellation(orderId, 'NEXT_PAYMENT_DATE'),
    );
    expect(nextPayment).toBeInstanceOf(ValidationError);

    await client.planOrders.requestCancellation(orderId, 'IMMEDIATELY');
    const canceled = await client.planOrders.memberGetOrder(orderId);
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      cancellation: { cause: 'MEMBER_ACTION', effectiveAt: 'IMMEDIATELY' },
    });
    expect(canceled.cancellation?.requestedDate).toBeInstanceOf(Date);
    expect(canceled.endDate).toBeInstanceOf(Date);
    const listed = await client.planOrders.memberListOrders({ orderStatuses: ['CANCELED'] });
    expect(listed.orders.map((o) => o.id)).toEqual([orderId]);

    const twice = await thrownBy(() =>
      client.planOrders.requestCancellation(orderId, 'IMMEDIATELY'),
    );
    expect(twice).toMatchObject({ status: 400, code: 'ORDER_NOT_CANCELABLE' });
  });

  it('shows a member only their own orders; a visitor gets 403 MEMBER_ONLY for orders', async () => {
    const { client: buyer } = await newMember();
    const fullUrl = await checkoutOf(buyer, await seededPlanId('community'));
    const orderId =
      new URL((await submitCheckout(fullUrl)).headers.get('location') ?? '').searchParams.get(
        'orderId',
      ) ?? '';

    const { client: other } = await newMember();
    expect((await other.planOrders.memberListOrders()).orders).toEqual([]);
    const foreign = await thrownBy(() => other.planOrders.memberGetOrder(orderId));
    expect(foreign).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    const foreignCancel = await thrownBy(() =>
      other.planOrders.requestCancellation(orderId, 'IMMEDIATELY'),
    );
    expect(foreignCancel).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect((await buyer.planOrders.memberGetOrder(orderId)).status).toBe('ACTIVE');

    const guest = visitor();
    for (const call of [
      () => guest.planOrders.memberListOrders(),
      () => guest.planOrders.memberGetOrder(orderId),
    ]) {
      const error = await thrownBy(call);
      expect(error).toBeInstanceOf(ApplicationError);
      expect(error).toMatchObject({ status: 403, code: 'MEMBER_ONLY' });
    }
    // A visitor may start a plans checkout: the hosted page asks them to log in first.
    const visitorCheckout = await checkoutOf(guest, await seededPlanId('community'));
    expect(await (await fetch(visitorCheckout)).text()).toContain('Log in to continue');
  });

  it('an archived plan cannot be bought, whether archived before or during the checkout', async () => {
    const api = owner().plans;
    const plan = await api.createPlan(freePlan(`Contract Archived ${unique()}`));
    const { client } = await newMember();
    const fullUrl = await checkoutOf(client, plan.id);
    await api.archivePlan(plan.id);

    const late = await submitCheckout(fullUrl);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('no longer sold');
    const error = await thrownBy(() => checkoutOf(client, plan.id));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ status: 400, code: 'PLAN_ARCHIVED' });

    expect((await client.planOrders.memberListOrders({ planIds: [plan.id] })).orders).toEqual([]);
    expect((await api.getPlan(plan.id)).hasOrders).toBe(false);
  });
});
