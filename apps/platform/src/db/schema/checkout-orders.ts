import {
  type AddressWithContact,
  OrderAttributionSource,
  OrderFulfillmentStatus,
  OrderPaymentStatus,
  WeightUnit,
} from '@headless/contract';
import { bigint, boolean, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { contractEnum, revision, timestamps, ts } from './columns';
import { sites } from './core';
import { siteEntity } from './site-ref';

/** Checkouts and orders; 0007_checkout_orders.sql is the source of truth. */
const ownerType = () =>
  text('owner_type', { enum: ['ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'] }).notNull();

export interface MinorTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

export const ecomCheckouts = pgTable(
  'ecom_checkouts',
  {
    ...siteEntity(),
    cartId: uuid('cart_id').notNull(),
    ownerType: ownerType(),
    ownerId: text('owner_id').notNull(),
    channelType: text('channel_type').notNull().default('WEB'),
    currency: text('currency').notNull(),
    email: text('email'),
    shippingInfo: jsonb('shipping_info').$type<AddressWithContact>().notNull().default({}),
    billingInfo: jsonb('billing_info').$type<AddressWithContact>().notNull().default({}),
    selectedShippingOption: jsonb('selected_shipping_option').$type<{
      code: string;
      carrierId?: string;
    }>(),
    couponCode: text('coupon_code'),
    buyerNote: text('buyer_note'),
    completedAt: ts('completed_at'),
    /** The priced view at completion (wire lines and summary), kept once the cart is gone. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    /** 0036: opened through Cart V2, whose cart stays (marked as ordered) when the order is placed. */
    keepsCart: boolean('keeps_cart').notNull().default(false),
    revision: revision(),
    ...timestamps(),
  },
  (t) => [index('ecom_checkouts_owner_idx').on(t.siteId, t.ownerType, t.ownerId)],
);

export const ecomOrderCounters = pgTable('ecom_order_counters', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

export interface StoredOrderLine {
  id: string;
  appId: string;
  catalogItemId: string;
  variantId?: string;
  options?: Record<string, string>;
  quantity: number;
  priceMinor: number;
  /** The wire line as the checkout showed it (names, description lines, image, item type). */
  view: Record<string, unknown>;
}

export interface StoredShipping {
  code: string;
  title: string;
  costMinor: number;
  destination: AddressWithContact;
}

export interface StoredActivity {
  id: string;
  type: 'ORDER_PLACED' | 'ORDER_PAID' | 'ORDER_CANCELED';
  createdDate: string;
}

export const ecomOrders = pgTable(
  'ecom_orders',
  {
    ...siteEntity(),
    number: bigint('number', { mode: 'number' }).notNull(),
    /** None for an imported order. */
    checkoutId: uuid('checkout_id')
      .unique('ecom_orders_checkout_id_key')
      .references(() => ecomCheckouts.id, { onDelete: 'cascade' }),
    ownerType: ownerType(),
    ownerId: text('owner_id').notNull(),
    email: text('email'),
    currency: text('currency').notNull(),
    weightUnit: contractEnum('weight_unit', WeightUnit).notNull().default('KG'),
    channelType: text('channel_type').notNull().default('WEB'),
    status: text('status', { enum: ['INITIALIZED', 'APPROVED', 'CANCELED'] }).notNull(),
    paymentStatus: contractEnum('payment_status', OrderPaymentStatus).notNull(),
    fulfillmentStatus: contractEnum('fulfillment_status', OrderFulfillmentStatus).notNull(),
    lineItems: jsonb('line_items').$type<StoredOrderLine[]>().notNull(),
    totals: jsonb('totals').$type<MinorTotals>().notNull(),
    billingInfo: jsonb('billing_info').$type<AddressWithContact>().notNull().default({}),
    shippingInfo: jsonb('shipping_info').$type<StoredShipping>(),
    appliedDiscounts: jsonb('applied_discounts').$type<unknown[]>().notNull().default([]),
    activities: jsonb('activities').$type<StoredActivity[]>().notNull().default([]),
    buyerLanguage: text('buyer_language'),
    archived: boolean('archived').notNull().default(false),
    attributionSource: contractEnum('attribution_source', OrderAttributionSource),
    seenByAHuman: boolean('seen_by_a_human').notNull().default(false),
    recipientInfo: jsonb('recipient_info').$type<AddressWithContact>(),
    extendedFields: jsonb('extended_fields').$type<{
      namespaces: Record<string, Record<string, unknown>>;
    }>(),
    imported: boolean('imported').notNull().default(false),
    purchasedAt: ts('purchased_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('ecom_orders_site_id_number_key').on(t.siteId, t.number),
    index('ecom_orders_owner_idx').on(t.siteId, t.ownerType, t.ownerId),
  ],
);
