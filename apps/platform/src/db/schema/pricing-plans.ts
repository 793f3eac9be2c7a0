import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';

/** Pricing plans tables; 0002_domain.sql is the source of truth for the database. */
export const pricingPlans = pgTable('pricing_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description'),
  isPublic: boolean('is_public').notNull().default(true),
  archived: boolean('archived').notNull().default(false),
  isPrimary: boolean('is_primary').notNull().default(false),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull().default('USD'),
  pricingKind: text('pricing_kind', {
    enum: ['SUBSCRIPTION', 'SINGLE_PAYMENT_FOR_DURATION', 'SINGLE_PAYMENT_UNLIMITED'],
  }).notNull(),
  durationCount: integer('duration_count'),
  durationUnit: text('duration_unit', { enum: ['DAY', 'WEEK', 'MONTH', 'YEAR'] }),
  cycleCount: integer('cycle_count'),
  freeTrialDays: integer('free_trial_days'),
  perks: text('perks').array().notNull().default([]),
  maxPurchasesPerBuyer: integer('max_purchases_per_buyer'),
  allowFutureStartDate: boolean('allow_future_start_date').notNull().default(false),
  buyerCanCancel: boolean('buyer_can_cancel').notNull().default(true),
  termsAndConditions: text('terms_and_conditions'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
