import { DEFAULT_PAGE_SIZE, InventoryStatus } from '@headless/contract';
import { asc, sql, type SQL } from 'drizzle-orm';
import { storesProducts as p, storesVariants as v } from '../../db/schema/stores';
import { defineFields, type EntityQuerySpec } from '../../query';
import { inventoryStatusSql } from './stock';

/** wire/v3.ts's price rules in SQL: a variant's own price or the product's, less the discount. */
export const variantPrice = sql`coalesce(${v.priceMinor}, ${p.priceMinor})`;
export const afterDiscount = (minor: SQL) => sql`CASE ${p.discountType}
  WHEN 'AMOUNT' THEN greatest(0, ${minor} - ${p.discountValue})
  WHEN 'PERCENT' THEN ${minor} - round(${minor} * ${p.discountValue} / 100.0)
  ELSE ${minor} END`;
/** Over the visible variants, as the rendering's price range (a product has at least one). */
const visibleVariants = (agg: 'min' | 'max') =>
  sql`(SELECT ${sql.raw(agg)}(${variantPrice}) FROM ${v} WHERE ${v.productId} = ${p.id} AND ${v.visible})`;
const amount = (agg: 'min' | 'max') =>
  sql`minor_to_major((${afterDiscount(sql`coalesce(${visibleVariants(agg)}, ${p.priceMinor})`)})::integer, ${p.currency})`;

/** The product fields a V3 query may filter and sort on, by their V3 names. */
const fields = defineFields({
  id: { sql: sql`${p.id}::text`, type: 'string' },
  name: { sql: p.name, type: 'string', sortable: true },
  slug: { sql: p.slug, type: 'string', sortable: true },
  visible: { sql: p.visible, type: 'boolean' },
  productType: {
    sql: sql`upper(${p.productType})`,
    type: 'string',
    enumValues: ['PHYSICAL', 'DIGITAL'],
    sortable: true,
  },
  'brand.name': { sql: p.brand, type: 'string' },
  'ribbon.name': { sql: p.ribbon, type: 'string' },
  'actualPriceRange.minValue.amount': { sql: amount('min'), type: 'number', sortable: true },
  'actualPriceRange.maxValue.amount': { sql: amount('max'), type: 'number', sortable: true },
  'inventory.availabilityStatus': {
    sql: inventoryStatusSql,
    type: 'string',
    enumValues: InventoryStatus.options,
  },
  'allCategoriesInfo.categories.id': { sql: p.collectionIds, type: 'stringArray' },
  createdDate: { sql: p.createdAt, type: 'date', sortable: true },
  updatedDate: { sql: p.updatedAt, type: 'date', sortable: true },
});

export const productV3QuerySpec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(p.createdAt)],
  tieBreaker: p.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};
