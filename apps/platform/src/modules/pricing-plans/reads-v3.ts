import type { CursorQuery, PlanV3, QueryPlansV3Response } from '@headless/contract';
import { PlanVisibility } from '@headless/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricingPlans as p } from '../../db/schema/pricing-plans';
import { roleOf } from '../../http/auth-context';
import type { Caller } from '../../kernel/caller';
import {
  compileCursorQuery,
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
} from '../../query';
import { planNotFound, requirePlan } from './plan-store';
import { planV3ToWire } from './wire/plan-v3';

/** The V3 plan fields a query may filter and sort on (the V3 names, over the one plans table). */
const planV3QuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${p.id}::text`, type: 'string' },
    name: { sql: p.name, type: 'string', sortable: true },
    slug: { sql: p.slug, type: 'string' },
    description: { sql: p.description, type: 'string' },
    visibility: {
      sql: sql`CASE WHEN ${p.isPublic} THEN 'PUBLIC' ELSE 'PRIVATE' END`,
      type: 'string',
      enumValues: PlanVisibility.options,
    },
    buyable: { sql: sql`NOT ${p.archived}`, type: 'boolean' },
    ...recordDateFields(p),
  }),
  // Query Plans' documented default: oldest first, 100 a page.
  defaultSort: [asc(p.createdAt)],
  tieBreaker: p.id,
  defaultLimit: 100,
};

/**
 * What a caller may read: the owner every plan, archived ones too (they read as not buyable);
 * visitors and members only the public plans still sold, as on v2.
 */
function visibleTo(caller: Caller): SQL | undefined {
  if (roleOf(caller.identity) === 'ADMIN') return undefined;
  return and(eq(p.isPublic, true), eq(p.archived, false));
}

export async function getPlanV3(db: Db, caller: Caller, id: string): Promise<PlanV3> {
  const plan = await requirePlan(db, caller.siteId, id);
  if (roleOf(caller.identity) !== 'ADMIN' && (!plan.isPublic || plan.archived)) planNotFound(id);
  return planV3ToWire(plan);
}

export async function queryPlansV3(
  db: Db,
  caller: Caller,
  query: CursorQuery | undefined,
): Promise<QueryPlansV3Response> {
  const q = compileCursorQuery(query, planV3QuerySpec);
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.siteId, caller.siteId), visibleTo(caller), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { plans: items.map(planV3ToWire), pagingMetadata };
}
