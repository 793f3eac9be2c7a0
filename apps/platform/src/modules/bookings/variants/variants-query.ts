import type { OffsetQuery, QueryServiceOptionsAndVariantsResponse } from '@headless/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsServiceVariants as v } from '../../../db/schema/bookings';
import { compileQuery, defineFields, pagingMetadata, type EntityQuerySpec } from '../../../query';
import { variantsToWire } from './variants-store';

const spec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${v.id}::text`, type: 'string' },
    serviceId: { sql: sql`${v.serviceId}::text`, type: 'string' },
  }),
  defaultSort: [asc(v.createdAt)],
  tieBreaker: v.id,
  defaultLimit: 50,
};

/** Query Service Options and Variants: by `id` or `serviceId`, offset paging. */
export async function queryVariants(
  db: Db,
  siteId: string,
  query: OffsetQuery,
): Promise<QueryServiceOptionsAndVariantsResponse> {
  const q = compileQuery(query, spec);
  const where = and(eq(v.siteId, siteId), q.where);
  const rows = await db
    .select()
    .from(v)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(v).where(where);
  return {
    serviceOptionsAndVariantsList: rows.map(variantsToWire),
    pagingMetadata: pagingMetadata(rows.length, q.offset, total?.n ?? 0),
  };
}
