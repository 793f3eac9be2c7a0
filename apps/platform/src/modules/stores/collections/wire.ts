import type { StoreCategory, Collection } from '@headless/contract';
import { asDate } from '../v3/derived-query';
import type { CollectionRow } from './rows';

/** A row as Catalog V1 renders a collection: its media as a product's (main item first). */
export function collectionToWire(row: CollectionRow): Collection {
  const [mainMedia] = row.media;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ...(row.description ? { description: row.description } : {}),
    visible: row.visible,
    numberOfProducts: Number(row.products),
    media: { ...(mainMedia ? { mainMedia } : {}), items: row.media },
  };
}

/**
 * The same row as the Categories API's category of the Stores tree: the image as its URL, the
 * description only when asked for (`fields: ['DESCRIPTION']`), no parents (the tree is flat).
 */
export function categoryToWire(row: CollectionRow, fields: readonly string[] = []): StoreCategory {
  const created = asDate(row.created)!.toISOString();
  const updated = asDate(row.updated)!;
  const image = row.media[0]?.image?.url;
  return {
    id: row.id,
    revision: String(updated.getTime()),
    createdDate: created,
    updatedDate: updated.toISOString(),
    name: row.name,
    slug: row.slug,
    ...(fields.includes('DESCRIPTION') && row.description ? { description: row.description } : {}),
    visible: row.visible,
    itemCounter: Number(row.products),
    ...(image ? { image } : {}),
    ...(fields.includes('BREADCRUMBS_INFO') ? { breadcrumbsInfo: { breadcrumbs: [] } } : {}),
    treeReference: { appNamespace: '@wix/stores' },
  };
}
