import type { CursorQuery } from '@headless/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomSubscriptionContracts as c } from '../../db/schema/subscription-contracts';
import {
  compileCursorQuery,
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
} from '../../query';
import { contractToWire } from './to-wire';

/** The contract fields a query filters and sorts by, named as on the wire; newest first. */
const contractQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${c.id}::text`, type: 'string' },
    'buyerInfo.email': { sql: sql`${c.buyerInfo} ->> 'email'`, type: 'string', sortable: true },
    'buyerInfo.memberId': { sql: sql`${c.buyerInfo} ->> 'memberId'`, type: 'string' },
    currency: { sql: c.currency, type: 'string' },
    ...recordDateFields(c),
  }),
  defaultSort: [desc(c.createdAt)],
  tieBreaker: c.id,
  defaultLimit: 100,
};

/** The owner's cursor query over the site's subscription contracts. */
export async function queryContracts(db: Db, siteId: string, query: CursorQuery | undefined) {
  const q = compileCursorQuery(query, contractQuerySpec);
  const rows = await db
    .select()
    .from(c)
    .where(and(eq(c.siteId, siteId), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { subscriptionContracts: items.map(contractToWire), pagingMetadata };
}
