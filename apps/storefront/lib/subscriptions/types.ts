import type { ReturnNotice } from '../platform/hosted-return';

/** What the /subscriptions page shows; built from the platform's public plans and plan orders. */
export interface PlanView {
  id: string;
  name: string;
  description: string;
  /** `$49.00` or `Free`. */
  price: string;
  /** `per month`, `every 2 weeks for 6 months`, `for 3 months`, `Unlimited`. */
  duration: string;
  /** `7-day free trial`, or empty. */
  freeTrial: string;
  perks: string[];
  /** How many times one member may buy the plan; null when there is no limit. */
  maxPurchasesPerBuyer: number | null;
}

/** One of the member's orders that counts as theirs now (active, or paused or pending). */
export interface MemberOrderView {
  id: string;
  planId: string;
  planName: string;
  /** `Active`, `Pending`, `Paused`… */
  status: string;
  /** `Nov 23, 2026`, or empty when the order has not started. */
  startDate: string;
  /** The status in a sentence: `Active since Nov 23, 2026`, `Pending, starts …`, `Canceled`. */
  statusText: string;
  /** Active, pending or paused: the member holds the plan now or soon. */
  held: boolean;
}

/** The member's orders as the page reads them: those held now, and purchases per plan id. */
export interface MemberOrders {
  held: MemberOrderView[];
  /** Every order the member placed, per plan id: the platform counts them all against the limit. */
  purchases: Record<string, number>;
  /** Per plan id, the order its card is marked with: one held, else the newest. */
  marks: Record<string, MemberOrderView>;
}

/** Back from the hosted checkout: the order just bought. */
export interface PurchaseView {
  orderId: string;
  planName: string;
  /** The platform's status as it came: `ACTIVE`, `PENDING`… */
  status: string;
  /** The status in a sentence, as on the plan's card. */
  statusText: string;
  startDate: string;
}

/** What the hosted checkout's return URL says happened: an order, or a notice in words. */
export type CheckoutReturn = { orderId: string; planId?: string } | { notice: ReturnNotice } | null;
