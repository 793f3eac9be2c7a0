import { CheckoutTemplateStatus } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contractEnum, createdAt, ownedBy, timestamps, ts } from './columns';
import { ecomOrders } from './checkout-orders';
import { sites } from './core';
import { siteEntity } from './site-ref';

/** Fulfillments, back-in-stock requests, checkout settings; 0020_owner_events.sql is the truth. */

export interface StoredTrackingInfo {
  trackingNumber: string;
  shippingProvider: string;
  trackingLink?: string;
}

export const ecomOrderFulfillments = pgTable(
  'ecom_order_fulfillments',
  {
    ...siteEntity(),
    orderId: ownedBy('order_id', () => ecomOrders.id),
    lineItems: jsonb('line_items').$type<{ id: string; quantity: number }[]>().notNull(),
    trackingInfo: jsonb('tracking_info').$type<StoredTrackingInfo>(),
    createdAt: createdAt(),
  },
  (t) => [index('ecom_order_fulfillments_order_idx').on(t.siteId, t.orderId, t.createdAt)],
);

export const ecomBackInStockRequests = pgTable(
  'ecom_back_in_stock_requests',
  {
    ...siteEntity(),
    appId: text('app_id').notNull(),
    catalogItemId: text('catalog_item_id').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    email: text('email').notNull(),
    itemUrl: text('item_url'),
    status: text('status', { enum: ['RECEIVED', 'NOTIFICATION_SENT'] })
      .notNull()
      .default('RECEIVED'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ecom_back_in_stock_requests_once')
      .on(t.siteId, t.catalogItemId, t.options, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'RECEIVED'`),
  ],
);

export const ecomCheckoutSettings = pgTable('ecom_checkout_settings', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  checkoutPolicies: jsonb('checkout_policies')
    .$type<Record<string, unknown>>()
    .notNull()
    .default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export interface StoredTemplateLine {
  catalogReference: { appId: string; catalogItemId: string; options?: Record<string, unknown> };
  quantity: number;
}

export const ecomCheckoutTemplates = pgTable('ecom_checkout_templates', {
  ...siteEntity(),
  status: contractEnum('status', CheckoutTemplateStatus).notNull().default('ACTIVE'),
  lineItems: jsonb('line_items').$type<StoredTemplateLine[]>().notNull(),
  customization: jsonb('customization')
    .$type<{ lockGiftCard?: boolean; lockCouponCode?: boolean }>()
    .notNull()
    .default({}),
  ...timestamps(),
});
