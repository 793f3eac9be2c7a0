import type { QueryBackInStockRequestsRequest } from '@headless/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomBackInStockRequests as b } from '../../db/schema/ecom-owner';
import { compileQuery, defineFields, recordDateFields, type EntityQuerySpec } from '../../query';
import { backInStockToWire, ofReference, type Reference } from './store';

/** The request fields a query filters and sorts by, named as on the wire; newest first. */
const requestQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${b.id}::text`, type: 'string' },
    email: { sql: b.email, type: 'string', sortable: true },
    status: {
      sql: b.status,
      type: 'string',
      enumValues: ['RECEIVED', 'PROCESSING', 'NOTIFICATION_SENT', 'FAILED'],
      sortable: true,
    },
    'catalogReference.appId': { sql: b.appId, type: 'string' },
    'catalogReference.catalogItemId': { sql: b.catalogItemId, type: 'string' },
    ...recordDateFields(b),
  }),
  defaultSort: [desc(b.createdAt)],
  tieBreaker: b.id,
  defaultLimit: 50,
};

/** The owner's query over the site's requests (offset paging; a cursor page's limit is its size). */
export async function queryBackInStockRequests(
  db: Db,
  siteId: string,
  request: QueryBackInStockRequestsRequest,
) {
  const { cursorPaging, ...query } = request.query ?? {};
  const paging = query.paging ?? (cursorPaging?.limit ? { limit: cursorPaging.limit } : undefined);
  const q = compileQuery({ ...query, ...(paging ? { paging } : {}) }, requestQuerySpec);
  const where = and(eq(b.siteId, siteId), q.where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(b)
      .where(where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(b).where(where),
  ]);
  const metadata = { count: rows.length, offset: q.offset, total: total?.n ?? 0 };
  return { requests: rows.map(backInStockToWire), metadata };
}

/** How many requests each item has (all of an item's variants when its reference names none). */
export async function countByCatalogReferences(db: Db, siteId: string, refs: Reference[]) {
  const countsPerCatalogReference = await Promise.all(
    refs.map(async (catalogReference) => {
      const [row] = await db
        .select({ n: count() })
        .from(b)
        .where(and(eq(b.siteId, siteId), ofReference(catalogReference)));
      return { catalogReference, count: row?.n ?? 0 };
    }),
  );
  return { countsPerCatalogReference };
}
