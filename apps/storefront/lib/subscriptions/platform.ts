import 'server-only';
import type { PlatformClient } from '../platform/clients';
import type { MemberOrders, PlanView, PurchaseView } from './types';
import { toPlanViewV3 } from './plan-v3-view';
import { toMemberOrderLists, toPurchaseView } from './views';

/** Every platform call of the /subscriptions page, through the SDK. */
const PLANS_LIMIT = 50;
const ORDERS_PAGE = 100;
/** Enough for any member of a demo site; past it the platform's refusal still explains the limit. */
const ORDERS_MAX_PAGES = 10;

/** The public plans still sold, through Plans V3 (v2's public list retires 2025-12-31). */
export async function readPublicPlans(client: PlatformClient): Promise<PlanView[]> {
  const { plans } = await client.plansV3.listPublicPlans({ limit: PLANS_LIMIT });
  return plans.map(toPlanViewV3);
}

/**
 * The logged-in member's orders of every status (a visitor would get 403 MEMBER_ONLY): those that
 * hold a plan now mark their plans, and all of them count against a plan's purchase limit.
 */
export async function readMemberOrders(client: PlatformClient): Promise<MemberOrders> {
  const all = [];
  for (let page = 0; page < ORDERS_MAX_PAGES; page += 1) {
    const { orders } = await client.planOrders.memberListOrders({
      limit: ORDERS_PAGE,
      offset: page * ORDERS_PAGE,
    });
    all.push(...orders);
    if (orders.length < ORDERS_PAGE) break;
  }
  return toMemberOrderLists(all);
}

export async function readPurchase(client: PlatformClient, orderId: string): Promise<PurchaseView> {
  return toPurchaseView(await client.planOrders.memberGetOrder(orderId));
}

/**
 * A redirect session to the hosted plans checkout, returning here whatever happens. A visitor's
 * names the login the checkout may start (`authRequest`): the buyer then comes back logged in.
 */
export async function planCheckoutUrl(
  client: PlatformClient,
  planId: string,
  returnUrl: string,
  authRequest?: Record<string, string>,
): Promise<string> {
  const { redirectSession } = await client.redirects.createRedirectSession({
    paidPlansCheckout: { planId, ...(authRequest && { authRequest }) },
    callbacks: { postFlowUrl: returnUrl, thankYouPageUrl: returnUrl },
  });
  return redirectSession.fullUrl;
}
