// Plan orders through the real SDK against the real platform (docs/protocol.md §3.8): a member
// buying a free plan on the hosted checkout, then seeing and canceling the order.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '@headless/sdk';
import { platformUrl } from '../fixtures/env';
import { thrownBy, visitor } from './clients';
import { newMember, type Client } from './members-kit';
import { createOwnerKey, freePlan, owner, seededPlanId, unique } from './plans-kit';

beforeAll(createOwnerKey);

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
