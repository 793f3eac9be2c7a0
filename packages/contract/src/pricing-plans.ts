import { z } from 'zod';
import { CurrencyCode, DurationUnit, Timestamp, ValueMoney } from './common';
import { MAX_PAGE_SIZE, offsetPage, RepeatedParam } from './paging';
import { QueryRequest } from './query';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';

/** Pricing plans v2 (docs/protocol.md §2.7, §3.8). */
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
  id: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  slug: z.string().max(MAX_ID_LENGTH),
  primary: z.boolean(),
  perks: z.object({ values: z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS) }),
  pricing: PlanPricing,
  maxPurchasesPerBuyer: z.number().int().optional(),
  allowFutureStartDate: z.boolean(),
  buyerCanCancel: z.boolean(),
  termsAndConditions: z.string().max(MAX_TEXT_LENGTH).optional(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type PublicPlan = z.infer<typeof PublicPlan>;

/** The owner's view adds visibility, archiving and whether anyone bought it. */
export const Plan = PublicPlan.extend({
  public: z.boolean(),
  archived: z.boolean(),
  hasOrders: z.boolean(),
});
export type Plan = z.infer<typeof Plan>;

const Ids = RepeatedParam(z.string().max(MAX_TEXT_LENGTH)).optional();
const Limit = z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).optional();
const Offset = z.coerce.number().int().min(0).optional();

/**
 * Query string of `GET /pricing-plans/v2/plans/public`; `planIds` repeats (docs/protocol.md §1.3).
 */
export const ListPublicPlansQuery = z.object({ limit: Limit, offset: Offset, planIds: Ids });
export type ListPublicPlansQuery = z.input<typeof ListPublicPlansQuery>;

export const QueryPublicPlansRequest = QueryRequest;
export type QueryPublicPlansRequest = z.infer<typeof QueryPublicPlansRequest>;

export const PublicPlansResponse = offsetPage('plans', PublicPlan);
export type PublicPlansResponse = z.infer<typeof PublicPlansResponse>;

/** Which plans the owner's list shows by archive state (`archived` of the query string). */
export const ArchivedPlansFilter = z.enum(['ACTIVE', 'ARCHIVED', 'ARCHIVED_AND_ACTIVE']);
export type ArchivedPlansFilter = z.infer<typeof ArchivedPlansFilter>;
/** Which plans the owner's list shows by visibility (`public` of the query string). */
export const PublicFilter = z.enum(['PUBLIC_AND_HIDDEN', 'PUBLIC', 'HIDDEN']);
export type PublicFilter = z.infer<typeof PublicFilter>;

/** Query string of the owner's `GET /pricing-plans/v2/plans`. */
export const ListPlansQuery = z.object({
  archived: ArchivedPlansFilter.optional(),
  public: PublicFilter.optional(),
  limit: Limit,
  offset: Offset,
  planIds: Ids,
});
export type ListPlansQuery = z.input<typeof ListPlansQuery>;

export const PlansResponse = offsetPage('plans', Plan);
export type PlansResponse = z.infer<typeof PlansResponse>;
export const PlanResponse = z.object({ plan: Plan });
export type PlanResponse = z.infer<typeof PlanResponse>;
export const PlanStatsResponse = z.object({ totalPlans: z.number().int() });
export type PlanStatsResponse = z.infer<typeof PlanStatsResponse>;

const PositiveDuration = z.object({ count: z.number().int().min(1).max(999), unit: DurationUnit });

/** What a caller sends as pricing; exactly one of the three models is checked by the platform. */
export const PlanPricingInput = z.object({
  subscription: z
    .object({ cycleDuration: PositiveDuration, cycleCount: z.number().int().min(0).max(2000) })
    .optional(),
  singlePaymentForDuration: PositiveDuration.optional(),
  singlePaymentUnlimited: z.boolean().optional(),
  price: z.object({
    value: z
      .string()
      .max(MAX_TEXT_LENGTH)
      .regex(/^\d{1,9}(\.\d+)?$/, 'must be a non-negative decimal'),
    currency: CurrencyCode,
  }),
  freeTrialDays: z.number().int().min(0).max(999).optional(),
});
export type PlanPricingInput = z.infer<typeof PlanPricingInput>;

/** Every field an owner may set; `id` and the dates are the platform's. */
export const PlanInput = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  name: z.string().trim().min(1).max(50),
  description: z.string().max(450).optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens')
    .max(80)
    .optional(),
  perks: z.object({ values: z.array(z.string().min(1).max(200)).max(40) }).optional(),
  pricing: PlanPricingInput,
  public: z.boolean().optional(),
  maxPurchasesPerBuyer: z.number().int().min(0).max(1000).optional(),
  allowFutureStartDate: z.boolean().optional(),
  buyerCanCancel: z.boolean().optional(),
  termsAndConditions: z.string().max(3000).optional(),
});
export type PlanInput = z.infer<typeof PlanInput>;

export const CreatePlanRequest = z.object({ plan: PlanInput });
export type CreatePlanRequest = z.infer<typeof CreatePlanRequest>;

/** Field masks arrive as comma-joined strings (docs/protocol.md §1.3); arrays are tolerated. */
export const PlanFieldMask = z.union([
  z.string().max(MAX_TEXT_LENGTH),
  z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS),
]);

/** Without a mask, the fields present in `plan` apply; with one, only the masked fields do. */
export const UpdatePlanRequest = z.object({
  plan: PlanInput.partial(),
  fieldMask: PlanFieldMask.optional(),
});
export type UpdatePlanRequest = z.infer<typeof UpdatePlanRequest>;

export const PlanIdParams = z.object({ id: z.string().max(MAX_ID_LENGTH).min(1) });
export const PlanIdBody = z.object({ id: z.string().max(MAX_ID_LENGTH).optional() }).optional();
export const SetPlanVisibilityRequest = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  visible: z.boolean(),
});
export type SetPlanVisibilityRequest = z.infer<typeof SetPlanVisibilityRequest>;
