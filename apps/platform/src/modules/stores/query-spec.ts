import { InventoryStatus, ProductType, DEFAULT_PAGE_SIZE } from '@headless/contract';
import { asc, sql } from 'drizzle-orm';
import { storesProducts as p } from '../../db/schema/stores';
import { defineFields, type EntityQuerySpec } from '../../query';
import { inventoryStatusSql, productInStockSql } from './stock';

const price = sql`minor_to_major(${p.priceMinor}, ${p.currency})`;

/** The product fields a query may filter and sort on (docs/protocol.md §3.3 names). */
const fields = defineFields({
  id: { sql: sql`${p.id}::text`, type: 'string' },
  name: { sql: p.name, type: 'string', sortable: true },
  slug: { sql: p.slug, type: 'string', sortable: true },
  description: { sql: p.description, type: 'string' },
  sku: { sql: p.sku, type: 'string', sortable: true },
  brand: { sql: p.brand, type: 'string' },
  ribbon: { sql: p.ribbon, type: 'string' },
  visible: { sql: p.visible, type: 'boolean' },
  productType: {
    sql: p.productType,
    type: 'string',
    enumValues: ProductType.options,
    sortable: true,
  },
  numericId: { sql: p.numericId, type: 'number', sortable: true },
  manageVariants: { sql: p.manageVariants, type: 'boolean' },
  price: { sql: price, type: 'number', sortable: true },
  'priceData.price': { sql: price, type: 'number', sortable: true },
  collectionIds: { sql: p.collectionIds, type: 'stringArray' },
  'collections.id': { sql: p.collectionIds, type: 'stringArray' },
  'stock.inStock': { sql: productInStockSql, type: 'boolean' },
  'stock.inventoryStatus': {
    sql: inventoryStatusSql,
    type: 'string',
    enumValues: InventoryStatus.options,
  },
  'stock.trackInventory': { sql: p.trackInventory, type: 'boolean' },
  createdDate: { sql: p.createdAt, type: 'date', sortable: true },
  lastUpdated: { sql: p.updatedAt, type: 'date', sortable: true },
});

export const productQuerySpec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(p.createdAt)],
  tieBreaker: p.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};
