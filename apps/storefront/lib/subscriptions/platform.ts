import type { PlatformClient } from '../platform/clients';
import type { MemberOrderView, PlanView, PurchaseView } from './types';
import { toMemberOrders, toPlanView, toPurchaseView } from './views';

/** Every platform call of the /subscriptions page, through the SDK. */
const PLANS_LIMIT = 50;
const ORDERS_LIMIT = 50;

export async function readPublicPlans(client: PlatformClient): Promise<PlanView[]> {
  const { items } = await client.plans.queryPublicPlans().limit(PLANS_LIMIT).find();
  return items.map(toPlanView);
}

/** The logged-in member's orders that hold a plan now (a visitor would get 403 MEMBER_ONLY). */
export async function readMemberOrders(client: PlatformClient): Promise<MemberOrderView[]> {
  const { orders } = await client.planOrders.memberListOrders({
    orderStatuses: ['ACTIVE', 'PENDING', 'PAUSED'],
    limit: ORDERS_LIMIT,
  });
  return toMemberOrders(orders);
}

export async function readPurchase(client: PlatformClient, orderId: string): Promise<PurchaseView> {
  return toPurchaseView(await client.planOrders.memberGetOrder(orderId));
}

/** A redirect session to the hosted plans checkout, returning here whatever happens. */
export async function planCheckoutUrl(
  client: PlatformClient,
  planId: string,
  returnUrl: string,
): Promise<string> {
  const { redirectSession } = await client.redirects.createRedirectSession({
    paidPlansCheckout: { planId },
    callbacks: { postFlowUrl: returnUrl, thankYouPageUrl: returnUrl },
  });
  return redirectSession.fullUrl;
}
