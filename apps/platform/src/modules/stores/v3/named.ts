import {
  CatalogErrorCode,
  DEFAULT_PAGE_SIZE,
  type Filter,
  type QueryNamedV3Request,
  type V3NamedEntity,
} from '@headless/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesCatalogNames as n, storesProducts as p } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { notFound } from '../../../kernel/errors';
import { defineFields, type EntityQuerySpec } from '../../../query';
import { derivedIdSql } from './derived-id';
import {
  column,
  countDerived,
  derivedFields,
  derivedMeta,
  queryDerived,
  type DerivedRow,
} from './derived-query';

/**
 * Catalog V3 brands and ribbons: the catalog keeps a product's brand and ribbon by name (V1's
 * fields), so each distinct name is one entity, its id derived from the name exactly as the
 * product's rendering derives it (wire/v3.ts `brandId`, `ribbonId`). A name made on its own
 * (createBrand) is kept in `stores_catalog_names` until a product carries it.
 */
export type NamedKind = 'brand' | 'ribbon';

export const productColumnOf = (kind: NamedKind) => (kind === 'brand' ? p.brand : p.ribbon);

function namedRows(siteId: string, kind: NamedKind) {
  const column = productColumnOf(kind);
  const carried = sql`
    select ${column} as name, count(*)::int as products,
      min(${p.createdAt}) as created, max(${p.updatedAt}) as updated
    from ${p} where ${and(eq(p.siteId, siteId), isNotNull(column))} group by ${column}`;
  const own = sql`
    select ${n.name} as name, 0 as products, ${n.createdAt} as created, ${n.updatedAt} as updated
    from ${n} where ${and(eq(n.siteId, siteId), eq(n.kind, kind))}`;
  return sql`
    select u.name, ${derivedIdSql(kind, sql`u.name`)} as id, sum(u.products)::int as products,
      min(u.created) as created, max(u.updated) as updated
    from (${carried} union all ${own}) u group by u.name`;
}

const spec: EntityQuerySpec = {
  fields: defineFields({
    ...derivedFields,
    name: { sql: column('name'), type: 'string', sortable: true },
    assignedProductsCount: { sql: column('products'), type: 'number', sortable: true },
  }),
  defaultSort: [sql`d.name`],
  tieBreaker: column('name'),
  defaultLimit: DEFAULT_PAGE_SIZE,
};

interface NamedRow extends DerivedRow {
  name: string;
}

function toWire(row: NamedRow): V3NamedEntity {
  return {
    ...derivedMeta(row),
    name: row.name,
    assignedProductsCount: Number(row.products),
  };
}

export async function queryNamedV3(
  db: Db,
  caller: Caller,
  kind: NamedKind,
  request: QueryNamedV3Request,
) {
  const { rows, pagingMetadata } = await queryDerived<NamedRow>(
    db,
    namedRows(caller.siteId, kind),
    spec,
    request.query,
  );
  return { items: rows.map(toWire), pagingMetadata };
}

/** The brand or ribbon of that id or name, if the site has it. */
export async function findNamedV3(
  db: Db,
  siteId: string,
  kind: NamedKind,
  by: { id: string } | { name: string },
): Promise<V3NamedEntity | undefined> {
  const { rows } = await queryDerived<NamedRow>(db, namedRows(siteId, kind), spec, {
    filter: by,
  });
  return rows[0] && toWire(rows[0]);
}

export const namedNotFound = (kind: NamedKind, id: string) =>
  notFound(
    kind === 'brand' ? CatalogErrorCode.brandNotFound : CatalogErrorCode.ribbonNotFound,
    `The site has no ${kind} ${id}`,
    { [`${kind}Id`]: id },
  );

export async function getNamedV3(db: Db, caller: Caller, kind: NamedKind, id: string) {
  const found = await findNamedV3(db, caller.siteId, kind, { id });
  if (!found) throw namedNotFound(kind, id);
  return found;
}

export const countNamedV3 = (db: Db, caller: Caller, kind: NamedKind, filter?: Filter | null) =>
  countDerived(db, namedRows(caller.siteId, kind), spec, filter);
