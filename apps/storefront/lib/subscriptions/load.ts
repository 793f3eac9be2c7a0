import 'server-only';
import { APPS } from '../constants';
import { readEnv } from '../env';
import type { PlatformClient } from '../platform/clients';
import {
  isUnauthenticated,
  logPlatformFailure,
  problemKindOf,
  toProblem,
} from '../platform/problems';
import type { PlatformProblem } from '../platform/problems';
import type { ReturnNotice } from '../platform/hosted-return';
import { readAsVisitor } from '../platform/visitor';
import { SUBSCRIPTIONS_PATH } from './return-url';
import { redirectIfAppMissing, requireApp } from '../site-info';
import { isMemberSession } from '../members';
import { readMemberOrders, readPublicPlans, readPurchase } from './platform';
import type { CheckoutReturn, MemberOrderView, PlanView, PurchaseView } from './types';

export interface SubscriptionsData {
  plans: PlanView[];
  member: boolean;
  /** The member's current orders; empty for a visitor. */
  orders: MemberOrderView[];
  /** How many times the member bought each plan (by plan id); empty for a visitor. */
  purchases: Record<string, number>;
  /** Per plan id, the member's order its card is marked with; empty for a visitor. */
  marks: Record<string, MemberOrderView>;
  /** The member's orders could not be read: the plans still show. */
  ordersError?: string;
  purchase?: PurchaseView;
  purchaseError?: string;
  /**
   * A visitor back from buying: the hosted checkout had them log in there, but this site's session
   * is still a visitor's, so the order itself can only be read once they log in here too.
   */
  visitorPurchase?: { planName: string };
  /** Back from the hosted checkout without a purchase (canceled, declined, refused), in words. */
  notice?: ReturnNotice;
}

export type SubscriptionsPageData = { problem: PlatformProblem } | SubscriptionsData;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A failure that is this page's to explain; an outage or a dead session goes up instead. */
function rethrowIfFatal(error: unknown): void {
  if (problemKindOf(error) || isUnauthenticated(error)) throw error;
}

async function ordersOf(client: PlatformClient) {
  try {
    const { held, purchases, marks } = await readMemberOrders(client);
    return { orders: held, purchases, marks };
  } catch (error) {
    rethrowIfFatal(error);
    logPlatformFailure('Could not load your plan orders', error);
    return {
      orders: [],
      purchases: {},
      marks: {},
      ordersError: `Your plans could not be shown: ${reasonOf(error)}.`,
    };
  }
}

async function purchaseOf(client: PlatformClient, orderId: string) {
  try {
    return { purchase: await readPurchase(client, orderId) };
  } catch (error) {
    rethrowIfFatal(error);
    logPlatformFailure(`Could not load plan order ${orderId}`, error);
    return {
      purchaseError: `Your order ${orderId} was placed, but it could not be shown: ${reasonOf(error)}. Reload the page to try again.`,
    };
  }
}

async function readPage(
  client: PlatformClient,
  member: boolean,
  returned: CheckoutReturn,
): Promise<SubscriptionsData> {
  const bought = member && returned && 'orderId' in returned ? returned.orderId : null;
  const [plans, orders, purchase] = await Promise.all([
    readPublicPlans(client),
    member ? ordersOf(client) : { orders: [], purchases: {}, marks: {} },
    bought ? purchaseOf(client, bought) : undefined,
  ]);
  const visitorPurchase = !member &&
    returned &&
    'orderId' in returned && {
      planName: plans.find((p) => p.id === returned.planId)?.name ?? 'Your plan',
    };
  return {
    plans,
    member,
    ...orders,
    ...purchase,
    ...(returned && 'notice' in returned && { notice: returned.notice }),
    ...(visitorPurchase && { visitorPurchase }),
  };
}

/**
 * The /subscriptions page's data: public plans, whether a member is logged in and which plans they
 * hold, and what the hosted checkout said on return. Redirects to /404?app=… without the app.
 */
export async function loadSubscriptionsPage(
  returned: CheckoutReturn,
): Promise<SubscriptionsPageData> {
  const problem = await requireApp(APPS.SUBSCRIPTIONS);
  if (problem) return { problem };
  const member = await isMemberSession();
  try {
    return await readAsVisitor(SUBSCRIPTIONS_PATH, (client) => readPage(client, member, returned));
  } catch (error) {
    redirectIfAppMissing(error, APPS.SUBSCRIPTIONS);
    if (problemKindOf(error)) return { problem: toProblem(error, readEnv()) };
    throw error;
  }
}
