import {
  ALL_PRODUCTS_COLLECTION_ID,
  DEFAULT_PAGE_SIZE,
  type ProductMediaItem,
} from '@headless/contract';
import { eq, sql } from 'drizzle-orm';
import { storesCollections as c, storesProducts as p } from '../../../db/schema/stores';
import { defineFields, type EntityQuerySpec } from '../../../query';
import { column } from '../v3/derived-query';

/**
 * A site's collections (V3: its categories) as one row each, read as the derived table `d` so the
 * query language filters, sorts and pages them as a table. The count is of the visible products
 * whose `collection_ids` list the collection: membership lives on the product, for both wires.
 */
export function collectionRows(siteId: string) {
  const products = sql`
    select count(*)::int from ${p}
    where ${p.siteId} = ${c.siteId} and ${p.visible} and ${c.id} = any(${p.collectionIds})`;
  return sql`
    select ${c.id} as id, ${c.name} as name, ${c.slug} as slug, ${c.description} as description,
      ${c.media} as media, ${c.visible} as visible, ${c.createdAt} as created,
      ${c.updatedAt} as updated, (${products}) as products
    from ${c} where ${eq(c.siteId, siteId)}`;
}

export type CollectionRow = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  media: ProductMediaItem[];
  visible: boolean;
  created: Date | string;
  updated: Date | string;
  products: number;
};

const created = column('created');
/** "All Products" leads an unsorted list (it comes with the site), then creation order. */
const defaultSort = [sql`${column('id')} <> ${ALL_PRODUCTS_COLLECTION_ID}`, created];

/** V1 names (docs/protocol.md §3.3): `id`, `name`, `slug`, `visible`, `numberOfProducts`. */
export const collectionQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: column('id'), type: 'string' },
    name: { sql: column('name'), type: 'string', sortable: true },
    slug: { sql: column('slug'), type: 'string', sortable: true },
    visible: { sql: column('visible'), type: 'boolean' },
    numberOfProducts: { sql: column('products'), type: 'number', sortable: true },
  }),
  defaultSort,
  tieBreaker: column('id'),
  defaultLimit: DEFAULT_PAGE_SIZE,
};

/** The Categories API's names for the same fields. */
export const categoryQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: column('id'), type: 'string' },
    name: { sql: column('name'), type: 'string', sortable: true },
    slug: { sql: column('slug'), type: 'string', sortable: true },
    visible: { sql: column('visible'), type: 'boolean' },
    itemCounter: { sql: column('products'), type: 'number', sortable: true },
    createdDate: { sql: created, type: 'date', sortable: true },
    updatedDate: { sql: column('updated'), type: 'date', sortable: true },
  }),
  defaultSort,
  tieBreaker: column('id'),
  defaultLimit: DEFAULT_PAGE_SIZE,
};
