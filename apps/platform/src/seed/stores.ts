import {
  ALL_PRODUCTS_COLLECTION_ID,
  type OptionType,
  type ProductMediaItem,
  type ProductType,
} from '@headless/contract';
import type { Db } from '../db/client';
import {
  storesProductOptions,
  storesProducts,
  storesVariants,
  type StoredChoice,
} from '../db/schema/stores';
import { demoCollectionId, seedCollections, type DemoCollectionKey } from './collections';
import { placeholderImage } from './placeholder-image';
import { DEMO_SITE_URL, seedId, seedTime } from './seed-helpers';

type Choices = Record<string, string>;

interface DemoOption {
  name: string;
  type: OptionType;
  /** [description, value]; a color's value is its hex code. */
  choices: [string, string][];
}

interface DemoProduct {
  key: string;
  name: string;
  description: string;
  type: ProductType;
  price: number;
  color: string;
  options?: DemoOption[];
  /** Per-variant stock for tracked products. */
  quantity?: (c: Choices) => number;
  variantPrice?: (c: Choices) => number | undefined;
  discount?: { type: 'AMOUNT' | 'PERCENT'; value: number };
  ribbon?: string;
  brand?: string;
  weight?: number;
  visible?: boolean;
  collections: DemoCollectionKey[];
}

const SIZES: [string, string][] = ['S', 'M', 'L', 'XL'].map((s) => [s, s]);

/**
 * In list order (the products query's default sort is by creation, which follows it): the T-shirt
 * leads, the product with options the store example's main flow puts in the cart first.
 * seed/leading.test.ts holds this.
 */
const PRODUCTS: DemoProduct[] = [
  {
    key: 'classic-cotton-t-shirt',
    name: 'Classic Cotton T-Shirt',
    description: '<p>Soft, heavyweight organic cotton with a relaxed fit.</p>',
    type: 'physical',
    price: 2500,
    color: '#1f2a44',
    ribbon: 'Bestseller',
    brand: 'Studio Basics',
    weight: 0.2,
    collections: ['apparel'],
    options: [
      { name: 'Size', type: 'drop_down', choices: SIZES },
      {
        name: 'Color',
        type: 'color',
        choices: [
          ['Black', '#000000'],
          ['White', '#FFFFFF'],
          ['Navy', '#1F2A44'],
        ],
      },
    ],
    quantity: (c) => (c.Size === 'XL' && c.Color === 'Navy' ? 0 : 20),
  },
  {
    key: 'ceramic-coffee-mug',
    name: 'Ceramic Coffee Mug',
    description: '<p>A 350 ml stoneware mug, glazed by hand.</p>',
    type: 'physical',
    price: 1400,
    color: '#c77d3a',
    brand: 'Kiln & Co',
    weight: 0.4,
    collections: ['home'],
  },
  {
    key: 'canvas-tote-bag',
    name: 'Canvas Tote Bag',
    description: '<p>Sturdy cotton canvas with long handles.</p>',
    type: 'physical',
    price: 1800,
    color: '#8c6d3f',
    ribbon: 'Sale',
    weight: 0.3,
    collections: ['apparel', 'home'],
    options: [
      {
        name: 'Color',
        type: 'color',
        choices: [
          ['Natural', '#E8DCC4'],
          ['Black', '#000000'],
        ],
      },
    ],
    discount: { type: 'PERCENT', value: 10 },
  },
  {
    key: 'fleece-hoodie',
    name: 'Fleece Hoodie',
    description: '<p>Brushed fleece inside, clean finish outside.</p>',
    type: 'physical',
    price: 5500,
    color: '#4a6fa5',
    brand: 'Studio Basics',
    weight: 0.6,
    collections: ['apparel'],
    options: [{ name: 'Size', type: 'drop_down', choices: SIZES.slice(0, 3) }],
    quantity: (c) => ({ S: 5, M: 8, L: 3 })[c.Size ?? ''] ?? 0,
    variantPrice: (c) => (c.Size === 'L' ? 5900 : undefined),
  },
  {
    key: 'digital-recipe-book',
    name: 'Digital Recipe Book',
    description: '<p>Sixty seasonal recipes as a PDF download.</p>',
    type: 'digital',
    price: 999,
    color: '#2f6f4f',
    collections: ['digital'],
  },
  {
    key: 'photography-presets',
    name: 'Photography Presets Pack',
    description: '<p>Twelve presets for warm, film-like colour.</p>',
    type: 'digital',
    price: 1500,
    color: '#7a4b8c',
    discount: { type: 'AMOUNT', value: 300 },
    collections: ['digital'],
  },
  {
    key: 'limited-edition-print',
    name: 'Limited Edition Print',
    description: '<p>A signed giclée print, numbered edition of 50.</p>',
    type: 'physical',
    price: 6000,
    color: '#b5485d',
    ribbon: 'Sold out',
    weight: 0.5,
    collections: ['home'],
    quantity: () => 0,
  },
  {
    key: 'gift-wrapping-kit',
    name: 'Gift Wrapping Kit',
    description: '<p>Paper, ribbon and tags.</p>',
    type: 'physical',
    price: 500,
    color: '#6b6b6b',
    visible: false,
    collections: ['gifts'],
  },
];

/** Every combination of the options' choices; one empty combination for a product without options. */
function combinations(options: DemoOption[]): Choices[] {
  return options.reduce<Choices[]>(
    (acc, o) =>
      acc.flatMap((c) => o.choices.map(([description]) => ({ ...c, [o.name]: description }))),
    [{}],
  );
}

function media(siteId: string, p: DemoProduct): ProductMediaItem[] {
  const colors = p.options?.find((o) => o.type === 'color')?.choices ?? [];
  const item = (key: string, label: string, color: string): ProductMediaItem => {
    const { id, url, width, height, altText } = placeholderImage(
      seedId(siteId, `image:${key}`),
      label,
      color,
    );
    const image = { url, width, height, altText };
    return { id, title: label, mediaType: 'image', image, thumbnail: image };
  };
  return [
    item(`product:${p.key}`, p.name, p.color),
    ...colors.map(([name, hex]) => item(`product:${p.key}:${name}`, `${p.name} – ${name}`, hex)),
  ];
}

function rows(siteId: string, p: DemoProduct, index: number, now: Date) {
  const productId = seedId(siteId, `product:${p.key}`);
  const images = media(siteId, p);
  const at = seedTime(index, now);
  const collectionIds = p.collections.map((c) => demoCollectionId(siteId, c));
  const product: typeof storesProducts.$inferInsert = {
    id: productId,
    siteId,
    name: p.name,
    slug: p.key,
    visible: p.visible ?? true,
    productType: p.type,
    description: p.description,
    sku: `SKU-${index + 1001}`,
    brand: p.brand ?? null,
    ribbon: p.ribbon ?? null,
    weight: p.weight ?? null,
    priceMinor: p.price,
    currency: 'USD',
    discountType: p.discount?.type ?? 'NONE',
    discountValue: p.discount?.value ?? 0,
    trackInventory: p.quantity !== undefined,
    manageVariants: p.variantPrice !== undefined || (p.quantity !== undefined && !!p.options),
    collectionIds:
      p.visible === false ? collectionIds : [ALL_PRODUCTS_COLLECTION_ID, ...collectionIds],
    details: {
      media: images,
      productPageUrl: { base: DEMO_SITE_URL, path: `/product-page/${p.key}` },
      additionalInfoSections: [{ title: 'Care', description: '<p>Handle with care.</p>' }],
    },
    createdAt: at,
    updatedAt: at,
  };
  const options = (p.options ?? []).map((o, position) => ({
    productId,
    siteId,
    position,
    name: o.name,
    optionType: o.type,
    choices: o.choices.map(([description, value]): StoredChoice => {
      const colorImage = images.find((m) => m.title === `${p.name} – ${description}`);
      return {
        value,
        description,
        visible: true,
        ...(o.type === 'color' && colorImage ? { mediaIds: [colorImage.id] } : {}),
      };
    }),
  }));
  const variants = combinations(p.options ?? []).map((choices, position) => ({
    id: seedId(siteId, `variant:${p.key}:${JSON.stringify(choices)}`),
    siteId,
    productId,
    position,
    choices,
    priceMinor: p.variantPrice?.(choices) ?? null,
    sku: `SKU-${index + 1001}-${position}`,
    quantity: p.quantity ? p.quantity(choices) : null,
    inStock: true,
    visible: true,
  }));
  return { product, options, variants };
}

/** Eight products: options and variants, a discount, digital goods, one sold out and one hidden. */
export async function seedStores(db: Db, siteId: string, now: Date): Promise<void> {
  await seedCollections(db, siteId, now);
  const all = PRODUCTS.map((p, i) => rows(siteId, p, i, now));
  await db
    .insert(storesProducts)
    .values(all.map((r) => r.product))
    .onConflictDoNothing();
  const options = all.flatMap((r) => r.options);
  if (options.length) await db.insert(storesProductOptions).values(options).onConflictDoNothing();
  await db
    .insert(storesVariants)
    .values(all.flatMap((r) => r.variants))
    .onConflictDoNothing();
}
