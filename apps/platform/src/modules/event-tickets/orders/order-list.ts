import type {
  ListOrdersQuery,
  ListOrdersResponse,
  ListOrdersQuery as ListOrdersSchema,
  OrderTag,
} from '@headless/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { eventsOrders as o } from '../../../db/schema/event-tickets';
import { validationError } from '../../../kernel/errors';
import { selectPage } from '../../../db/reads';
import { isUuid } from '../../../kernel/ids';
import { visibleTo } from './order-reads';
import { bundlesOf } from './order-store';
import { orderToWire } from './order-wire';
import type { Caller } from '../../../kernel/caller';

type Query = z.output<typeof ListOrdersSchema>;
export type { ListOrdersQuery };

const checkedIn = sql`exists (select 1 from events_tickets t where t.order_id = events_orders.id and t.checked_in_at is not null)`;
const notCheckedIn = sql`exists (select 1 from events_tickets t where t.order_id = events_orders.id and t.checked_in_at is null)`;

const TAGS: Record<OrderTag, SQL> = {
  CONFIRMED: inArray(o.status, ['FREE', 'PAID']),
  UNCONFIRMED: sql`${o.status} not in ('FREE', 'PAID')`,
  MEMBER: sql`${o.memberId} is not null`,
  ARCHIVED: eq(o.archived, true),
  NON_ARCHIVED: eq(o.archived, false),
  FULLY_CHECKED_IN: and(checkedIn, sql`not ${notCheckedIn}`)!,
  NOT_FULLY_CHECKED_IN: notCheckedIn,
};

const SORTS: Record<string, AnyPgColumn> = {
  created: o.createdAt,
  orderNumber: o.orderNumber,
  status: o.status,
  total: o.totalMinor,
};
const FACETS = { status: o.status, eventId: sql<string>`${o.eventId}::text` } as const;

function conditions(q: Query): SQL[] {
  const where: SQL[] = [];
  const uuids = (ids: string[]) => ids.filter(isUuid);
  if (q.eventId) where.push(inArray(o.eventId, uuids(q.eventId)));
  if (q.status) where.push(inArray(o.status, q.status));
  if (q.orderNumber) where.push(inArray(o.orderNumber, q.orderNumber));
  if (q.memberId) where.push(inArray(o.memberId, q.memberId));
  if (q.contactId) where.push(inArray(o.contactId, q.contactId));
  if (q.eventCreatorId)
    where.push(
      sql`exists (select 1 from sites s where s.id = events_orders.site_id and s.owner_id::text in ${q.eventCreatorId})`,
    );
  for (const tag of q.tag ?? []) where.push(TAGS[tag]);
  const phrase = q.searchPhrase?.trim();
  if (phrase) {
    const like = `%${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(o.orderNumber, like),
        sql`(${o.buyer}->>'firstName') || ' ' || (${o.buyer}->>'lastName') ilike ${like}`,
        sql`${o.buyer}->>'email' ilike ${like}`,
      )!,
    );
  }
  return where;
}

function orderBy(sort: string | undefined): SQL[] {
  if (!sort) return [desc(o.createdAt), desc(o.id)];
  const [field = '', direction = 'asc'] = sort.split(':');
  const column = SORTS[field];
  const dir = direction.toLowerCase();
  if (!column || !['asc', 'desc'].includes(dir))
    throw validationError([
      {
        field: 'sort',
        description: `must be one of ${Object.keys(SORTS).join(', ')}, optionally :asc or :desc`,
        violatedRule: 'VALIDATION',
      },
    ]);
  return [dir === 'asc' ? asc(column) : desc(column), asc(o.id)];
}

async function facetsOf(db: Db, where: SQL | undefined, names: string[]) {
  const out: ListOrdersResponse['facets'] = {};
  for (const name of names) {
    const key = FACETS[name as keyof typeof FACETS];
    if (!key)
      throw validationError([
        {
          field: 'facet',
          description: `must be one of ${Object.keys(FACETS).join(', ')}`,
          violatedRule: 'INVALID_ENUM_VALUE',
        },
      ]);
    const rows = await db.select({ key, n: count() }).from(o).where(where).groupBy(key);
    out[name] = { counts: Object.fromEntries(rows.map((r) => [String(r.key), Number(r.n)])) };
  }
  return out;
}

/** GET /events/v1/orders: every filter of §2.6, paged by offset, with facet counts. */
export async function listOrders(db: Db, caller: Caller, q: Query): Promise<ListOrdersResponse> {
  const offset = q.offset ?? 0;
  const limit = q.limit ?? 100;
  const scope = [eq(o.siteId, caller.siteId), ...conditions(q)];
  const visible = visibleTo(caller);
  if (visible) scope.push(visible);
  const where = and(...scope);
  const page = { orderBy: orderBy(q.sort), limit, offset };
  const { rows, total } = await selectPage(db, o, where, page);
  const bundles = await bundlesOf(db, rows);
  return {
    total,
    offset,
    limit,
    orders: bundles.map((b) => orderToWire(b, q.fieldset ?? [])),
    facets: await facetsOf(db, where, q.facet ?? []),
  };
}
