import { z } from 'zod';
import { CurrencyCode, DurationUnit, Timestamp } from './common';
import { CursorPagingMetadata } from './bookings-services-search';
import { CursorPaging, CursorQuery, Filter, Sorting } from './paging';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';

/**
 * Pricing plans on Plans V3 (docs/protocol.md §2.7): the same plans as v2, another shape. A plan
 * has one pricing variant; its billing terms say how long a cycle is and when the plan ends.
 */
export const PlanVisibility = z.enum(['PUBLIC', 'PRIVATE']);
export type PlanVisibility = z.infer<typeof PlanVisibility>;

/** int64 counts travel as strings in V3. */
const Int64 = z.string().regex(/^\d{1,9}$/);

export const BillingTermsV3 = z.object({
  billingCycle: z.object({ period: DurationUnit, count: Int64 }).optional(),
  startType: z.enum(['ON_PURCHASE', 'CUSTOM']),
  endType: z.enum(['UNTIL_CANCELLED', 'CYCLES_COMPLETED']),
  cyclesCompletedDetails: z.object({ billingCycleCount: Int64 }).optional(),
});
export type BillingTermsV3 = z.infer<typeof BillingTermsV3>;

export const PricingVariantV3 = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  freeTrialDays: z.number().int().optional(),
  billingTerms: BillingTermsV3,
  pricingStrategies: z
    .array(z.object({ flatRate: z.object({ amount: z.string().max(MAX_NAME_LENGTH) }) }))
    .max(1),
});
export type PricingVariantV3 = z.infer<typeof PricingVariantV3>;

export const PlanV3 = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  /** Increments with every change of the plan; an update names the one it read. */
  revision: Int64,
  createdDate: Timestamp,
  updatedDate: Timestamp,
  name: z.string().max(MAX_NAME_LENGTH),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  slug: z.string().max(MAX_ID_LENGTH),
  termsAndConditions: z.string().max(MAX_TEXT_LENGTH).optional(),
  maxPurchasesPerBuyer: z.number().int(),
  pricingVariants: z.array(PricingVariantV3).max(1),
  perks: z.array(z.object({ description: z.string().max(MAX_TEXT_LENGTH) })).max(MAX_LIST_ITEMS),
  visibility: PlanVisibility,
  buyable: z.boolean(),
  buyerCanCancel: z.boolean(),
  currency: CurrencyCode,
});
export type PlanV3 = z.infer<typeof PlanV3>;

export const PlanV3IdParams = z.object({ planId: z.string().min(1).max(MAX_ID_LENGTH) });
export const PlanV3Response = z.object({ plan: PlanV3 });
export type PlanV3Response = z.infer<typeof PlanV3Response>;

export const QueryPlansV3Request = z.object({ query: CursorQuery.optional() });
export type QueryPlansV3Request = z.infer<typeof QueryPlansV3Request>;
export const QueryPlansV3Response = z.object({
  plans: z.array(PlanV3),
  pagingMetadata: CursorPagingMetadata,
});
export type QueryPlansV3Response = z.infer<typeof QueryPlansV3Response>;

/** What the owner sends to create a V3 plan: one pricing variant with a flat rate. */
export const PlanV3Input = z.object({
  name: z.string().trim().min(1).max(50),
  description: z.string().max(450).optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens')
    .max(80)
    .optional(),
  termsAndConditions: z.string().max(3000).optional(),
  maxPurchasesPerBuyer: z.number().int().min(0).max(10).optional(),
  pricingVariants: z
    .array(
      z.object({
        freeTrialDays: z.number().int().min(0).max(999).optional(),
        billingTerms: z.object({
          billingCycle: z
            .object({ period: DurationUnit, count: z.coerce.number().int().min(1).max(2000) })
            .optional(),
          startType: z.enum(['ON_PURCHASE', 'CUSTOM']).optional(),
          endType: z.enum(['UNTIL_CANCELLED', 'CYCLES_COMPLETED']),
          cyclesCompletedDetails: z
            .object({ billingCycleCount: z.coerce.number().int().min(1).max(2000) })
            .optional(),
        }),
        pricingStrategies: z
          .array(
            z.object({
              flatRate: z.object({
                amount: z
                  .string()
                  .max(MAX_NAME_LENGTH)
                  .regex(/^\d{1,9}(\.\d+)?$/, 'must be a non-negative decimal'),
              }),
            }),
          )
          .length(1),
      }),
    )
    .length(1),
  perks: z
    .array(z.object({ description: z.string().min(1).max(200) }))
    .max(40)
    .optional(),
  visibility: PlanVisibility.optional(),
  buyerCanCancel: z.boolean().optional(),
});
export type PlanV3Input = z.infer<typeof PlanV3Input>;

export const CreatePlanV3Request = z.object({ plan: PlanV3Input });
export type CreatePlanV3Request = z.infer<typeof CreatePlanV3Request>;

/**
 * The owner's update: the fields sent change, the others keep their value. `revision` is the one
 * the owner read (a plan changed since is refused with 409 REVISION_MISMATCH); `buyable: false`
 * stops the plan selling (v2's archive, final as there).
 */
export const UpdatePlanV3Input = PlanV3Input.partial().extend({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  revision: z
    .string()
    .max(18)
    .regex(/^\d{1,18}$/, 'must be the revision the plan was read at'),
  buyable: z.boolean().optional(),
});
export type UpdatePlanV3Input = z.infer<typeof UpdatePlanV3Input>;
export const UpdatePlanV3Request = z.object({ plan: UpdatePlanV3Input });
export type UpdatePlanV3Request = z.infer<typeof UpdatePlanV3Request>;

/** Free text over the plan's name, the one field Search Plans searches. */
export const PlanSearchDetails = z.object({
  expression: z.string().max(200).optional(),
  fields: z
    .array(z.enum(['name']))
    .max(1)
    .optional(),
  mode: z.enum(['OR', 'AND']).optional(),
  fuzzy: z.boolean().optional(),
});
export type PlanSearchDetails = z.infer<typeof PlanSearchDetails>;

export const SearchPlansV3Request = z.object({
  search: z
    .object({
      filter: Filter.optional(),
      sort: z.array(Sorting).max(10).optional(),
      cursorPaging: CursorPaging.optional(),
      search: PlanSearchDetails.optional(),
      timeZone: z.string().max(50).optional(),
    })
    .optional(),
});
export type SearchPlansV3Request = z.infer<typeof SearchPlansV3Request>;
export const SearchPlansV3Response = QueryPlansV3Response.extend({
  aggregationData: z.object({ results: z.array(z.unknown()) }),
});
export type SearchPlansV3Response = z.infer<typeof SearchPlansV3Response>;

export const CountPlansV3Request = z.object({
  filter: Filter.optional(),
  search: PlanSearchDetails.optional(),
});
export type CountPlansV3Request = z.infer<typeof CountPlansV3Request>;
export const CountPlansV3Response = z.object({ count: z.number().int() });
export type CountPlansV3Response = z.infer<typeof CountPlansV3Response>;
