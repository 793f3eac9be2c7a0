import { z } from 'zod';
import { Timestamp } from './common';
import { MAX_PAGE_SIZE, offsetPage, RepeatedParam } from './paging';
import { PlanPricing } from './pricing-plans';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';

/** Pricing plans v2 orders: the member's own (`/member/orders`) and the owner's (`/orders`). */
export const PlanOrderStatus = z.enum([
  'DRAFT',
  'PENDING',
  'ACTIVE',
  'PAUSED',
  'ENDED',
  'CANCELED',
]);
export type PlanOrderStatus = z.infer<typeof PlanOrderStatus>;
export const PlanPaymentStatus = z.enum([
  'PAID',
  'REFUNDED',
  'FAILED',
  'UNPAID',
  'PENDING',
  'NOT_APPLICABLE',
]);
export type PlanPaymentStatus = z.infer<typeof PlanPaymentStatus>;
export const PlanOrderType = z.enum(['ONLINE', 'OFFLINE', 'EXTERNAL']);
export const CancellationCause = z.enum([
  'OWNER_ACTION',
  'MEMBER_ACTION',
  'PAYMENT_FAILURE',
  'PAYMENT_SETUP_FAILURE',
  'UNKNOWN',
]);
export type CancellationCause = z.infer<typeof CancellationCause>;
export const CancellationEffectiveAt = z.enum(['IMMEDIATELY', 'NEXT_PAYMENT_DATE']);
export type CancellationEffectiveAt = z.infer<typeof CancellationEffectiveAt>;

export const OrderCycle = z.object({
  index: z.number().int(),
  startedDate: Timestamp,
  endedDate: Timestamp.optional(),
});
export type OrderCycle = z.infer<typeof OrderCycle>;

export const PausePeriod = z.object({
  status: z.enum(['ACTIVE', 'ENDED']),
  pauseDate: Timestamp,
  resumeDate: Timestamp.optional(),
});

export const PlanOrder = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  planId: z.string().max(MAX_ID_LENGTH),
  planName: z.string().max(MAX_NAME_LENGTH),
  planDescription: z.string().max(MAX_TEXT_LENGTH).optional(),
  planPrice: z.string().max(MAX_TEXT_LENGTH),
  buyer: z.object({
    memberId: z.string().max(MAX_ID_LENGTH),
    contactId: z.string().max(MAX_ID_LENGTH),
  }),
  pricing: PlanPricing,
  /** What the buyer pays per cycle (no coupons or tax on the local platform). */
  priceDetails: z.object({
    planPrice: z.string().max(MAX_TEXT_LENGTH),
    subtotal: z.string().max(MAX_TEXT_LENGTH),
    discount: z.string().max(MAX_TEXT_LENGTH),
    total: z.string().max(MAX_TEXT_LENGTH),
    currency: z.string().max(MAX_NAME_LENGTH),
    freeTrialDays: z.number().int().optional(),
  }),
  type: PlanOrderType,
  status: PlanOrderStatus,
  lastPaymentStatus: PlanPaymentStatus,
  autoRenewCanceled: z.boolean(),
  freeTrialDays: z.number().int().optional(),
  startDate: Timestamp,
  endDate: Timestamp.optional(),
  earliestEndDate: Timestamp.optional(),
  cycles: z.array(OrderCycle),
  currentCycle: OrderCycle.optional(),
  pausePeriods: z.array(PausePeriod),
  cancellation: z
    .object({
      requestedDate: Timestamp,
      cause: CancellationCause,
      effectiveAt: CancellationEffectiveAt,
    })
    .optional(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type PlanOrder = z.infer<typeof PlanOrder>;

/** A repeated query key: one value or several; each value checked on its own. */
const repeated = RepeatedParam(z.string().max(MAX_TEXT_LENGTH));

/** `GET /pricing-plans/v2/member/orders` (flat, repeated keys: docs/protocol.md §1.3). */
export const ListMemberPlanOrdersQuery = z.object({
  planIds: repeated.optional(),
  orderStatuses: repeated.pipe(z.array(PlanOrderStatus)).optional(),
  paymentStatuses: repeated.pipe(z.array(PlanPaymentStatus)).optional(),
  autoRenewCanceled: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type ListMemberPlanOrdersQuery = z.input<typeof ListMemberPlanOrdersQuery>;

/** The owner's `GET /pricing-plans/v2/orders` adds the buyers. */
export const ListPlanOrdersQuery = ListMemberPlanOrdersQuery.extend({
  buyerIds: repeated.optional(),
});
export type ListPlanOrdersQuery = z.input<typeof ListPlanOrdersQuery>;

export const PlanOrdersResponse = offsetPage('orders', PlanOrder);
export type PlanOrdersResponse = z.infer<typeof PlanOrdersResponse>;
export const PlanOrderResponse = z.object({ order: PlanOrder });
export type PlanOrderResponse = z.infer<typeof PlanOrderResponse>;

export const CancelPlanOrderRequest = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  effectiveAt: CancellationEffectiveAt,
});
export type CancelPlanOrderRequest = z.infer<typeof CancelPlanOrderRequest>;

/** The owner's `PATCH /pricing-plans/v2/orders/{id}`: postpone the end date (must be later). */
export const PostponeEndDateRequest = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  endDate: z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH),
});
export type PostponeEndDateRequest = z.infer<typeof PostponeEndDateRequest>;

/** The owner's `POST /pricing-plans/v2/orders/{id}/mark-as-paid`: an offline order only. */
export const MarkAsPaidRequest = z.object({ id: z.string().max(MAX_ID_LENGTH).optional() });

/**
 * The owner's `POST /pricing-plans/v2/checkout/orders/offline`: an order paid off the site. It
 * starts at `startDate` (now when absent; never in the past) and reads `PENDING` until then.
 */
export const CreateOfflineOrderRequest = z.object({
  planId: z.string().max(MAX_ID_LENGTH).min(1),
  memberId: z.string().max(MAX_ID_LENGTH).min(1),
  paid: z.boolean().optional(),
  startDate: z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH).optional(),
});
export type CreateOfflineOrderRequest = z.infer<typeof CreateOfflineOrderRequest>;

/** The owner's `POST /pricing-plans/v2/orders/{id}/change-start-date` (local only): a `PENDING` order. */
export const ChangeStartDateRequest = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  startDate: z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH),
});
export type ChangeStartDateRequest = z.infer<typeof ChangeStartDateRequest>;

/** The paidPlansCheckout redirect intent (docs/protocol.md §3.7). */
export const PaidPlansCheckoutIntent = z.object({
  planId: z.string().max(MAX_ID_LENGTH),
  checkoutData: z.string().max(MAX_TEXT_LENGTH).optional(),
});
export type PaidPlansCheckoutIntent = z.infer<typeof PaidPlansCheckoutIntent>;

/** `POST /pricing-plans/v2/checkout/orders/price-preview`: what buying the plan would cost. */
export const PricePreviewRequest = z.object({
  planId: z.string().max(MAX_ID_LENGTH).min(1),
  couponCode: z.string().max(MAX_NAME_LENGTH).optional(),
});
export const PricePreviewResponse = z.object({
  prices: z.array(
    z.object({
      duration: z.object({
        cycleFrom: z.number().int(),
        numberOfCycles: z.number().int().optional(),
      }),
      price: z.object({
        subtotal: z.string().max(MAX_NAME_LENGTH),
        discount: z.string().max(MAX_NAME_LENGTH),
        total: z.string().max(MAX_NAME_LENGTH),
        currency: z.string().max(MAX_NAME_LENGTH),
      }),
    }),
  ),
});

/** `POST /pricing-plans/v2/checkout/orders/preview-online`: the member's order, not stored. */
export const OnlineOrderPreviewRequest = PricePreviewRequest.extend({
  startDate: z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH).optional(),
});
export const OnlineOrderPreviewResponse = z.object({
  order: PlanOrder,
  purchaseLimitExceeded: z.boolean(),
});

/**
 * Create Online Order (`POST /pricing-plans/v2/checkout/orders/online`): a member buys for
 * themselves; the owner names the member in `onBehalf`. A paid plan's order is a `DRAFT` until
 * paid; a free plan's starts at once.
 */
export const CreateOnlineOrderRequest = OnlineOrderPreviewRequest.extend({
  onBehalf: z.object({ memberId: z.string().max(MAX_ID_LENGTH).min(1) }).optional(),
  submissionId: z.string().max(MAX_ID_LENGTH).optional(),
});
export type CreateOnlineOrderRequest = z.infer<typeof CreateOnlineOrderRequest>;
