import {
  PricingPlansErrorCode,
  type ListPlanOrdersQuery,
  type PlanOrder,
  type PlanOrdersResponse,
  DEFAULT_PAGE_SIZE,
} from '@headless/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { selectPage, selectRow } from '../../db/reads';
import { planOrders as o } from '../../db/schema/pricing-plans';
import { notFound } from '../../kernel/errors';
import { pagingMetadata } from '../../query';
import { recordDueOrderNotifications } from './clock';
import type { PlanOrderRow } from './periods';
import { orderToWire } from './to-wire';
import { isUuid, NIL_UUID } from '../../kernel/ids';

type ListInput = z.output<typeof ListPlanOrdersQuery>;

/** The status as reads derive it (periods.ts statusAt), in SQL, so filters and paging agree. */
function statusSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`CASE
    WHEN ${o.status} <> 'ACTIVE' THEN ${o.status}
    WHEN ${o.startDate} > ${at} THEN 'PENDING'
    WHEN ${o.endDate} IS NOT NULL AND ${o.endDate} <= ${at}
      THEN CASE WHEN ${o.cancelRequestedAt} IS NULL THEN 'ENDED' ELSE 'CANCELED' END
    ELSE ${o.status} END`;
}

function listWhere(siteId: string, input: ListInput, now: Date, memberId?: string) {
  const ids = (values?: string[]) =>
    values && (values.filter(isUuid).length ? values.filter(isUuid) : [NIL_UUID]);
  const planIds = ids(input.planIds);
  return and(
    eq(o.siteId, siteId),
    memberId ? eq(o.memberId, memberId) : undefined,
    input.buyerIds ? inArray(o.memberId, input.buyerIds) : undefined,
    planIds ? inArray(o.planId, planIds) : undefined,
    input.orderStatuses ? inArray(statusSql(now), input.orderStatuses) : undefined,
    input.paymentStatuses ? inArray(o.paymentStatus, input.paymentStatuses) : undefined,
    input.autoRenewCanceled
      ? eq(o.autoRenewCanceled, input.autoRenewCanceled === 'true')
      : undefined,
  );
}

/** Newest first; a member's list is scoped to their own orders. */
export async function listOrders(
  db: Db,
  caller: Caller,
  input: ListInput,
  memberId?: string,
): Promise<PlanOrdersResponse> {
  const { siteId, now } = caller;
  await recordDueOrderNotifications(db, siteId, now, { memberId });
  const where = listWhere(siteId, input, now, memberId);
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  const offset = input.offset ?? 0;
  const orderBy = [desc(o.createdAt), desc(o.id)];
  const { rows, total } = await selectPage(db, o, where, { orderBy, limit, offset });
  const orders = rows.map((r) => orderToWire(r, now));
  return { orders, pagingMetadata: pagingMetadata(orders.length, offset, total) };
}

/** The site's order (only the member's own when a member asks), or ORDER_NOT_FOUND. */
export async function findOrder(
  db: Db,
  siteId: string,
  id: string,
  memberId?: string,
  lock = false,
): Promise<PlanOrderRow> {
  const where = and(
    eq(o.siteId, siteId),
    eq(o.id, id),
    memberId ? eq(o.memberId, memberId) : undefined,
  );
  const row = isUuid(id) ? await selectRow(db, o, where, lock) : undefined;
  if (!row)
    throw notFound(PricingPlansErrorCode.orderNotFound, `Order not found: ${id}`, { orderId: id });
  return row;
}

export async function getOrder(
  db: Db,
  caller: Caller,
  id: string,
  memberId?: string,
): Promise<PlanOrder> {
  const { siteId, now } = caller;
  await recordDueOrderNotifications(db, siteId, now, { memberId, orderId: id });
  return orderToWire(await findOrder(db, siteId, id, memberId), now);
}
