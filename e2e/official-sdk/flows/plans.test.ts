// Pricing plans through the official SDK: public plans, one plan, a member ordering online, a
// member buying a plan on the hosted plans checkout, and a visitor whose checkout asks them to log in first.
import { describe, expect, it } from 'vitest';
import { withPremiumSite } from '../../fixtures/platform-cli';
import { openPaidPlanCheckout } from '../kit/catalog';
import { visitorClient } from '../kit/clients';
import { submitHostedForm } from '../kit/hosted';
import { hostedLogin, locationOf, newMember, PASSWORD, registerVerified } from '../kit/members';

/** The hosted plans checkout's "Log in" button, then the hosted login's form, like a browser. */
async function logInOnCheckout(fullUrl: string, email: string) {
  const login = new URL(
    await locationOf(`${fullUrl}/login`, {
      method: 'POST',
      body: new URLSearchParams({ mode: 'login' }),
    }),
    fullUrl,
  );
  const back = await locationOf(login.href, {
    method: 'POST',
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  return new URL(back, fullUrl).href;
}

describe('plans', () => {
  it('lists the public plans and reads one', async () => {
    const client = visitorClient();
    const { items } = await client.plans.queryPublicPlans().find();
    expect(items.map((p) => p.name)).toContain('Community');
    const community = items.find((p) => p.name === 'Community');
    const plan = await client.plans.getPlan(community?._id ?? '');
    expect(plan.slug).toBe('community');
  });

  it('lists and reads the public plans on Plans V3, the same plans as v2', async () => {
    const client = visitorClient();
    const { items } = await client.plansV3.queryPlans().eq('slug', 'community').find();
    expect(items.map((p) => p.slug)).toEqual(['community']);
    const [community] = items;
    expect(community?.visibility).toBe('PUBLIC');
    expect(community?._createdDate).toBeInstanceOf(Date);
    const v2 = await client.plans.getPlan(community?._id ?? '');
    const v3 = await client.plansV3.getPlan(community?._id ?? '');
    expect(v3.name).toBe(v2.name);
    expect(v3.pricingVariants?.[0]?.pricingStrategies?.[0]?.flatRate?.amount).toBe('0');
  });

  it('searches and counts the public plans on Plans V3 (search is not a plan id)', async () => {
    const client = visitorClient();
    const { plans = [] } = await client.plansV3.searchPlans({
      search: { expression: 'membership' },
    });
    expect(plans.map((p) => p.slug).sort()).toEqual(['monthly-membership', 'yearly-membership']);
    const { count } = await client.plansV3.countPlans({ filter: { visibility: 'PUBLIC' } });
    const { items } = await client.plansV3.queryPlans().find();
    expect(count).toBe(items.length);
  });

  it('lets a member buy a plan on Plans V3 and read their own plan orders', async () => {
    await withPremiumSite(async () => {
      const { client } = await newMember();
      const { items } = await client.plansV3.queryPlans().eq('slug', 'monthly-membership').find();
      const planId = items[0]?._id ?? '';
      const { planId: opened, fullUrl } = await openPaidPlanCheckout(client, planId);
      expect(opened).toBe(planId);
      const thanks = await submitHostedForm(fullUrl, { paymentOutcome: 'pay' });
      const orderId = thanks.searchParams.get('orderId') ?? '';
      const { orders = [] } = await client.planOrders.memberListOrders();
      expect(orders.map((o) => o._id)).toContain(orderId);
      const order = await client.planOrders.memberGetOrder(orderId);
      expect(order).toMatchObject({ planId, status: 'ACTIVE' });
      expect(order._createdDate).toBeInstanceOf(Date);
    });
  });

  it('lets a member order a free plan online and a paid one as an unpaid draft', async () => {
    const { client } = await newMember();
    const { items } = await client.plans.queryPublicPlans().find();
    const idOf = (slug: string) => items.find((p) => p.slug === slug)?._id ?? '';
    const { order } = await client.planOrders.createOnlineOrder(idOf('community'));
    expect(order).toMatchObject({ status: 'ACTIVE', type: 'ONLINE' });
    expect(order?._createdDate).toBeInstanceOf(Date);
    const paid = await client.planOrders.createOnlineOrder(idOf('monthly-membership'));
    expect(paid.order).toMatchObject({ status: 'DRAFT', lastPaymentStatus: 'UNPAID' });
    const mine = await client.planOrders.memberGetOrder(order?._id ?? '');
    expect(mine.planId).toBe(idOf('community'));
  });

  it('lets a member buy a paid plan on the hosted plans checkout', async () => {
    await withPremiumSite(async () => {
      const { client } = await newMember();
      const { planId, fullUrl } = await openPaidPlanCheckout(client);
      const thanks = await submitHostedForm(fullUrl, { paymentOutcome: 'pay' });
      expect(thanks.searchParams.get('planId')).toBe(planId);
      const { orders = [] } = await client.planOrders.memberListOrders();
      expect(orders.map((o) => o.planId)).toContain(planId);
    });
  });

  it('lets a visitor open a paid-plans checkout that asks them to log in, then buys as that member', async () => {
    await withPremiumSite(async () => {
      const { planId, fullUrl } = await openPaidPlanCheckout(visitorClient());
      const page = await (await fetch(fullUrl)).text();
      expect(page).toContain('Log in to continue');
      // The buyer has an account (made elsewhere) and logs in on the hosted login.
      const { email } = await registerVerified(visitorClient());
      expect(await logInOnCheckout(fullUrl, email)).toBe(fullUrl);
      const thanks = await submitHostedForm(fullUrl, { paymentOutcome: 'pay' });
      expect(thanks.searchParams.get('planId')).toBe(planId);
      const member = visitorClient();
      member.auth.setTokens(await hostedLogin(member, email));
      const { orders = [] } = await member.planOrders.memberListOrders();
      expect(orders.map((o) => o._id)).toContain(thanks.searchParams.get('orderId'));
    });
  });
});
