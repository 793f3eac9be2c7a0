import type {
  ListPublicPlansQuery,
  OffsetQuery,
  PublicPlansResponse,
  QueryPublicPlansRequest,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/reads';
import { pricingPlans } from '../../db/schema/pricing-plans';
import { compileQuery, pagingMetadata } from '../../query';
import { planQuerySpec } from './query-spec';
import { planToWire } from './to-wire';

type ListInput = z.output<typeof ListPublicPlansQuery>;

/** Public plans are the visible, unarchived ones; every identity of the site sees the same list. */
export async function queryPublicPlans(
  db: Db,
  siteId: string,
  request: QueryPublicPlansRequest,
): Promise<PublicPlansResponse> {
  return runQuery(db, siteId, request.query);
}

/** The legacy list endpoint (docs/protocol.md §4.1): flat paging and an optional id list. */
export async function listPublicPlans(
  db: Db,
  siteId: string,
  input: ListInput,
): Promise<PublicPlansResponse> {
  const filter = input.planIds?.length ? { id: { $in: input.planIds } } : undefined;
  return runQuery(db, siteId, { filter, paging: { limit: input.limit, offset: input.offset } });
}

async function runQuery(
  db: Db,
  siteId: string,
  query: OffsetQuery | undefined,
): Promise<PublicPlansResponse> {
  const q = compileQuery(query, planQuerySpec);
  const where = and(
    eq(pricingPlans.siteId, siteId),
    eq(pricingPlans.isPublic, true),
    eq(pricingPlans.archived, false),
    q.where,
  );
  const { rows, total } = await selectPage(db, pricingPlans, where, q);
  const plans = rows.map(planToWire);
  return { plans, pagingMetadata: pagingMetadata(plans.length, q.offset, total) };
}
