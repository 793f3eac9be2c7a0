import {
  CatalogErrorCode,
  type GetCollectionResponse,
  type QueryCollectionsRequest,
  type QueryCollectionsResponse,
  type ReferenceQueryCollectionsRequest,
  type ReferenceQueryCollectionsResponse,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { notFound } from '../../../kernel/errors';
import { compileQuery } from '../../../query';
import { column } from '../v3/derived-query';
import { collectionQuerySpec, collectionRows, type CollectionRow } from './rows';
import { collectionToWire } from './wire';

/** Catalog V1's collection reads: query (offset paging), by id, by slug. */
export async function queryCollections(
  db: Db,
  caller: Caller,
  request: QueryCollectionsRequest,
): Promise<QueryCollectionsResponse> {
  const q = compileQuery(request.query, collectionQuerySpec);
  const source = collectionRows(caller.siteId);
  const { rows } = await db.execute<CollectionRow>(sql`
    select * from (${source}) d where ${q.where}
    order by ${sql.join(q.orderBy, sql`, `)} limit ${q.limit} offset ${q.offset}`);
  const { rows: totals } = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (${source}) d where ${q.where}`,
  );
  const collections = rows.map(collectionToWire);
  const metadata = { count: collections.length, offset: q.offset, total: totals[0]?.total ?? 0 };
  return { collections, metadata };
}

/**
 * The REST reference's query (`POST /stores-reader/v1/collections/query`): its JSON-text sort
 * `[{"name":"asc"}]` as the query language's, its counts as `metadata.items` and `totalResults`.
 * `numberOfProducts` is always filled (the reference fills it when `includeNumberOfProducts`).
 */
export async function queryCollectionsByReference(
  db: Db,
  caller: Caller,
  { query }: ReferenceQueryCollectionsRequest,
): Promise<ReferenceQueryCollectionsResponse> {
  const sort = query?.sort?.flatMap((entry) =>
    Object.entries(entry).map(([fieldName, order]) => ({
      fieldName,
      order: order === 'desc' ? ('DESC' as const) : ('ASC' as const),
    })),
  );
  const { collections, metadata } = await queryCollections(db, caller, {
    query: { filter: query?.filter, sort, paging: query?.paging },
  });
  return {
    collections,
    metadata: { items: metadata.count, offset: metadata.offset },
    totalResults: metadata.total,
  };
}

async function findCollection(db: Db, siteId: string, by: 'id' | 'slug', value: string) {
  const { rows } = await db.execute<CollectionRow>(
    sql`select * from (${collectionRows(siteId)}) d where ${column(by)} = ${value}`,
  );
  if (!rows[0]) {
    throw notFound(CatalogErrorCode.collectionNotFound, `The site has no collection ${value}`, {
      [by]: value,
    });
  }
  return rows[0];
}

export async function getCollection(
  db: Db,
  caller: Caller,
  id: string,
): Promise<GetCollectionResponse> {
  return { collection: collectionToWire(await findCollection(db, caller.siteId, 'id', id)) };
}

export async function getCollectionBySlug(
  db: Db,
  caller: Caller,
  slug: string,
): Promise<GetCollectionResponse> {
  return { collection: collectionToWire(await findCollection(db, caller.siteId, 'slug', slug)) };
}
