import { z } from 'zod';
import { RevisionedEntity, Timestamp, revisedPatch } from './common';
import { Order } from './checkout';
import { OffsetQuery, offsetPage } from './paging';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';

/**
 * The site owner's eCommerce calls that change state the storefront does not: discount rules
 * (`/ecom/v1/discount-rules`, the Discount Rules API) and cancelling an order
 * (`/ecom/v1/orders/{id}/cancel`). Each one records its domain event (webhooks.ts).
 */

/** Exact decimal amounts, as the platform sends money: at most 3 decimals, never a float. */
const DecimalAmount = z
  .string()
  .max(MAX_TEXT_LENGTH)
  .regex(/^\d{1,9}(\.\d{1,3})?$/, 'must be a decimal amount');

/** How a discount rule (and a coupon, on the platform) takes money off. */
export const DiscountRuleType = z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_PRICE']);
export type DiscountRuleType = z.infer<typeof DiscountRuleType>;

/** A catalog scope: one item (`catalogItemIds` of one id) or every item of the catalog. */
export const DiscountRuleScope = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  type: z.literal('CATALOG_ITEM'),
  catalogItem: z.object({
    catalogAppId: z.string().max(MAX_ID_LENGTH).min(1),
    catalogItemIds: z.array(z.string().max(MAX_ID_LENGTH).min(1)).max(1).optional(),
  }),
});

const DiscountFields = {
  targetType: z.literal('SPECIFIC_ITEMS'),
  specificItemsInfo: z.object({ scopes: z.array(DiscountRuleScope).length(1) }),
  discountType: DiscountRuleType,
  // Stored exactly as numeric(12,3): at most three decimals, never an exponent.
  percentage: z
    .number()
    .gt(0)
    .max(100)
    .refine((v) => /^\d+(\.\d{1,3})?$/.test(String(v)), 'must have at most 3 decimals')
    .optional(),
  fixedAmount: DecimalAmount.optional(),
  fixedPrice: DecimalAmount.optional(),
};

/** The one value field a discount type reads must be there. */
const VALUE_FIELD = {
  PERCENTAGE: 'percentage',
  FIXED_AMOUNT: 'fixedAmount',
  FIXED_PRICE: 'fixedPrice',
} as const;

export const DiscountRuleDiscount = z.object(DiscountFields).superRefine((d, ctx) => {
  const field = VALUE_FIELD[d.discountType];
  if (d[field] === undefined)
    ctx.addIssue({ code: 'custom', path: [field], message: `is required for ${d.discountType}` });
});
export type DiscountRuleDiscount = z.infer<typeof DiscountRuleDiscount>;

export const ActiveTimeInfo = z
  .object({
    start: z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH).optional(),
    end: z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH).optional(),
  })
  .refine((t) => !t.start || !t.end || Date.parse(t.start) < Date.parse(t.end), {
    message: 'must end after it starts',
    path: ['end'],
  });

/** One discount per rule here (the real platform allows more; see docs/domain-events.md). */
const Discounts = z.object({ values: z.array(DiscountRuleDiscount).length(1) });

export const DiscountRuleInput = z.object({
  name: z.string().trim().min(1).max(200),
  active: z.boolean(),
  activeTimeInfo: ActiveTimeInfo.optional(),
  discounts: Discounts,
});

export const CreateDiscountRuleRequest = z.object({ discountRule: DiscountRuleInput });
export type CreateDiscountRuleRequest = z.infer<typeof CreateDiscountRuleRequest>;

export const DiscountRulePatch = revisedPatch(DiscountRuleInput);
export const UpdateDiscountRuleRequest = z.object({ discountRule: DiscountRulePatch });
export type UpdateDiscountRuleRequest = z.infer<typeof UpdateDiscountRuleRequest>;

export const DiscountRule = RevisionedEntity.extend({
  name: z.string().max(MAX_NAME_LENGTH),
  active: z.boolean(),
  activeTimeInfo: z.object({ start: Timestamp.optional(), end: Timestamp.optional() }).optional(),
  discounts: z.object({ values: z.array(z.object(DiscountFields)).max(MAX_LIST_ITEMS) }),
  status: z.enum(['LIVE', 'EXPIRED', 'PENDING']),
});
export type DiscountRule = z.infer<typeof DiscountRule>;

export const DiscountRuleResponse = z.object({ discountRule: DiscountRule });
export type DiscountRuleResponse = z.infer<typeof DiscountRuleResponse>;

/** POST /ecom/v1/discount-rules/query {query} (offset paging) → the site's rules. */
export const QueryDiscountRulesRequest = z.object({ query: OffsetQuery.optional() });
export type QueryDiscountRulesRequest = z.infer<typeof QueryDiscountRulesRequest>;
export const QueryDiscountRulesResponse = offsetPage('discountRules', DiscountRule);
export type QueryDiscountRulesResponse = z.infer<typeof QueryDiscountRulesResponse>;

export const DiscountRuleIdParams = z.object({ discountRuleId: z.string().max(MAX_ID_LENGTH) });

/** `POST /ecom/v1/orders/{id}/cancel`: the order becomes CANCELED; stock is not given back. */
export const CancelOrderRequest = z.object({
  sendOrderCanceledEmail: z.boolean().optional(),
  customMessage: z.string().max(1000).optional(),
});
export type CancelOrderRequest = z.infer<typeof CancelOrderRequest>;

export const CancelOrderResponse = z.object({ order: Order });
export type CancelOrderResponse = z.infer<typeof CancelOrderResponse>;

export const OrderIdParams = z.object({ id: z.string().max(MAX_ID_LENGTH) });
