import { WeightUnit } from '@headless/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contractEnum, ownedBy, revision, timestamps } from './columns';
import { siteEntity } from './site-ref';

export interface StoredMerchantDiscount {
  amountMinor: number;
  percentage?: number;
}

export interface StoredCustomLine {
  id: string;
  productName: string;
  priceMinor: number;
  quantity: number;
  itemType: 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE';
  weight?: number;
  /**
   * A booking checked out through eCommerce (Create Checkout with the Bookings app's catalog
   * reference): the line is that booking, priced when the checkout was made; paying the order
   * pays the booking (modules/orders/place-order.ts).
   */
  bookingId?: string;
}

/** eCommerce tables; 0002_domain.sql is the source of truth for the database. */
export const ecomCarts = pgTable(
  'ecom_carts',
  {
    ...siteEntity(),
    ownerType: text('owner_type', {
      enum: ['ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
    }).notNull(),
    ownerId: text('owner_id').notNull(),
    currency: text('currency').notNull(),
    buyerNote: text('buyer_note'),
    // 0006_cart_pricing.sql
    couponCode: text('coupon_code'),
    merchantDiscounts: jsonb('merchant_discounts')
      .$type<StoredMerchantDiscount[]>()
      .notNull()
      .default([]),
    customLineItems: jsonb('custom_line_items').$type<StoredCustomLine[]>().notNull().default([]),
    contactAddress: jsonb('contact_address').$type<Record<string, unknown>>(),
    selectedShippingOption: jsonb('selected_shipping_option').$type<{
      code: string;
      carrierId?: string;
    }>(),
    weightUnit: contractEnum('weight_unit', WeightUnit).notNull().default('KG'),
    // 0036: a cart placed through Cart V2 stays, marked; it is nobody's current cart any more.
    orderPlaced: boolean('order_placed').notNull().default(false),
    orderId: uuid('order_id'),
    // 0048: who a dedicated cart (nobody's current cart) belongs to, when a visitor or member made it.
    buyerType: text('buyer_type', { enum: ['ANONYMOUS_VISITOR', 'MEMBER'] }),
    buyerId: text('buyer_id'),
    revision: revision(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ecom_carts_current_owner_key')
      .on(t.siteId, t.ownerType, t.ownerId)
      .where(sql`NOT ${t.orderPlaced}`),
  ],
);

export const ecomCartLineItems = pgTable(
  'ecom_cart_line_items',
  {
    ...siteEntity(),
    cartId: ownedBy('cart_id', () => ecomCarts.id),
    catalog: text('catalog', { enum: ['stores'] }).notNull(),
    appId: text('app_id').notNull(),
    catalogItemId: text('catalog_item_id').notNull(),
    variantId: uuid('variant_id'),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    optionsKey: text('options_key').notNull(),
    quantity: integer('quantity').notNull(),
    position: serial('position'),
    ...timestamps(),
  },
  (t) => [
    unique('ecom_cart_line_items_cart_id_catalog_catalog_item_id_option_key').on(
      t.cartId,
      t.catalog,
      t.catalogItemId,
      t.optionsKey,
    ),
    index('ecom_cart_line_items_cart_idx').on(t.cartId, t.position),
  ],
);
