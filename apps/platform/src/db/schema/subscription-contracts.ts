import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';

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

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const ecomSubscriptionContracts = pgTable(
  'ecom_subscription_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    buyerInfo: jsonb('buyer_info').$type<{ email: string; memberId?: string }>().notNull(),
    currency: text('currency').notNull(),
    lineItems: jsonb('line_items').$type<StoredContractLine[]>().notNull(),
    subscriptionSettings: jsonb('subscription_settings')
      .$type<StoredSubscriptionSettings>()
      .notNull(),
    description: text('description'),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ecom_subscription_contracts_site_idx').on(t.siteId, t.createdAt)],
);
