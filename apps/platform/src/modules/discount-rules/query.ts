import type { QueryDiscountRulesRequest, QueryDiscountRulesResponse } from '@headless/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/reads';
import { ecomDiscountRules as r } from '../../db/schema/ecom-pricing';
import type { Caller } from '../../kernel/caller';
import {
  compileQuery,
  defineFields,
  pagingMetadata,
  recordDateFields,
  type EntityQuerySpec,
} from '../../query';
import { discountRuleToWire } from './to-wire';

/** The rule fields a query filters and sorts by, named as on the wire; oldest first. */
const ruleQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${r.id}::text`, type: 'string' },
    name: { sql: r.name, type: 'string', sortable: true },
    active: { sql: r.active, type: 'boolean', sortable: true },
    ...recordDateFields(r),
  }),
  defaultSort: [asc(r.createdAt)],
  tieBreaker: r.id,
  defaultLimit: 50,
};

/** The owner's query over the site's discount rules (offset paging). */
export async function queryDiscountRules(
  db: Db,
  caller: Caller,
  request: QueryDiscountRulesRequest,
): Promise<QueryDiscountRulesResponse> {
  const q = compileQuery(request.query, ruleQuerySpec);
  const where = and(eq(r.siteId, caller.siteId), q.where);
  const { rows, total } = await selectPage(db, r, where, q);
  return {
    discountRules: rows.map((row) => discountRuleToWire(row, caller.now)),
    pagingMetadata: pagingMetadata(rows.length, q.offset, total),
  };
}
