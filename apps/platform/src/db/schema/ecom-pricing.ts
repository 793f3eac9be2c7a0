import { DiscountRuleType, TaxRateType } from '@headless/contract';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
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
import { contractEnum, createdAt, identityId, revision, ts } from './columns';
import { siteEntity, siteRef } from './site-ref';

/** Cart pricing rules and the general outbox; 0006_cart_pricing.sql is the source of truth. */

export const CONDITION_TYPES = ['BY_TOTAL_WEIGHT', 'BY_TOTAL_PRICE', 'BY_TOTAL_QUANTITY'] as const;
export const CONDITION_OPERATORS = ['EQ', 'GT', 'GTE', 'LT', 'LTE'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface DeliverySlot {
  from: string;
  to: string;
}

export const domainEvents = pgTable(
  'domain_events',
  {
    id: identityId(),
    siteId: siteRef(),
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** 'wire', or the snapshot format its renderer knows (outbox/payloads.ts, 0029). */
    payloadFormat: text('payload_format').notNull().default('wire'),
    /** Who caused the event, as the webhook envelope's identity (null: unknown). */
    identity: jsonb('identity'),
    /** The webhook envelope's event id, the same on every delivery attempt (0016). */
    eventUuid: uuid('event_uuid').notNull().defaultRandom(),
    createdAt: createdAt(),
    publishedAt: ts('published_at'),
  },
  (t) => [
    index('domain_events_entity_idx').on(t.siteId, t.aggregateType, t.aggregateId, t.id),
    index('domain_events_unpublished_idx')
      .on(t.id)
      .where(sql`${t.publishedAt} IS NULL`),
    uniqueIndex('domain_events_event_clock_once_idx')
      .on(t.aggregateId, t.eventType)
      .where(
        sql`${t.aggregateType} = 'wix.events.v1.event' AND ${t.eventType} IN ('wix.events.v1.event_started', 'wix.events.v1.event_ended', 'wix.events.v1.event_reminder')`,
      ),
  ],
);

export const ecomDiscountRules = pgTable(
  'ecom_discount_rules',
  {
    ...siteEntity(),
    name: text('name').notNull(),
    discountType: contractEnum('discount_type', DiscountRuleType).notNull(),
    value: numeric('value', { precision: 12, scale: 3 }).notNull(),
    catalogItemId: text('catalog_item_id'),
    activeFrom: ts('active_from'),
    activeTo: ts('active_to'),
    createdAt: createdAt(),
    /** 0020: the Discount Rules API's revision, on/off switch and last change. */
    revision: revision(),
    active: boolean('active').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('ecom_discount_rules_site_id_name_key').on(t.siteId, t.name)],
);

export const ecomCoupons = pgTable(
  'ecom_coupons',
  {
    ...siteEntity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    discountType: contractEnum('discount_type', DiscountRuleType).notNull(),
    value: numeric('value', { precision: 12, scale: 3 }).notNull(),
    /** The start precedes the expiration when both are set (0032, ecom_coupons_window_check). */
    activeFrom: ts('active_from'),
    activeTo: ts('active_to'),
    minimumSubtotalMinor: bigint('minimum_subtotal_minor', { mode: 'number' }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ecom_coupons_site_code_idx').on(t.siteId, sql`upper(${t.code})`)],
);

/** A coupon is named by its code without regard to case, the way its unique index reads it. */
export const couponCodeIs = (code: string): SQL => sql`upper(${ecomCoupons.code}) = upper(${code})`;

export const ecomShippingRules = pgTable(
  'ecom_shipping_rules',
  {
    ...siteEntity(),
    kind: text('kind', { enum: ['SHIPPING', 'PICKUP'] })
      .notNull()
      .default('SHIPPING'),
    code: text('code').notNull(),
    title: text('title').notNull(),
    carrierId: text('carrier_id').notNull(),
    country: text('country'),
    conditionType: text('condition_type', { enum: CONDITION_TYPES }),
    conditionOperator: text('condition_operator', { enum: CONDITION_OPERATORS }),
    conditionValue: numeric('condition_value', { precision: 14, scale: 3 }),
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull(),
    estimatedDeliveryTime: text('estimated_delivery_time'),
    deliverySlots: jsonb('delivery_slots').$type<DeliverySlot[]>().notNull().default([]),
    pickupAddress: jsonb('pickup_address').$type<Record<string, unknown>>(),
    pickupInstructions: text('pickup_instructions'),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('ecom_shipping_rules_site_idx').on(t.siteId, t.code, t.priority)],
);

export const ecomTaxRegions = pgTable(
  'ecom_tax_regions',
  {
    ...siteEntity(),
    country: text('country').notNull(),
    subdivision: text('subdivision').notNull().default(''),
    rateType: contractEnum('rate_type', TaxRateType).notNull(),
    rate: numeric('rate', { precision: 7, scale: 4 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ecom_tax_regions_site_id_country_subdivision_key').on(
      t.siteId,
      t.country,
      t.subdivision,
    ),
  ],
);
