import { z } from 'zod';
import { MAX_LINE_ITEM_QUANTITY } from './constants';
import { CurrencyCode, RevisionRead, Timestamp } from './common';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { CursorPagingMetadata } from './bookings-services-search';
import { CursorQuery } from './paging';

/**
 * Subscription contracts (`/ecom/subscription-contracts/v1/subscription-contracts`): the terms of a buyer's
 * subscription. The platform creates them at checkout of subscription items and changes them
 * through draft contracts; no item here is sold by subscription, so the owner's local-only create,
 * update and delete are what record their domain events (webhooks.ts).
 */

/** Exact decimal text, as the platform sends money: never a float. */
const DecimalAmount = z
  .string()
  .max(MAX_TEXT_LENGTH)
  .regex(/^\d{1,9}(\.\d{1,3})?$/, 'must be a decimal amount');

export const SubscriptionFrequency = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']);

export const SubscriptionSettings = z.object({
  frequency: SubscriptionFrequency,
  interval: z.number().int().min(1).max(50).optional(),
  /** Cycles to bill; absent: until canceled. */
  billingCycles: z.number().int().min(1).max(999).optional(),
  autoRenewal: z.boolean().optional(),
});

export const SubscriptionContractLineInput = z.object({
  catalogReference: z.object({
    appId: z.string().max(MAX_ID_LENGTH).min(1),
    catalogItemId: z.string().min(1).max(100),
  }),
  productName: z.string().min(1).max(200),
  quantity: z.number().int().min(1).max(MAX_LINE_ITEM_QUANTITY),
  /** The price of one item each cycle, in the contract's currency. */
  price: DecimalAmount,
});

export const SubscriptionBuyerInfo = z.object({
  email: z.email().max(254),
  memberId: z.string().max(100).optional(),
});

export const CreateSubscriptionContractRequest = z.object({
  subscriptionContract: z.object({
    buyerInfo: SubscriptionBuyerInfo,
    currency: CurrencyCode,
    lineItems: z.array(SubscriptionContractLineInput).min(1).max(100),
    subscriptionSettings: SubscriptionSettings,
    description: z.string().max(500).optional(),
  }),
});
export type CreateSubscriptionContractRequest = z.infer<typeof CreateSubscriptionContractRequest>;

/** Changes one revision of the contract; the currency stays the one it was agreed in. */
export const UpdateSubscriptionContractRequest = z.object({
  subscriptionContract: z.object({
    revision: RevisionRead,
    buyerInfo: SubscriptionBuyerInfo.optional(),
    lineItems: z.array(SubscriptionContractLineInput).min(1).max(100).optional(),
    subscriptionSettings: SubscriptionSettings.optional(),
    description: z.string().max(500).optional(),
  }),
});
export type UpdateSubscriptionContractRequest = z.infer<typeof UpdateSubscriptionContractRequest>;

const Money = z.object({ amount: DecimalAmount });

export const SubscriptionContract = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  revision: z.string().max(MAX_ID_LENGTH),
  buyerInfo: SubscriptionBuyerInfo,
  currency: z.string().max(MAX_NAME_LENGTH),
  lineItems: z
    .array(SubscriptionContractLineInput.extend({ price: Money, lineItemPrice: Money }))
    .max(MAX_LIST_ITEMS),
  subscriptionSettings: SubscriptionSettings,
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  /** What each billing cycle charges: the sum of the lines. */
  priceSummary: z.object({ total: Money }),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type SubscriptionContract = z.infer<typeof SubscriptionContract>;

export const SubscriptionContractResponse = z.object({
  subscriptionContract: SubscriptionContract,
});
export type SubscriptionContractResponse = z.infer<typeof SubscriptionContractResponse>;

export const SubscriptionContractIdParams = z.object({
  subscriptionContractId: z.string().max(MAX_ID_LENGTH),
});

/** Query (`GET …/subscription-contracts/query`, the SDK's complex GET): a cursor query. */
export const QuerySubscriptionContractsRequest = z.object({ query: CursorQuery.optional() });
export const QuerySubscriptionContractsResponse = z.object({
  subscriptionContracts: z.array(SubscriptionContract),
  pagingMetadata: CursorPagingMetadata,
});
