import {
  DiscountType,
  OptionType,
  type PageUrl,
  type ProductMediaItem,
  ProductType,
} from '@headless/contract';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { contractEnum, ownedBy, timestamps } from './columns';
import { siteEntity, siteRef } from './site-ref';

/** Stores catalog v1 tables; 0002_domain.sql is the source of truth for the database. */
export interface ProductDetails {
  media?: ProductMediaItem[];
  additionalInfoSections?: { title: string; description: string }[];
  customTextFields?: { title: string; maxLength: number; mandatory: boolean }[];
  productPageUrl?: PageUrl;
}

export const storesProducts = pgTable(
  'stores_products',
  {
    ...siteEntity(),
    numericId: bigint('numeric_id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    visible: boolean('visible').notNull().default(true),
    productType: contractEnum('product_type', ProductType).notNull(),
    description: text('description').notNull().default(''),
    sku: text('sku'),
    brand: text('brand'),
    ribbon: text('ribbon'),
    weight: doublePrecision('weight'),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    discountType: contractEnum('discount_type', DiscountType).notNull().default('NONE'),
    discountValue: integer('discount_value').notNull().default(0),
    trackInventory: boolean('track_inventory').notNull().default(false),
    manageVariants: boolean('manage_variants').notNull().default(false),
    collectionIds: text('collection_ids').array().notNull().default([]),
    details: jsonb('details').$type<ProductDetails>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    unique('stores_products_site_id_slug_key').on(t.siteId, t.slug),
    index('stores_products_site_created_idx').on(t.siteId, t.createdAt, t.id),
  ],
);

export interface StoredChoice {
  value: string;
  description: string;
  visible: boolean;
  /** Ids of the product's media items that show this choice. */
  mediaIds?: string[];
}

export const storesProductOptions = pgTable(
  'stores_product_options',
  {
    productId: ownedBy('product_id', () => storesProducts.id),
    siteId: siteRef(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    optionType: contractEnum('option_type', OptionType).notNull(),
    choices: jsonb('choices').$type<StoredChoice[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    unique('stores_product_options_product_id_name_key').on(t.productId, t.name),
  ],
);

export const storesVariants = pgTable(
  'stores_variants',
  {
    ...siteEntity(),
    productId: ownedBy('product_id', () => storesProducts.id),
    position: integer('position').notNull().default(0),
    choices: jsonb('choices').$type<Record<string, string>>().notNull().default({}),
    priceMinor: integer('price_minor'),
    sku: text('sku'),
    weight: doublePrecision('weight'),
    visible: boolean('visible').notNull().default(true),
    quantity: integer('quantity'),
    inStock: boolean('in_stock').notNull().default(true),
  },
  (t) => [
    unique('stores_variants_product_id_choices_key').on(t.productId, t.choices),
    index('stores_variants_product_idx').on(t.productId, t.position),
  ],
);

/** What a customization or info section made on its own keeps (0070); brands and ribbons keep `{}`. */
export interface CatalogNameSettings {
  render?: 'TEXT_CHOICES' | 'SWATCH_CHOICES';
  choices?: StoredChoice[];
  title?: string;
  maxLength?: number;
  description?: string;
  /** An option's choice names in the owner's order (reorderCustomizationChoices). */
  choiceOrder?: string[];
  /** An option's linked choices: choice name → the names of its primary choices. */
  primaryChoices?: Record<string, string[]>;
}

/**
 * Catalog V3 brands and ribbons (0050), options, modifiers and info sections (0070) made on their
 * own, before any product carries them.
 */
export const storesCatalogNames = pgTable(
  'stores_catalog_names',
  {
    siteId: siteRef(),
    kind: text('kind', {
      enum: ['brand', 'ribbon', 'option', 'modifier', 'info-section'],
    }).notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<CatalogNameSettings>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.kind, t.name] })],
);

/**
 * Catalog V1 collections, V3's categories (0063): what a product's `collectionIds` name. Every
 * site has "All Products" (a trigger on `sites`); membership stays on the product.
 */
export const storesCollections = pgTable(
  'stores_collections',
  {
    siteId: siteRef(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    media: jsonb('media').$type<ProductMediaItem[]>().notNull().default([]),
    visible: boolean('visible').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    unique('stores_collections_site_id_slug_key').on(t.siteId, t.slug),
  ],
);
