import { sql, type SQL } from 'drizzle-orm';
import type { FilterOperator } from '@headless/contract';
import type { FieldSpec } from './fields';
import { checkList, checkScalar, listParam, scalarParam, type ValueContext } from './values';

type Compiler = (spec: FieldSpec, value: unknown, ctx: ValueContext) => SQL | undefined;

/**
 * Each operator of docs/protocol.md §4.2 as SQL over the field's expression; undefined = violation
 * added.
 */
export const operators: Record<FilterOperator, Compiler> = {
  $eq: equals,
  $ne: (spec, value, ctx) => {
    if (value === null) return sql`${spec.sql} IS NOT NULL`;
    const eq = equals(spec, value, ctx);
    return eq && sql`NOT coalesce(${eq}, false)`;
  },
  $gt: compare('>'),
  $gte: compare('>='),
  $lt: compare('<'),
  $lte: compare('<='),
  $in: (spec, value, ctx) => (scalarOnly(spec, ctx) ? anyOf(spec, value, ctx) : undefined),
  $nin: (spec, value, ctx) => {
    const inList = scalarOnly(spec, ctx) ? anyOf(spec, value, ctx) : undefined;
    return inList && sql`NOT coalesce(${inList}, false)`;
  },
  $hasSome: (spec, value, ctx) => {
    if (spec.type !== 'stringArray') return anyOf(spec, value, ctx);
    const list = checkList(spec, value, ctx);
    return list && sql`${spec.sql} && ${listParam(spec, list)}`;
  },
  $hasAll: (spec, value, ctx) => {
    const list = checkList(spec, value, ctx);
    if (!list) return undefined;
    if (spec.type === 'stringArray') return sql`${spec.sql} @> ${listParam(spec, list)}`;
    return sql`${spec.sql} = ALL(${listParam(spec, list)})`;
  },
  $startsWith: like((v) => `${v}%`),
  $endsWith: like((v) => `%${v}`),
  $contains: like((v) => `%${v}%`),
  $exists: (spec, value, ctx) => {
    if (!flag(value, ctx)) return undefined;
    return value ? sql`${spec.sql} IS NOT NULL` : sql`${spec.sql} IS NULL`;
  },
  $isEmpty: (spec, value, ctx) => {
    if (!flag(value, ctx)) return undefined;
    const empty = isEmpty(spec);
    return value ? empty : sql`NOT (${empty})`;
  },
};

/** Implicit equality and `$eq`: null matches a missing value; an array field matches one element. */
function equals(spec: FieldSpec, value: unknown, ctx: ValueContext): SQL | undefined {
  if (value === null) return sql`${spec.sql} IS NULL`;
  if (spec.type === 'stringArray' && Array.isArray(value)) {
    const list = checkList(spec, value, ctx);
    return list && sql`${spec.sql} = ${listParam(spec, list)}`;
  }
  const checked = checkScalar(spec, value, ctx);
  if (checked === undefined) return undefined;
  if (spec.type === 'stringArray') return sql`${scalarParam(spec, checked)} = ANY(${spec.sql})`;
  return sql`${spec.sql} = ${scalarParam(spec, checked)}`;
}

function compare(op: '>' | '>=' | '<' | '<='): Compiler {
  return (spec, value, ctx) => {
    if (!scalarOnly(spec, ctx)) return undefined;
    if (spec.type === 'boolean') return unsupported(ctx, `$${op}`);
    const checked = checkScalar(spec, value, ctx);
    return checked === undefined
      ? undefined
      : sql`${spec.sql} ${sql.raw(op)} ${scalarParam(spec, checked)}`;
  };
}

function anyOf(spec: FieldSpec, value: unknown, ctx: ValueContext): SQL | undefined {
  const list = checkList(spec, value, ctx);
  return list && sql`${spec.sql} = ANY(${listParam(spec, list)})`;
}

/** Case-insensitive, as the platform's string operators are; LIKE wildcards in the value are literal. */
function like(pattern: (escaped: string) => string): Compiler {
  return (spec, value, ctx) => {
    if (spec.type !== 'string') return unsupported(ctx, 'a text operator');
    if (typeof value !== 'string') {
      ctx.violations.add(ctx.field, 'must be a string', 'FORMAT');
      return undefined;
    }
    const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
    return sql`${spec.sql} ILIKE ${pattern(escaped)} ESCAPE '\\'`;
  };
}

function isEmpty(spec: FieldSpec): SQL {
  if (spec.type === 'string') return sql`coalesce(${spec.sql}, '') = ''`;
  if (spec.type === 'stringArray') return sql`coalesce(cardinality(${spec.sql}), 0) = 0`;
  return sql`${spec.sql} IS NULL`;
}

function flag(value: unknown, ctx: ValueContext): boolean {
  if (typeof value === 'boolean') return true;
  ctx.violations.add(ctx.field, 'must be a boolean', 'FORMAT');
  return false;
}

function scalarOnly(spec: FieldSpec, ctx: ValueContext): boolean {
  if (spec.type !== 'stringArray') return true;
  unsupported(ctx, 'this operator on an array field');
  return false;
}

function unsupported(ctx: ValueContext, what: string): undefined {
  ctx.violations.add(ctx.field, `does not support ${what}`, 'FIELD_NOT_ALLOWED');
  return undefined;
}
