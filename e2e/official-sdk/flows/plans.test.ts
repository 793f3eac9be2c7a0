// Pricing plans through the official SDK: public plans, one plan, and a member buying a plan on the
// hosted plans checkout.
import { describe, expect, it } from 'vitest';
import { platformCli } from '../../fixtures/platform-cli';
import { CALLBACKS, visitorClient } from '../kit/clients';
import { submitHostedForm } from '../kit/hosted';
import { newMember } from '../kit/members';

describe('plans', () => {
  it('lists the public plans and reads one', async () => {
    const client = visitorClient();
    const { items } = await client.plans.queryPublicPlans().find();
    expect(items.map((p) => p.name)).toContain('Community');
    const community = items.find((p) => p.name === 'Community');
    const plan = await client.plans.getPlan(community?._id ?? '');
    expect(plan.slug).toBe('community');
  });

  it('lets a member buy a paid plan on the hosted plans checkout', async () => {
    await platformCli('sites', 'premium', 'on');
    try {
      const { client } = await newMember();
      const { items } = await client.plans.queryPublicPlans().find();
      const paid = items.find((p) => Number(p.pricing?.price?.value ?? 0) > 0);
      if (!paid?._id) throw new Error('the demo site has no paid public plan');
      const { redirectSession } = await client.redirects.createRedirectSession({
        paidPlansCheckout: { planId: paid._id },
        callbacks: CALLBACKS,
      });
      const thanks = await submitHostedForm(redirectSession?.fullUrl ?? '', {
        paymentOutcome: 'pay',
      });
      expect(thanks.searchParams.get('planId')).toBe(paid._id);
      const { orders = [] } = await client.planOrders.memberListOrders();
      expect(orders.map((o) => o.planId)).toContain(paid._id);
    } finally {
      await platformCli('sites', 'premium', 'off');
    }
  });
});
