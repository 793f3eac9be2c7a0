import {
  CatalogErrorCode,
  DEFAULT_PAGE_SIZE,
  type QueryDerivedV3Request,
  type V3InfoSection,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesCatalogNames as n, storesProducts as p } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { notFound } from '../../../kernel/errors';
import { defineFields, type EntityQuerySpec } from '../../../query';
import { plainText } from '../wire/v3';
import { derivedIdSql } from './derived-id';
import { derivedReader } from './derived-entity';
import { column, derivedFields, derivedMeta, type DerivedRow } from './derived-query';

/**
 * Catalog V3 info sections, as the products carry them (V1's additional info sections): one per
 * title, its unique name, with the description of the first product that has it; with those made
 * on their own (`stores_catalog_names`, 0070) before any product carries them. Its id is the
 * one the products report (wire/v3.ts `infoSectionId`).
 */
function infoSectionRows(siteId: string) {
  // Each product's section, then the ones made on their own (their description comes last).
  const sections = sql`
    select s.value->>'title' as title, s.value->>'description' as description, 1 as carried,
      0 as own, ${p.createdAt} as created, ${p.updatedAt} as updated, ${p.id}::text as product
    from ${p} cross join lateral
      jsonb_array_elements(coalesce(${p.details}->'additionalInfoSections', '[]'::jsonb)) as s(value)
    where ${p.siteId} = ${siteId}
    union all
    select ${n.name}, ${n.settings}->>'description', 0, 1, ${n.createdAt}, ${n.updatedAt}, ''
    from ${n} where ${n.siteId} = ${siteId} and ${n.kind} = 'info-section'`;
  return sql`
    select x.title, ${derivedIdSql('info-section', sql`x.title`)} as id,
      (array_agg(x.description order by x.own, x.created, x.product))[1] as description,
      sum(x.carried)::int as products, min(x.created) as created, max(x.updated) as updated
    from (${sections}) x group by x.title`;
}

const spec: EntityQuerySpec = {
  fields: defineFields({
    ...derivedFields,
    uniqueName: { sql: column('title'), type: 'string', sortable: true },
    title: { sql: column('title'), type: 'string', sortable: true },
  }),
  defaultSort: [sql`d.title`],
  tieBreaker: column('id'),
  defaultLimit: DEFAULT_PAGE_SIZE,
};

interface InfoSectionRow extends DerivedRow {
  title: string;
  description: string | null;
}

function toWire(row: InfoSectionRow, withCount: boolean): V3InfoSection {
  return {
    ...derivedMeta(row),
    uniqueName: row.title,
    title: row.title,
    plainDescription: plainText(row.description ?? ''),
    ...(withCount ? { assignedProductsCount: Number(row.products) } : {}),
  };
}

const reader = derivedReader<InfoSectionRow, V3InfoSection>({
  rows: infoSectionRows,
  spec,
  toWire,
  notFound: (id) =>
    notFound(CatalogErrorCode.infoSectionNotFound, `No product carries info section ${id}`, {
      infoSectionId: id,
    }),
});

/** The info section the filter names (`{title}`), if the site has it. */
export const findInfoSectionV3 = reader.find;

export async function queryInfoSectionsV3(db: Db, caller: Caller, request: QueryDerivedV3Request) {
  const { items, pagingMetadata } = await reader.query(db, caller, request);
  return { infoSections: items, pagingMetadata };
}

export const getInfoSectionV3 = async (db: Db, caller: Caller, id: string, fields?: string[]) => ({
  infoSection: await reader.get(db, caller, id, fields),
});

export const countInfoSectionsV3 = reader.count;
