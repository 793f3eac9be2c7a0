import type { Db } from '../db/client';
import { storesCollections } from '../db/schema/stores';
import { placeholderImage } from './placeholder-image';
import { seedId, seedTime } from './seed-helpers';

/**
 * The demo catalog's collections by kind of product (Catalog V3 reports the same rows as the
 * products' categories). A product names them by key in seed/stores.ts; "All Products" comes with
 * the site (0063). "Gifts" holds only a hidden product, so a visitor sees it empty.
 */
export const DEMO_COLLECTIONS = [
  { key: 'apparel', name: 'Apparel', color: '#1f2a44', description: 'Tees, hoodies and bags.' },
  {
    key: 'home',
    name: 'Home & Living',
    color: '#b5651d',
    description: 'For the kitchen and walls.',
  },
  { key: 'digital', name: 'Digital Goods', color: '#2e7d32', description: 'Downloads, at once.' },
  { key: 'gifts', name: 'Gifts', color: '#8e24aa', description: 'Wrapping and extras.' },
] as const;

export type DemoCollectionKey = (typeof DEMO_COLLECTIONS)[number]['key'];

export const demoCollectionId = (siteId: string, key: DemoCollectionKey) =>
  seedId(siteId, `collection:${key}`);

export async function seedCollections(db: Db, siteId: string, now: Date): Promise<void> {
  const rows = DEMO_COLLECTIONS.map((c, index) => {
    const id = demoCollectionId(siteId, c.key);
    const picture = placeholderImage(seedId(siteId, `image:collection:${c.key}`), c.name, c.color);
    const image = {
      url: picture.url,
      width: picture.width,
      height: picture.height,
      altText: picture.altText,
    };
    const media = [{ id: picture.id, title: c.name, mediaType: 'image' as const, image }];
    const at = seedTime(index, now);
    const { name, description } = c;
    return { siteId, id, name, slug: c.key, description, media, createdAt: at, updatedAt: at };
  });
  await db.insert(storesCollections).values(rows).onConflictDoNothing();
}
