import { z } from 'zod';
import { DurationUnit, Timestamp, ValueMoney } from './common';
import { MAX_PAGE_SIZE, PagingMetadata } from './paging';
import { QueryRequest } from './query';

/** Pricing plans v2, public plans (protocol.md §2.7, §3.8). */
export const Duration = z.object({ count: z.number().int(), unit: DurationUnit });
export type Duration = z.infer<typeof Duration>;

export const PlanPricing = z.object({
  subscription: z.object({ cycleDuration: Duration, cycleCount: z.number().int() }).optional(),
  singlePaymentForDuration: Duration.optional(),
  singlePaymentUnlimited: z.boolean().optional(),
  price: ValueMoney,
  freeTrialDays: z.number().int().optional(),
});
export type PlanPricing = z.infer<typeof PlanPricing>;

export const PublicPlan = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  slug: z.string(),
  primary: z.boolean(),
  perks: z.object({ values: z.array(z.string()) }),
  pricing: PlanPricing,
  maxPurchasesPerBuyer: z.number().int().optional(),
  allowFutureStartDate: z.boolean(),
  buyerCanCancel: z.boolean(),
  termsAndConditions: z.string().optional(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type PublicPlan = z.infer<typeof PublicPlan>;

const toArray = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

/** Query string of `GET /pricing-plans/v2/plans/public`; `planIds` repeats (protocol.md §1.3). */
export const ListPublicPlansQuery = z.object({
  limit: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  planIds: z
    .union([z.string(), z.array(z.string())])
    .transform(toArray)
    .optional(),
});
export type ListPublicPlansQuery = z.input<typeof ListPublicPlansQuery>;

export const QueryPublicPlansRequest = QueryRequest;
export type QueryPublicPlansRequest = z.infer<typeof QueryPublicPlansRequest>;

export const PublicPlansResponse = z.object({
  plans: z.array(PublicPlan),
  pagingMetadata: PagingMetadata,
});
export type PublicPlansResponse = z.infer<typeof PublicPlansResponse>;
