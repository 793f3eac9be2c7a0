import {
  CatalogErrorCode,
  DEFAULT_PAGE_SIZE,
  type Filter,
  type QueryDerivedV3Request,
  type V3InfoSection,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesProducts as p } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { notFound } from '../../../kernel/errors';
import { defineFields, type EntityQuerySpec } from '../../../query';
import { plainText } from '../wire/v3';
import { derivedIdSql } from './derived-id';
import {
  column,
  countDerived,
  derivedFields,
  derivedMeta,
  queryDerived,
  wantsCount,
  type DerivedRow,
} from './derived-query';

/**
 * Catalog V3 info sections, as the products carry them (V1's additional info sections): one per
 * title, its unique name, with the description of the first product that has it. Its id is the
 * one the products report (wire/v3.ts `infoSectionId`).
 */
function infoSectionRows(siteId: string) {
  return sql`
    select s.value->>'title' as title,
      ${derivedIdSql('info-section', sql`s.value->>'title'`)} as id,
      (array_agg(s.value->>'description' order by ${p.createdAt}, ${p.id}))[1] as description,
      count(*)::int as products, min(${p.createdAt}) as created, max(${p.updatedAt}) as updated
    from ${p} cross join lateral
      jsonb_array_elements(coalesce(${p.details}->'additionalInfoSections', '[]'::jsonb)) as s(value)
    where ${p.siteId} = ${siteId}
    group by s.value->>'title'`;
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

export async function queryInfoSectionsV3(db: Db, caller: Caller, request: QueryDerivedV3Request) {
  const { rows, pagingMetadata } = await queryDerived<InfoSectionRow>(
    db,
    infoSectionRows(caller.siteId),
    spec,
    request.query,
  );
  const withCount = wantsCount(request.fields);
  return { infoSections: rows.map((r) => toWire(r, withCount)), pagingMetadata };
}

export async function getInfoSectionV3(db: Db, caller: Caller, id: string, fields?: string[]) {
  const { infoSections } = await queryInfoSectionsV3(db, caller, {
    query: { filter: { id } },
    fields,
  });
  const found = infoSections[0];
  if (!found)
    throw notFound(CatalogErrorCode.infoSectionNotFound, `No product carries info section ${id}`, {
      infoSectionId: id,
    });
  return { infoSection: found };
}

export const countInfoSectionsV3 = (db: Db, caller: Caller, filter?: Filter | null) =>
  countDerived(db, infoSectionRows(caller.siteId), spec, filter);
