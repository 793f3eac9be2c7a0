import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS } from './bounds';

/**
 * The slice of Benefit Programs V1 through which an owner gives a plan its benefits
 * (docs/protocol.md §2.7, "Plan benefits"): read the plan's program definition, create a pool
 * definition with its benefits, add the items each benefit covers.
 */

/** The namespace the Pricing Plans app keeps its plans' programs under. */
export const PRICING_PLANS_NAMESPACE = '@wix/pricing-plans';

/** Credits: non-negative decimals, up to four decimal places. */
const Credits = z
  .string()
  .max(17)
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'must be a non-negative decimal');

export const ProgramDefinitionQuery = z.object({
  externalId: z.guid(),
  namespace: z.string().min(1).max(20),
});

export const ProgramDefinition = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  namespace: z.string().max(20),
  externalId: z.string().max(MAX_ID_LENGTH),
  displayName: z.string().max(MAX_ID_LENGTH).optional(),
});
export const ProgramDefinitionResponse = z.object({ programDefinition: ProgramDefinition });

export const BenefitInput = z.object({
  benefitKey: z.string().min(1).max(64),
  providerAppId: z.guid(),
  /** Credits one item costs; above 0 only with the pool's credit configuration. */
  price: Credits.optional(),
  displayName: z.string().max(40).optional(),
  description: z.string().max(255).optional(),
});

export const CreditConfiguration = z.object({
  amount: Credits,
  unitDisplayName: z.string().max(32).optional(),
});

export const PoolDefinitionInput = z.object({
  namespace: z.string().min(1).max(20),
  displayName: z.string().max(64).optional(),
  /** The plan's program definition: this platform keeps a pool definition on one plan. */
  programDefinitionIds: z.array(z.guid()).length(1),
  details: z.object({
    benefits: z.array(BenefitInput).min(1).max(10),
    creditConfiguration: CreditConfiguration.optional(),
  }),
});
export type PoolDefinitionInput = z.infer<typeof PoolDefinitionInput>;

export const CreatePoolDefinitionRequest = z.object({
  poolDefinition: PoolDefinitionInput,
  cascade: z
    .enum(['UNKNOWN_CASCADE', 'NEXT_RENEWAL', 'IMMEDIATELY', 'FUTURE_PROVISIONS'])
    .optional(),
});
export type CreatePoolDefinitionRequest = z.infer<typeof CreatePoolDefinitionRequest>;

export const PoolDefinition = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  namespace: z.string().max(20),
  displayName: z.string().max(64).optional(),
  programDefinitionIds: z.array(z.string().max(MAX_ID_LENGTH)).max(1),
  details: z.object({
    benefits: z
      .array(
        BenefitInput.extend({
          itemSetId: z.string().max(MAX_ID_LENGTH),
          price: z.string().max(MAX_ID_LENGTH),
          providerAppId: z.string().max(MAX_ID_LENGTH),
        }),
      )
      .max(10),
    creditConfiguration: CreditConfiguration.extend({
      amount: z.string().max(MAX_ID_LENGTH),
    }).optional(),
  }),
});
export type PoolDefinition = z.infer<typeof PoolDefinition>;
export const PoolDefinitionResponse = z.object({ poolDefinition: PoolDefinition });

export const BenefitItemInput = z.object({
  namespace: z.string().min(1).max(20),
  category: z.string().max(20).optional(),
  providerAppId: z.guid(),
  itemSetId: z.guid(),
  externalId: z.guid(),
});

export const BulkCreateBenefitItemsRequest = z.object({
  items: z.array(BenefitItemInput).min(1).max(MAX_LIST_ITEMS),
  returnEntity: z.boolean().optional(),
});
export type BulkCreateBenefitItemsRequest = z.infer<typeof BulkCreateBenefitItemsRequest>;

export const BenefitItem = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  namespace: z.string().max(20),
  category: z.string().max(20),
  providerAppId: z.string().max(MAX_ID_LENGTH),
  itemSetId: z.string().max(MAX_ID_LENGTH),
  externalId: z.string().max(MAX_ID_LENGTH),
});
export type BenefitItem = z.infer<typeof BenefitItem>;

export const BulkCreateBenefitItemsResponse = z.object({
  results: z
    .array(
      z.object({
        itemMetadata: z.object({
          id: z.string().max(MAX_ID_LENGTH).optional(),
          originalIndex: z.number().int(),
          success: z.boolean(),
          error: z
            .object({ code: z.string().max(MAX_ID_LENGTH), description: z.string().max(500) })
            .optional(),
        }),
        item: BenefitItem.optional(),
      }),
    )
    .max(MAX_LIST_ITEMS),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});
export type BulkCreateBenefitItemsResponse = z.infer<typeof BulkCreateBenefitItemsResponse>;
