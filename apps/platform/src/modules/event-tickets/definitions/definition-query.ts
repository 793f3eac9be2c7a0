import type { OffsetQuery, TicketDefinitionState } from '@headless/contract';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsTicketDefinitions as d } from '../../../db/schema/event-tickets';
import { eventsEvents } from '../../../db/schema/events';
import { validationError } from '../../../kernel/errors';
import { selectPage } from '../../../db/reads';
import {
  compileQuery,
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
} from '../../../query/index';
import { heldByDefinition } from '../reservations/held';
import type { DefinitionRow } from '../rules';

const free = sql`(${d.pricingType} = 'STANDARD' and ${d.priceMinor} = 0)`;

/** Filterable and sortable fields, under both the v1 and the v3 names. */
const fields = defineFields({
  id: { sql: sql`${d.id}::text`, type: 'string' },
  eventId: { sql: sql`${d.eventId}::text`, type: 'string' },
  name: { sql: d.name, type: 'string', sortable: true },
  orderIndex: { sql: d.orderIndex, type: 'number', sortable: true },
  free: { sql: free, type: 'boolean' },
  'pricingMethod.free': { sql: free, type: 'boolean' },
  hidden: { sql: d.hidden, type: 'boolean' },
  feeType: {
    sql: d.feeType,
    type: 'string',
    enumValues: ['FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT', 'NO_FEE'],
  },
  'pricing.pricingType': {
    sql: d.pricingType,
    type: 'string',
    enumValues: ['STANDARD', 'DONATION'],
  },
  'price.amount': {
    sql: sql`minor_to_major(${d.priceMinor}, ${d.currency})`,
    type: 'number',
    sortable: true,
  },
  limitPerCheckout: { sql: d.limitPerCheckout, type: 'number' },
  initialLimit: { sql: d.capacity, type: 'number' },
  'salePeriod.startDate': { sql: d.saleStart, type: 'date', sortable: true },
  'salePeriod.endDate': { sql: d.saleEnd, type: 'date', sortable: true },
  ...recordDateFields(d),
});

export const definitionQuerySpec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(d.orderIndex), asc(d.createdAt)],
  tieBreaker: d.id,
  defaultLimit: 100,
};

/** v1 sends sort as one string, `field` or `field:asc|desc`. */
export function sortFromString(sort: string | undefined, field = 'sort'): OffsetQuery['sort'] {
  if (!sort) return undefined;
  const [fieldName = '', direction = 'asc'] = sort.split(':');
  const order = direction.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC')
    throw validationError([
      { field, description: 'must be field or field:asc|desc', violatedRule: 'FORMAT' },
    ]);
  return [{ fieldName, order }];
}

export interface DefinitionScope {
  siteId: string;
  /** Visitors: no hidden tickets, no drafts' tickets. */
  publicOnly: boolean;
  extra?: SQL[];
}

export interface DefinitionPage {
  rows: DefinitionRow[];
  held: Map<string, number>;
  total: number;
  offset: number;
}

/** The rows a scope may see: the site's, and for visitors only what they are shown. */
export function scopeParts(scope: DefinitionScope): SQL[] {
  const parts: SQL[] = [eq(d.siteId, scope.siteId), ...(scope.extra ?? [])];
  if (scope.publicOnly)
    parts.push(
      eq(d.hidden, false),
      sql`exists (select 1 from ${eventsEvents} e where e.id = ${d.eventId} and e.state <> 'DRAFT')`,
    );
  return parts;
}

/** One page of definitions under the query language, with what is held of each right now. */
export async function queryDefinitions(
  db: Db,
  scope: DefinitionScope,
  query: OffsetQuery | undefined,
  now: Date,
): Promise<DefinitionPage> {
  const q = compileQuery(query, definitionQuerySpec);
  const where = and(q.where, ...scopeParts(scope));
  const { rows, total } = await selectPage(db, d, where, q);
  const held = await heldByDefinition(
    db,
    rows.map((r) => r.id),
    now,
  );
  return { rows, held, total, offset: q.offset };
}

/** Tickets not on sale with `hideNotOnSale` are not offered to visitors. */
export const offeredNow = (now: Date) =>
  sql`not (${d.hideNotOnSale} and ((${d.saleStart} is not null and ${d.saleStart} > ${now}) or (${d.saleEnd} is not null and ${d.saleEnd} <= ${now})))`;

const STATES: Record<TicketDefinitionState, SQL> = {
  VISIBLE: sql`not ${d.hidden}`,
  HIDDEN: sql`${d.hidden}`,
  FREE: free,
  PAID: sql`not ${free}`,
};

/** v1 `state[]`: any of the listed states. */
export function stateFilter(states: TicketDefinitionState[] | undefined): SQL[] {
  if (!states?.length) return [];
  return [or(...states.map((s) => STATES[s]))!];
}
