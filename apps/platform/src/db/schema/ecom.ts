import {
  bigint,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from './core';

/** eCommerce tables; 0002_domain.sql is the source of truth for the database. */
export const ecomCarts = pgTable('ecom_carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  ownerType: text('owner_type', {
    enum: ['ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
  }).notNull(),
  ownerId: text('owner_id').notNull(),
  currency: text('currency').notNull(),
  buyerNote: text('buyer_note'),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ecomCartLineItems = pgTable('ecom_cart_line_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  cartId: uuid('cart_id')
    .notNull()
    .references(() => ecomCarts.id, { onDelete: 'cascade' }),
  catalog: text('catalog', { enum: ['stores'] }).notNull(),
  appId: text('app_id').notNull(),
  catalogItemId: text('catalog_item_id').notNull(),
  variantId: uuid('variant_id'),
  options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
  optionsKey: text('options_key').notNull(),
  quantity: integer('quantity').notNull(),
  position: serial('position'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
