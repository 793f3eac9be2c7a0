import type { ListPlansQuery, Plan, PlansResponse } from '@headless/contract';
import { DEFAULT_PAGE_SIZE } from '@headless/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/reads';
import { pricingPlans as p } from '../../db/schema/pricing-plans';
import { roleOf } from '../../http/auth-context';
import { pagingMetadata } from '../../query';
import { planNotFound, requirePlan } from './plan-store';
import { fullPlanToWire } from './to-wire';
import { isUuid, NIL_UUID } from '../../kernel/ids';
import type { Caller } from '../../kernel/caller';

type ListInput = z.output<typeof ListPlansQuery>;

function listWhere(siteId: string, input: ListInput): SQL | undefined {
  const archived = input.archived ?? 'ACTIVE';
  const visibility = input.public ?? 'PUBLIC_AND_HIDDEN';
  const ids = input.planIds?.filter(isUuid);
  return and(
    eq(p.siteId, siteId),
    archived === 'ARCHIVED_AND_ACTIVE' ? undefined : eq(p.archived, archived === 'ARCHIVED'),
    visibility === 'PUBLIC_AND_HIDDEN' ? undefined : eq(p.isPublic, visibility === 'PUBLIC'),
    input.planIds ? inArray(p.id, ids?.length ? ids : [NIL_UUID]) : undefined,
  );
}

/**
 * The owner's list (docs/protocol.md §2.7): active plans of both visibilities unless told
 * otherwise.
 */
export async function listPlans(db: Db, siteId: string, input: ListInput): Promise<PlansResponse> {
  const where = listWhere(siteId, input);
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const offset = input.offset ?? 0;
  const orderBy = [asc(p.sortOrder), asc(p.createdAt), asc(p.id)];
  const { rows, total } = await selectPage(db, p, where, { orderBy, limit, offset });
  const plans = rows.map(fullPlanToWire);
  return { plans, pagingMetadata: pagingMetadata(plans.length, offset, total) };
}

/** Every plan the site ever created, archived ones included. */
export async function planStats(db: Db, siteId: string): Promise<{ totalPlans: number }> {
  const [row] = await db.select({ total: count() }).from(p).where(eq(p.siteId, siteId));
  return { totalPlans: row?.total ?? 0 };
}

/** The owner sees any plan; everyone else only public, unarchived ones (others are not found). */
export async function getPlan(db: Db, caller: Caller, id: string): Promise<Plan> {
  const { siteId, identity } = caller;
  const plan = await requirePlan(db, siteId, id);
  if (roleOf(identity) !== 'ADMIN' && (!plan.isPublic || plan.archived)) planNotFound(id);
  return fullPlanToWire(plan);
}
