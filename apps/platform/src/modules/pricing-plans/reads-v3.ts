import type {
  CountPlansV3Request,
  CountPlansV3Response,
  CursorQuery,
  PlanSearchDetails,
  PlanV3,
  QueryPlansV3Response,
  SearchPlansV3Request,
  SearchPlansV3Response,
} from '@headless/contract';
import { PlanVisibility } from '@headless/contract';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricingPlans as p } from '../../db/schema/pricing-plans';
import { roleOf } from '../../http/auth-context';
import type { Caller } from '../../kernel/caller';
import {
  compileCursorQuery,
  compileWhere,
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
    // The migration guide's filters for public plans (`archived: false`) and the primary plan.
    archived: { sql: p.archived, type: 'boolean' },
    primary: { sql: p.isPrimary, type: 'boolean' },
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search Plans' free text: the expression's words in the plan's name (OR: one, AND: all). */
function nameMatches(search: Pick<PlanSearchDetails, 'expression' | 'mode'> | undefined) {
  const words = (search?.expression ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const matches = words.map((w) => ilike(p.name, `%${escapeLike(w)}%`));
  return search?.mode === 'AND' ? and(...matches) : or(...matches);
}

async function plansPage(
  db: Db,
  caller: Caller,
  query: (CursorQuery & { search?: PlanSearchDetails | undefined }) | undefined,
  at: 'query' | 'search',
) {
  const q = compileCursorQuery(query, planV3QuerySpec, at);
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.siteId, caller.siteId), visibleTo(caller), q.where, nameMatches(q.search)))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { plans: items.map(planV3ToWire), pagingMetadata };
}

export const queryPlansV3 = (
  db: Db,
  caller: Caller,
  query: CursorQuery | undefined,
): Promise<QueryPlansV3Response> => plansPage(db, caller, query, 'query');

/** Search Plans: Query Plans' filter, sort and cursor, plus free text; no aggregations kept. */
export async function searchPlansV3(
  db: Db,
  caller: Caller,
  search: SearchPlansV3Request['search'],
): Promise<SearchPlansV3Response> {
  const page = await plansPage(db, caller, search, 'search');
  return { ...page, aggregationData: { results: [] } };
}

/** Count Plans: the plans the caller may read that match the filter (and the free text). */
export async function countPlansV3(
  db: Db,
  caller: Caller,
  { filter, search }: CountPlansV3Request,
): Promise<CountPlansV3Response> {
  const where = compileWhere(filter, planV3QuerySpec, 'filter');
  const [row] = await db
    .select({ total: count() })
    .from(p)
    .where(and(eq(p.siteId, caller.siteId), visibleTo(caller), where, nameMatches(search)));
  return { count: row?.total ?? 0 };
}
