import type { PagingMetadata, ValueMoney } from '@headless/contract';
import { defineTransform, type DatesAt } from '../../core/transforms';

// Plan orders (issue 6; documented REST paths under /pricing-plans/v2/member/orders). Local until the
// contract has them: PlanOrder and its enums should move to packages/contract/src/pricing-plans.ts.

export type PlanOrderStatus = 'DRAFT' | 'PENDING' | 'ACTIVE' | 'PAUSED' | 'ENDED' | 'CANCELED';
export type PlanPaymentStatus =
  'PAID' | 'REFUNDED' | 'FAILED' | 'UNPAID' | 'PENDING' | 'NOT_APPLICABLE';
export type CancellationCause =
  'OWNER_ACTION' | 'MEMBER_ACTION' | 'PAYMENT_FAILURE' | 'PAYMENT_SETUP_FAILURE' | 'UNKNOWN';
export type CancellationEffectiveAt = 'IMMEDIATELY' | 'NEXT_PAYMENT_DATE';

export interface PlanOrderCycle {
  index?: number;
  status?: 'ACTIVE' | 'ENDED';
  startedDate?: string;
  endedDate?: string;
}

export interface PlanOrderWire {
  id: string;
  planId: string;
  subscriptionId?: string;
  buyer: { memberId: string; contactId?: string };
  type?: 'ONLINE' | 'OFFLINE' | 'EXTERNAL';
  status: PlanOrderStatus;
  lastPaymentStatus?: PlanPaymentStatus;
  planName?: string;
  planDescription?: string;
  planPrice?: string;
  priceDetails?: { subtotal?: string; total?: string; currency?: string; freeTrialDays?: number };
  pricing?: { price?: ValueMoney };
  autoRenewCanceled?: boolean;
  startDate?: string;
  endDate?: string;
  earliestEndDate?: string;
  freeTrialDays?: number;
  currentCycle?: PlanOrderCycle;
  cycles?: PlanOrderCycle[];
  pausePeriods?: { status?: string; pauseDate?: string; resumeDate?: string }[];
  cancellation?: {
    requestedDate?: string;
    cause?: CancellationCause;
    effectiveAt?: CancellationEffectiveAt;
  };
  createdDate: string;
  updatedDate: string;
}

export const planOrderTransform = defineTransform({
  dates: [
    'createdDate',
    'updatedDate',
    'startDate',
    'endDate',
    'earliestEndDate',
    'currentCycle.startedDate',
    'currentCycle.endedDate',
    'cycles.startedDate',
    'cycles.endedDate',
    'pausePeriods.pauseDate',
    'pausePeriods.resumeDate',
    'cancellation.requestedDate',
  ],
});

export type PlanOrder = DatesAt<PlanOrderWire, (typeof planOrderTransform.dates)[number]>;

/** `GET /pricing-plans/v2/member/orders` query. */
export interface ListMyOrdersOptions {
  planIds?: string[];
  autoRenewCanceled?: boolean;
  orderStatuses?: PlanOrderStatus[];
  paymentStatuses?: PlanPaymentStatus[];
  limit?: number;
  offset?: number;
}

export interface ListMyOrdersResponse {
  orders: PlanOrder[];
  pagingMetadata?: PagingMetadata;
}
