import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { revision, timestamps } from './columns';
import { siteEntity } from './site-ref';

/** 0022_subscription_contracts.sql is the truth. */
export interface StoredContractLine {
  catalogReference: { appId: string; catalogItemId: string };
  productName: string;
  quantity: number;
  /** One item's price each cycle, in minor units of the contract's currency. */
  priceMinor: number;
}

export interface StoredSubscriptionSettings {
  frequency: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  interval?: number;
  billingCycles?: number;
  autoRenewal?: boolean;
}

export const ecomSubscriptionContracts = pgTable(
  'ecom_subscription_contracts',
  {
    ...siteEntity(),
    buyerInfo: jsonb('buyer_info').$type<{ email: string; memberId?: string }>().notNull(),
    currency: text('currency').notNull(),
    lineItems: jsonb('line_items').$type<StoredContractLine[]>().notNull(),
    subscriptionSettings: jsonb('subscription_settings')
      .$type<StoredSubscriptionSettings>()
      .notNull(),
    description: text('description'),
    revision: revision(),
    ...timestamps(),
  },
  (t) => [index('ecom_subscription_contracts_site_idx').on(t.siteId, t.createdAt)],
);
