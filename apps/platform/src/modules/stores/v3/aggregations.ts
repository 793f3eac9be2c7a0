import type { V3Aggregation, V3AggregationResult } from '@headless/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { validationError } from '../../../kernel/errors';
import type { EntityQuerySpec, FieldSpec } from '../../../query';

/**
 * Catalog V3 search aggregations over the rows a search matches (all of them, not one page): value
 * counts, range buckets and scalars (MIN, MAX, COUNT_DISTINCT), each over a field the search may
 * filter on, by its wire path. `from` is the searched rows' FROM clause, `where` their condition.
 */

type Kind = 'VALUE' | 'RANGE' | 'SCALAR';

function kindOf(a: V3Aggregation, at: string): Kind {
  const kind = a.type ?? (a.range ? 'RANGE' : a.scalar ? 'SCALAR' : 'VALUE');
  if (kind === 'VALUE' || kind === 'RANGE' || kind === 'SCALAR') return kind;
  throw invalid(`${at}.type`, `${kind} aggregations are not served by this local platform`);
}

const invalid = (field: string, description: string) =>
  validationError([{ field, description, violatedRule: 'VALIDATION' }]);

function fieldOf(spec: EntityQuerySpec, a: V3Aggregation, at: string): FieldSpec {
  const field = Object.hasOwn(spec.fields, a.fieldPath) ? spec.fields[a.fieldPath] : undefined;
  if (!field || field.filterable === false)
    throw invalid(`${at}.fieldPath`, `is not a field this search aggregates (${a.fieldPath})`);
  return field;
}

async function valueCounts(db: Db, field: FieldSpec, a: V3Aggregation, from: SQL, where: SQL) {
  const value =
    field.type === 'stringArray' ? sql`unnest(${field.sql})::text` : sql`(${field.sql})::text`;
  const byCount = (a.value?.sortType ?? 'COUNT') === 'COUNT';
  const direction = sql.raw((a.value?.sortDirection ?? 'DESC') === 'ASC' ? 'ASC' : 'DESC');
  const order = byCount ? sql`count(*) ${direction}, 1 ASC` : sql`1 ${direction}`;
  const limit = a.value?.limit ?? 10;
  const { rows } = await db.execute<{ value: string | null; count: number }>(sql`
    SELECT v.value, count(*)::integer AS count
    FROM (SELECT ${value} AS value FROM ${from} WHERE ${where}) v
    WHERE v.value IS NOT NULL GROUP BY 1 ORDER BY ${order} LIMIT ${limit}`);
  return { values: { results: rows.map((r) => ({ value: r.value ?? '', count: r.count })) } };
}

async function scalar(db: Db, field: FieldSpec, a: V3Aggregation, from: SQL, where: SQL) {
  const type = a.scalar?.type ?? 'COUNT_DISTINCT';
  const expression =
    type === 'COUNT_DISTINCT'
      ? sql`count(DISTINCT (${field.sql}))`
      : field.type === 'date'
        ? sql`extract(epoch FROM ${sql.raw(type.toLowerCase())}(${field.sql})) * 1000`
        : sql`${sql.raw(type.toLowerCase())}(${field.sql})`;
  const { rows } = await db.execute<{ value: string | number | null }>(
    sql`SELECT (${expression})::float8 AS value FROM ${from} WHERE ${where}`,
  );
  return { scalar: { type, value: Number(rows[0]?.value ?? 0) } };
}

async function ranges(db: Db, field: FieldSpec, a: V3Aggregation, from: SQL, where: SQL) {
  const buckets = a.range?.buckets ?? [];
  if (!buckets.length) return { ranges: { results: [] } };
  const counts = buckets.map((b, i) => {
    const low = b.from != null ? sql`(${field.sql}) >= ${b.from}` : sql`true`;
    const high = b.to != null ? sql`(${field.sql}) < ${b.to}` : sql`true`;
    return sql`count(*) FILTER (WHERE ${low} AND ${high})::integer AS ${sql.identifier(`b${i}`)}`;
  });
  const { rows } = await db.execute<Record<string, number>>(
    sql`SELECT ${sql.join(counts, sql`, `)} FROM ${from} WHERE ${where}`,
  );
  return {
    ranges: {
      results: buckets.map((b, i) => ({
        ...(b.from != null ? { from: b.from } : {}),
        ...(b.to != null ? { to: b.to } : {}),
        count: rows[0]?.[`b${i}`] ?? 0,
      })),
    },
  };
}

export async function aggregate(
  db: Db,
  spec: EntityQuerySpec,
  aggregations: V3Aggregation[] | undefined,
  from: SQL,
  where: SQL,
  at: string,
): Promise<V3AggregationResult[]> {
  const out: V3AggregationResult[] = [];
  for (const [i, a] of (aggregations ?? []).entries()) {
    const aat = `${at}.aggregations[${i}]`;
    const kind = kindOf(a, aat);
    const field = fieldOf(spec, a, aat);
    if (
      kind !== 'VALUE' &&
      field.type !== 'number' &&
      field.type !== 'date' &&
      !(kind === 'SCALAR' && a.scalar?.type === 'COUNT_DISTINCT')
    )
      throw invalid(`${aat}.fieldPath`, `${kind} needs a number or date field`);
    const run = kind === 'VALUE' ? valueCounts : kind === 'RANGE' ? ranges : scalar;
    const result = await run(db, field, a, from, where);
    out.push({ name: a.name ?? a.fieldPath, type: kind, fieldPath: a.fieldPath, ...result });
  }
  return out;
}
