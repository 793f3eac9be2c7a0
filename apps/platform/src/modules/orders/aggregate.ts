import type { AggregateOrdersRequest, FieldViolation } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomOrders as o, type MinorTotals } from '../../db/schema/checkout-orders';
import { validationError } from '../../kernel/errors';
import { toDecimal } from '../../kernel/money';
import { compileWhere } from '../../query';
import { orderSearchSpec } from './search';
import type { OrderRow } from './to-wire';

/** The fields an aggregation groups by (`$count`), named as on the wire. */
const GROUPS: Record<string, (row: OrderRow) => string> = {
  status: (r) => r.status,
  paymentStatus: (r) => r.paymentStatus,
  fulfillmentStatus: (r) => r.fulfillmentStatus,
  currency: (r) => r.currency,
  weightUnit: (r) => r.weightUnit,
  archived: (r) => String(r.archived),
  'channelInfo.type': (r) => r.channelType,
  'buyerInfo.email': (r) => r.email ?? '',
};

/** The amounts an aggregation adds up (`$sum`), named as on the wire. */
const SUMS: Record<string, keyof MinorTotals> = {
  'priceSummary.subtotal.amount': 'subtotal',
  'priceSummary.shipping.amount': 'shipping',
  'priceSummary.tax.amount': 'tax',
  'priceSummary.discount.amount': 'discount',
  'priceSummary.total.amount': 'total',
};

type Aggregation = { count: string[] } | { sum: keyof MinorTotals };

function parse(request: AggregateOrdersRequest): Map<string, Aggregation> {
  const violations: FieldViolation[] = [];
  const out = new Map<string, Aggregation>();
  const bad = (field: string, description: string) =>
    violations.push({ field, description, violatedRule: 'VALIDATION' });
  for (const [key, spec] of Object.entries(request.aggregation)) {
    const at = `aggregation.${key}`;
    const [op, ...more] = Object.keys(spec);
    const value = op === undefined ? undefined : spec[op];
    if (op === '$count' && (Array.isArray(value) || typeof value === 'string') && !more.length) {
      const fields = ([] as unknown[]).concat(value);
      const unknown = fields.find((f) => typeof f !== 'string' || !Object.hasOwn(GROUPS, f));
      if (unknown === undefined) out.set(key, { count: fields as string[] });
      else
        bad(
          `${at}.$count`,
          `cannot group by ${String(unknown)}; one of ${Object.keys(GROUPS).join(', ')}`,
        );
    } else if (op === '$sum' && typeof value === 'string' && !more.length) {
      if (Object.hasOwn(SUMS, value)) out.set(key, { sum: SUMS[value]! });
      else bad(`${at}.$sum`, `cannot add up ${value}; one of ${Object.keys(SUMS).join(', ')}`);
    } else bad(at, 'must be {"$count": [fields]} or {"$sum": field}');
  }
  if (violations.length) throw validationError(violations);
  return out;
}

/** Exact per currency (minor units); orders of several currencies add each one's amounts. */
function sumOf(rows: OrderRow[], field: keyof MinorTotals): number {
  const minorByCurrency = new Map<string, number>();
  for (const r of rows)
    minorByCurrency.set(r.currency, (minorByCurrency.get(r.currency) ?? 0) + r.totals[field]);
  let total = 0;
  for (const [currency, minor] of minorByCurrency) total += Number(toDecimal(minor, currency));
  return total;
}

function countOf(rows: OrderRow[], fields: string[], separator: string) {
  if (!fields.length) return rows.length;
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const group = `(${fields.map((f) => GROUPS[f]!(row)).join(separator)})`;
    counts[group] = (counts[group] ?? 0) + 1;
  }
  return counts;
}

/**
 * The owner's aggregation over the site's orders (the SDK's aggregateOrders): the search's filter,
 * then per named aggregation a count (in all, or per group of `$count`'s fields, the groups named
 * `(value|value)`) or a `$sum` of a price summary amount.
 */
export async function aggregateOrders(db: Db, siteId: string, request: AggregateOrdersRequest) {
  const where = compileWhere(request.filter ?? undefined, orderSearchSpec, 'filter');
  const aggregations = parse(request);
  const rows = await db
    .select()
    .from(o)
    .where(and(eq(o.siteId, siteId), where));
  const separator = request.hierarchySeparatorOverride ?? '|';
  const aggregates: Record<string, number | Record<string, number>> = {};
  for (const [key, a] of aggregations)
    aggregates[key] = 'sum' in a ? sumOf(rows, a.sum) : countOf(rows, a.count, separator);
  return { aggregates };
}
