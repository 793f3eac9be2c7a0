import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { PlanV3 } from './pricing-plans-v3';

/**
 * Plan Benefits (docs/protocol.md §2.7): which public plans a customer could buy to use an item
 * (a Bookings class, say), each with the benefit that covers the item and its credit price.
 */

/** An empty string is what an omitted field means (it matches the empty value, not any). */
const GuidOrEmpty = z.union([z.literal(''), z.guid()]);

/** The item, as its provider app names it: matched on all three fields exactly (AND). */
export const ItemIdentifier = z.object({
  externalId: GuidOrEmpty.optional(),
  category: z.string().max(20).optional(),
  providerAppId: GuidOrEmpty.optional(),
});
export type ItemIdentifier = z.infer<typeof ItemIdentifier>;

export const ListPlansByItemIdentifierRequest = z.object({
  itemIdentifier: ItemIdentifier,
  /** When the item will be used (default: now); a plan must be buyable to cover that date. */
  targetDate: z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH).optional(),
  /** How many items the benefit's credits must cover. */
  count: z.number().int().min(1).max(1_000_000).optional(),
  additionalData: z.record(z.string().max(MAX_ID_LENGTH), z.unknown()).nullable().optional(),
});
export type ListPlansByItemIdentifierRequest = z.infer<typeof ListPlansByItemIdentifierRequest>;

/** Decimal strings, up to four decimals, as the credits are kept. */
const Credits = z.string().max(MAX_NAME_LENGTH);

export const PlanBenefitInfo = z.object({
  externalId: z.string().max(MAX_ID_LENGTH),
  category: z.string().max(20),
  providerAppId: z.string().max(MAX_ID_LENGTH),
  poolDefinitionId: z.string().max(MAX_ID_LENGTH),
  itemSetId: z.string().max(MAX_ID_LENGTH),
  /** Credits one item costs. */
  price: Credits,
  /** The credits a buyer starts with; absent: the benefit's items are unlimited. */
  creditConfiguration: z
    .object({ amount: Credits, unitDisplayName: z.string().max(32).optional() })
    .optional(),
  benefitKey: z.string().max(64),
  displayName: z.string().max(40).optional(),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
});
export type PlanBenefitInfo = z.infer<typeof PlanBenefitInfo>;

export const PlanBenefit = z.object({
  planInfo: z.object({ plan: PlanV3 }),
  benefitInfo: PlanBenefitInfo,
});
export type PlanBenefit = z.infer<typeof PlanBenefit>;

export const ListPlansByItemIdentifierResponse = z.object({
  planBenefits: z.array(PlanBenefit).max(100),
});
export type ListPlansByItemIdentifierResponse = z.infer<typeof ListPlansByItemIdentifierResponse>;
