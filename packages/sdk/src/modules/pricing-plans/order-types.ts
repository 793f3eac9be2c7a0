import type {
  PagingMetadata,
  PlanOrder as PlanOrderWire,
  PlanOrderStatus,
  PlanPaymentStatus,
} from '@headless/contract';
import { defineTransform, type Transformed } from '../../core/transforms';

// Plan orders (documented REST paths under /pricing-plans/v2/member/orders): the wire shapes are
// the contract's.
export type {
  CancellationCause,
  CancellationEffectiveAt,
  OrderCycle as PlanOrderCycle,
  PlanOrder as PlanOrderWire,
  PlanOrderStatus,
  PlanPaymentStatus,
} from '@headless/contract';

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

export type PlanOrder = Transformed<PlanOrderWire, typeof planOrderTransform>;

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
