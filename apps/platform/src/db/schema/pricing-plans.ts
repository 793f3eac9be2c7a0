import {
  CancellationCause,
  CancellationEffectiveAt,
  DurationUnit,
  PlanOrderStatus,
  PlanOrderType,
  PlanPaymentStatus,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contractEnum, createdAt, ownedBy, revision, timestamps, ts, uuidId } from './columns';
import { redirectSessions } from './booking-records';
import { siteEntity, siteRef } from './site-ref';

/**
 * Pricing plans tables; 0002_domain.sql, 0013_plan_orders.sql, 0045 and 0059 (benefits) are the
 * source of truth.
 */
const PRICING_KINDS = [
  'SUBSCRIPTION',
  'SINGLE_PAYMENT_FOR_DURATION',
  'SINGLE_PAYMENT_UNLIMITED',
] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];

export const pricingPlans = pgTable(
  'pricing_plans',
  {
    ...siteEntity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    isPrimary: boolean('is_primary').notNull().default(false),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    pricingKind: text('pricing_kind', { enum: PRICING_KINDS }).notNull(),
    durationCount: integer('duration_count'),
    durationUnit: contractEnum('duration_unit', DurationUnit),
    cycleCount: integer('cycle_count'),
    freeTrialDays: integer('free_trial_days'),
    perks: text('perks').array().notNull().default([]),
    maxPurchasesPerBuyer: integer('max_purchases_per_buyer'),
    allowFutureStartDate: boolean('allow_future_start_date').notNull().default(false),
    buyerCanCancel: boolean('buyer_can_cancel').notNull().default(true),
    termsAndConditions: text('terms_and_conditions'),
    hasOrders: boolean('has_orders').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Plans V3's revision (migration 0045): every change increments it. */
    revision: revision(),
    ...timestamps(),
  },
  (t) => [
    unique('pricing_plans_site_id_slug_key').on(t.siteId, t.slug),
    uniqueIndex('pricing_plans_one_primary_idx')
      .on(t.siteId)
      .where(sql`${t.isPrimary}`),
    index('pricing_plans_site_order_idx').on(t.siteId, t.sortOrder, t.createdAt),
  ],
);

export interface StoredPausePeriod {
  status: 'ACTIVE' | 'ENDED';
  pauseDate: string;
  resumeDate?: string;
}

export const planOrders = pgTable(
  'plan_orders',
  {
    ...siteEntity(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => pricingPlans.id, { onDelete: 'restrict' }),
    memberId: text('member_id').notNull(),
    redirectSessionId: uuid('redirect_session_id')
      .unique('plan_orders_redirect_session_id_key')
      .references(() => redirectSessions.id, { onDelete: 'set null' }),
    type: contractEnum('type', PlanOrderType).notNull().default('ONLINE'),
    status: contractEnum('status', PlanOrderStatus).notNull(),
    paymentStatus: contractEnum('payment_status', PlanPaymentStatus).notNull(),
    planName: text('plan_name').notNull(),
    planDescription: text('plan_description'),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    pricingKind: text('pricing_kind', { enum: PRICING_KINDS }).notNull(),
    durationCount: integer('duration_count'),
    durationUnit: contractEnum('duration_unit', DurationUnit),
    cycleCount: integer('cycle_count'),
    freeTrialDays: integer('free_trial_days'),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date'),
    earliestEndDate: ts('earliest_end_date'),
    pausePeriods: jsonb('pause_periods').$type<StoredPausePeriod[]>().notNull().default([]),
    autoRenewCanceled: boolean('auto_renew_canceled').notNull().default(false),
    cancelRequestedAt: ts('cancel_requested_at'),
    cancelCause: contractEnum('cancel_cause', CancellationCause),
    cancelEffectiveAt: contractEnum('cancel_effective_at', CancellationEffectiveAt),
    /** How many cycle_started notifications the clock recorded (migration 0021). */
    notifiedCycles: integer('notified_cycles').notNull().default(0),
    endedNotified: boolean('ended_notified').notNull().default(false),
    /** False while a future-start order waits for the clock's `started` (migration 0024). */
    startedNotified: boolean('started_notified').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('plan_orders_buyer_idx').on(t.siteId, t.memberId, t.planId),
    index('plan_orders_clock_idx')
      .on(t.siteId)
      .where(sql`NOT ${t.endedNotified}`),
    index('plan_orders_site_created_idx').on(t.siteId, t.createdAt.desc().nullsFirst()),
  ],
);

/** A plan's benefit (0059): an item set, what one of its items costs in credits, the credits. */
export const pricingPlanBenefits = pgTable(
  'pricing_plan_benefits',
  {
    /** The benefit's item set id. */
    id: uuidId(),
    siteId: siteRef(),
    planId: ownedBy('plan_id', () => pricingPlans.id),
    poolDefinitionId: uuid('pool_definition_id').notNull(),
    benefitKey: text('benefit_key').notNull(),
    providerAppId: uuid('provider_app_id').notNull(),
    displayName: text('display_name'),
    description: text('description'),
    /** Credits one item costs; 0: free to redeem. */
    price: numeric('price', { precision: 18, scale: 4 }).notNull(),
    /** Null: no credit configuration, the benefit's items are unlimited. */
    creditAmount: numeric('credit_amount', { precision: 18, scale: 4 }),
    creditUnitDisplayName: text('credit_unit_display_name'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('pricing_plan_benefits_pool_definition_id_benefit_key_key').on(
      t.poolDefinitionId,
      t.benefitKey,
    ),
    index('pricing_plan_benefits_plan_idx').on(t.planId),
  ],
);

/** An item a benefit covers (0059): the provider's record, by category and external id. */
export const pricingPlanBenefitItems = pgTable(
  'pricing_plan_benefit_items',
  {
    id: uuidId(),
    benefitId: ownedBy('benefit_id', () => pricingPlanBenefits.id),
    siteId: siteRef(),
    category: text('category').notNull().default(''),
    externalId: uuid('external_id').notNull(),
  },
  (t) => [
    unique('pricing_plan_benefit_items_benefit_id_category_external_id_key').on(
      t.benefitId,
      t.category,
      t.externalId,
    ),
    index('pricing_plan_benefit_items_item_idx').on(t.siteId, t.externalId, t.category),
  ],
);
